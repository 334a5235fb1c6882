/**
 * The mock database's collections, defined once and in a fixed order.
 *
 * Rows mirror the seed (`mocks/seed/rows.ts`): a person's class is stored only
 * in `turmaAlunos` (never on the user row). Some tables exist only in the
 * running backend: `credentials` (a salted SHA-256 hash, never the password),
 * `sessions` (bearer tokens issued at login), `files` (uploaded and seeded
 * files, served through signed URLs by ../handlers/storage.ts), `uploads`
 * and `tentativas` (the counts against guessing, ../lib/tentativas.ts).
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { Id } from '@contract';
import {
  AgendaEventoRow,
  Audio,
  AudioOuvidoRow,
  CertificadoRow,
  ChamadaRow,
  Curso,
  MaterialExtra,
  MatriculaRow,
  PermissaoRow,
  NotaRow,
  ParcelaRow,
  Resumo,
  Escola,
  Material,
  TurmaAlunoRow,
  TurmaRow,
  UsuarioRow,
} from '../seed/rows';

export const CredentialRow = z.object({
  userId: Id,
  passwordHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CredentialRow = z.infer<typeof CredentialRow>;

/**
 * A signed-in session (docs/decisions.md §30): its current access token (and
 * the one it replaced, still good until it expires, for requests in flight
 * during a refresh) and its current refresh token. A refresh token is used
 * once; the used ones are remembered, and presenting one again ends the
 * session (it was replayed).
 */
export const SessionRow = z.object({
  sessionId: z.string().min(8),
  userId: Id,
  createdAt: z.string(),
  token: z.string().min(32),
  /** When `token` expires (Unix seconds). */
  expiresAt: z.number().int(),
  previousToken: z.string().nullable(),
  previousExpiresAt: z.number().int().nullable(),
  refreshToken: z.string().min(32),
  usedRefreshTokens: z.array(z.string()),
  /**
   * Refresh tokens spent within the reuse interval (REFRESH_TOKEN_REUSE_SECONDS)
   * and when (Unix ms): one presented again then gets the current pair
   * (two tabs renewing at once) instead of ending the session.
   */
  recentlySpent: z.array(z.object({ token: z.string(), at: z.number() })).default([]),
  /** When it ended (logout, a password change, the person deleted): its tokens still verify, but every request is 401 (the api's session_alive). */
  endedAt: z.string().nullable(),
});
export type SessionRow = z.infer<typeof SessionRow>;

/**
 * Attempts counted against guessing (docs/decisions.md §53), as the api's
 * private.tentativas: per action and key (a login's hash, an account), the
 * count, the lock and when the key is forgotten (Unix ms).
 */
export const TentativaRow = z.object({
  acao: z.enum(['login', 'cadastro']),
  chave: z.string().min(1),
  falhas: z.number().int().nonnegative(),
  bloqueadoAte: z.number().nullable(),
  esquecerEm: z.number(),
});
export type TentativaRow = z.infer<typeof TentativaRow>;

export const FileRow = z.object({
  bucket: z.string().min(1),
  name: z.string().min(1),
  mime: z.string().min(1),
  dataUrl: z.string().startsWith('data:'),
  size: z.number().int().nonnegative(),
});
export type FileRow = z.infer<typeof FileRow>;

/** An upload ticket (the api's public.uploads): claimed by a form, or removed. */
export const UploadRow = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  bucket: z.string(),
  object_name: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int().positive(),
  cp_id: Id,
  created_at: z.string(),
  claimed_at: z.string().nullable(),
});
export type UploadRow = z.infer<typeof UploadRow>;

/** Every table, in the order collections are created, seeded and snapshotted. */
export const TABLES = {
  escolas: Escola,
  usuarios: UsuarioRow,
  credentials: CredentialRow,
  cursos: Curso,
  audios: Audio,
  turmas: TurmaRow,
  turmaAlunos: TurmaAlunoRow,
  matriculas: MatriculaRow,
  parcelas: ParcelaRow,
  materiais: Material,
  materialExtra: MaterialExtra,
  chamadas: ChamadaRow,
  resumos: Resumo,
  notas: NotaRow,
  audiosOuvidos: AudioOuvidoRow,
  agendaEventos: AgendaEventoRow,
  permissoes: PermissaoRow,
  certificados: CertificadoRow,
  sessions: SessionRow,
  files: FileRow,
  uploads: UploadRow,
  tentativas: TentativaRow,
} as const;

export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** The stored row type of a table. */
export type RowOf<T extends TableName> = z.output<(typeof TABLES)[T]>;

export type Collections = { readonly [T in TableName]: Collection<(typeof TABLES)[T]> };

export interface DbMeta {
  /** The day the data was seeded (`YYYY-MM-DD`). */
  seededOn: string | null;
  /** Last id handed out per table, like a database sequence (ids are never reused). */
  sequences: Partial<Record<TableName, number>>;
}

export interface MockDb extends Collections {
  readonly meta: DbMeta;
}

export function createMockDb(): MockDb {
  const collections = Object.fromEntries(
    TABLE_NAMES.map((name) => [name, new Collection({ schema: TABLES[name] })]),
  ) as unknown as Collections;
  return { ...collections, meta: { seededOn: null, sequences: {} } };
}

/** The next integer id of a table: above both its sequence and every stored id. */
export function nextId<T extends TableName>(db: MockDb, table: T, key: keyof RowOf<T> & string): number {
  let max = db.meta.sequences[table] ?? 0;
  for (const row of db[table].all()) {
    const value = (row as Record<string, unknown>)[key];
    if (typeof value === 'number' && value > max) max = value;
  }
  db.meta.sequences[table] = max + 1;
  return max + 1;
}
