/**
 * Local mode's storage holds the seed's files: every PDF and thumbnail the
 * seed names gets the mock's placeholder (mocks/db/seed-db.ts), and every
 * seeded track the placeholder MP3, so the demo network's courses, materials
 * and classroom open and play on `npm run local` as on the mock build. Only
 * missing objects are written: a file a user replaced stays theirs.
 */
import { writeFile } from 'node:fs/promises';
import { placeholderMp3, SEED_TRACK_SECONDS } from '../mocks/db/placeholders.ts';
import { placeholderBytes, seedFileReferences, splitStoragePath } from '../mocks/db/seed-db.ts';
import { buildSeed } from '../mocks/seed/index.ts';
import type { LocalStorage } from './local-storage.ts';

export async function placeSeedFiles(storage: LocalStorage): Promise<number> {
  const seed = buildSeed(new Date());
  const track = placeholderMp3(SEED_TRACK_SECONDS);
  const files = [
    ...seedFileReferences(seed).map(({ path, title }) => ({ path, ...placeholderBytes(path, title) })),
    ...seed.audios.map((a) => ({ path: a.cp_arquivo_audio, bytes: track, mime: 'audio/mpeg' })),
  ];
  let placed = 0;
  for (const { path, bytes, mime } of files) {
    const parts = path ? splitStoragePath(path) : null;
    if (!parts || (await storage.find(parts.bucket, parts.name))) continue;
    const tmp = await storage.tempFile('tmp');
    await writeFile(tmp, bytes);
    await storage.commit(parts.bucket, parts.name, tmp, {
      size: bytes.length,
      mime,
      cacheControl: '3600',
      owner: undefined,
    });
    placed++;
  }
  return placed;
}
