/**
 * jsdom has no `window.matchMedia`, so `useMediaQuery` answers false and every
 * test sees the desktop layout. `emulateViewport(390)` installs a matchMedia
 * that answers width queries (`(max-width: 768px)`, `(min-width: …)`, joined
 * with `and`, in px) for that width and nothing else (e.g. reduced motion:
 * false). `resize` changes the width and tells the listeners whose answer
 * changed; `restore` puts the original (absent) matchMedia back.
 */
import { act } from '@testing-library/react';

export interface EmulatedViewport {
  resize(width: number): void;
  restore(): void;
}

function matches(query: string, width: number): boolean {
  const parts = query.split(/\s+and\s+/i).map((p) => p.trim());
  return parts.every((part) => {
    const m = /^\(\s*(max|min)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/i.exec(part);
    if (!m) return false;
    const limit = Number(m[2]);
    return m[1]!.toLowerCase() === 'max' ? width <= limit : width >= limit;
  });
}

export function emulateViewport(initialWidth: number): EmulatedViewport {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  let width = initialWidth;
  const lists = new Set<{ query: string; last: boolean; listeners: Set<(e: MediaQueryListEvent) => void> }>();

  function matchMedia(query: string): MediaQueryList {
    const entry = { query, last: matches(query, width), listeners: new Set<(e: MediaQueryListEvent) => void>() };
    lists.add(entry);
    const list = {
      media: query,
      get matches() {
        return matches(query, width);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      addListener: (listener: (e: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeListener: (listener: (e: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  }

  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });

  return {
    resize(next) {
      width = next;
      act(() => {
        for (const entry of lists) {
          const now = matches(entry.query, width);
          if (now === entry.last) continue;
          entry.last = now;
          const event = { matches: now, media: entry.query } as MediaQueryListEvent;
          for (const listener of entry.listeners) listener(event);
        }
      });
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else delete (window as { matchMedia?: unknown }).matchMedia;
      lists.clear();
    },
  };
}
