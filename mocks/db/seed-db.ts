/**
 * Loads the deterministic seed into a mock database: rows as built by
 * `buildSeed`, passwords as salted SHA-256 hashes, and a real small file for
 * every file path the seed mentions.
 */
import { splitStoragePath } from '@contract/arquivos';
import { toIsoDay } from '@contract/dates';
import { buildSeed, type SeedData } from '../seed';
import { sha256Hex, toDataUrl } from './bytes';
import { placeholderPdf, placeholderSvg } from './placeholders';
import { TABLE_NAMES, type FileRow, type MockDb, type TableName } from './schema';

/** Tables filled straight from `SeedData` (same names), in creation order. */
const SEEDED_TABLES = TABLE_NAMES.filter(
  (t): t is Exclude<TableName, 'credentials' | 'sessions' | 'files' | 'uploads' | 'tentativas'> =>
    t !== 'credentials' && t !== 'sessions' && t !== 'files' && t !== 'uploads' && t !== 'tentativas',
);

/** The stored hash of a password: SHA-256 over a per-user salt and the password. */
export function hashPassword(userId: number, password: string): Promise<string> {
  return sha256Hex(`escola-mock:${userId}:${password}`);
}

export async function verifyPassword(userId: number, password: string, storedHash: string): Promise<boolean> {
  return (await hashPassword(userId, password)) === storedHash;
}

/** Splits a storage path "bucket/name": the contract's rule, re-exported for the seed's readers. */
export { splitStoragePath };

/** Every file path the seed refers to, with the title its placeholder shows. */
export function seedFileReferences(seed: SeedData): { path: string; title: string }[] {
  const refs = new Map<string, string>();
  const add = (path: string | null, title: string) => {
    if (path && !refs.has(path)) refs.set(path, title);
  };
  for (const c of seed.cursos) {
    add(c.cp_pdf1_curso, `${c.cp_nome_curso} - Livro do aluno`);
    add(c.cp_pdf2_curso, `${c.cp_nome_curso} - Workbook`);
    add(c.cp_pdf3_curso, `${c.cp_nome_curso} - Respostas`);
  }
  for (const m of seed.materiais) {
    for (const p of [m.cp_mat_arquivoPdf, m.cp_mat_extra_pdf2, m.cp_mat_extra_pdf3, m.cp_mat_miniatura]) add(p, m.cp_mat_titulo);
  }
  for (const m of seed.materialExtra) {
    for (const p of [m.cp_mat_extra_pdf1, m.cp_mat_extra_pdf2, m.cp_mat_extra_pdf3, m.cp_mat_extra_thumbnail]) {
      add(p, m.cp_mat_extra_title);
    }
  }
  for (const r of seed.resumos) add(r.cp_res_arquivo, `${r.cp_res_aula} - Resumo`);
  return [...refs].map(([path, title]) => ({ path, title }));
}

/** The placeholder bytes of a seeded file reference (a thumbnail's SVG, or a PDF). */
export function placeholderBytes(path: string, title: string): { bytes: Uint8Array; mime: string } {
  const svg = path.endsWith('.svg');
  return svg
    ? { bytes: placeholderSvg(title), mime: 'image/svg+xml' }
    : { bytes: placeholderPdf(title), mime: 'application/pdf' };
}

function placeholderFile(path: string, title: string): FileRow {
  const parts = splitStoragePath(path);
  if (!parts) throw new Error(`Caminho de arquivo inválido no seed: ${path}`);
  const { bytes, mime } = placeholderBytes(path, title);
  return { ...parts, mime, dataUrl: toDataUrl(bytes, mime), size: bytes.length };
}

// buildSeed, hashing and placeholder files are pure: cache them across re-seeds (tests re-seed often).
let seedCache: SeedData | null = null;
const hashCache = new Map<string, string>();
const fileCache = new Map<string, FileRow>();

function seedFor(today: Date): SeedData {
  if (seedCache?.today !== toIsoDay(today)) seedCache = buildSeed(today);
  return seedCache;
}

export function clearDb(db: MockDb): void {
  for (const table of TABLE_NAMES) db[table].clear();
  db.meta.seededOn = null;
  db.meta.sequences = {};
}

/** Clears `db` and fills it with the demo network for `today`. Resolves to the seed used. */
export async function seedDb(db: MockDb, today: Date = new Date()): Promise<SeedData> {
  const seed = seedFor(today);
  clearDb(db);
  for (const table of SEEDED_TABLES) {
    const collection = db[table] as unknown as { create(row: unknown): Promise<unknown> };
    for (const row of seed[table]) await collection.create(row);
  }
  for (const { userId, password } of seed.credentials) {
    const key = `${userId}:${password}`;
    let passwordHash = hashCache.get(key);
    if (passwordHash === undefined) {
      passwordHash = await hashPassword(userId, password);
      hashCache.set(key, passwordHash);
    }
    await db.credentials.create({ userId, passwordHash });
  }
  for (const { path, title } of seedFileReferences(seed)) {
    let file = fileCache.get(path);
    if (!file) {
      file = placeholderFile(path, title);
      fileCache.set(path, file);
    }
    await db.files.create(file);
  }
  db.meta.seededOn = seed.today;
  return seed;
}
