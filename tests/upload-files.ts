/**
 * Files for upload tests, and what the mock's storage holds.
 *
 * The files are Node's `File`, not jsdom's: handed to XMLHttpRequest, a jsdom
 * Blob reaches the MSW interceptor (Node's `Request`) as the text
 * "undefined", while a Node File arrives as its bytes, as a browser sends
 * them. `user.upload` and the app treat both alike (name, type, size, slice).
 */
import { File as NodeFile } from 'node:buffer';
import { db } from '@mocks/db';
import { callApi, loginAs } from '@mocks/testing';

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A file (Node's) with these bytes. */
export function bytesFile(bytes: Uint8Array, name: string, type: string): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

/** A real PNG, padded to `size` bytes when given. */
export function pngFile(name = 'foto.png', size?: number): File {
  const bytes = new Uint8Array(Math.max(size ?? 0, PNG_BYTES.length));
  bytes.set(PNG_BYTES);
  return bytesFile(bytes, name, 'image/png');
}

/** A Windows executable (`MZ…`) renamed to look like a photo. */
export function renamedExecutable(name = 'foto.png'): File {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  return bytesFile(bytes, name, 'image/png');
}

/** The mock's upload tickets. */
export const storedUploads = () => db.uploads.all();
/** The mock storage's objects in a bucket. */
export const storedObjects = (bucket: string) => db.files.all().filter((f) => f.bucket === bucket);

/**
 * The bytes the storage serves for a person's photo, read as the gestor
 * through `GET /users/:id` and its signed URL; null when they have none.
 */
export async function servedPhotoOf(userId: number): Promise<Uint8Array | null> {
  const { token } = await loginAs('gestor');
  const answer = await callApi<{ cp_foto_perfil: string | null }>('GET', `/users/${userId}`, { token });
  if (!answer.body.cp_foto_perfil) return null;
  return servedBytes(answer.body.cp_foto_perfil);
}

/** The bytes behind a signed file URL (null when the storage refuses). */
export async function servedBytes(url: string): Promise<Uint8Array | null> {
  const response = await fetch(url);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

/** The id of the person with this login, as stored by the mock. */
export const userIdOf = (login: string): number | undefined => db.usuarios.all().find((u) => u.cp_login === login)?.cp_id;
