import { lazy, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '@/domain/timings';

export class ChunkTimeoutError extends Error {
  constructor() {
    super('Tempo esgotado ao carregar a página.');
  }
}

/** A lazily loaded screen whose chunk must arrive within the spec's 120 s. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
