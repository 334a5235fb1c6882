/**
 * The api's ports: everything the Hono app needs from the outside world.
 *
 * | port    | production (Supabase Edge)                       | local (Node: `npm run local`, tests)              |
 * |---------|--------------------------------------------------|---------------------------------------------------|
 * | db      | postgres.js on the transaction pooler            | PGlite (file-backed) or postgres.js (DATABASE_URL) |
 * | auth    | Supabase Auth over HTTP, JWTs checked with jose  | bcrypt hashes in the shim's auth.users, HS256 JWTs |
 * | storage | Supabase Storage REST under the caller's JWT     | a folder + storage.objects rows under the caller  |
 *
 * The app never holds a privileged database connection: every statement runs
 * through `db.withCaller`, as anon or as the signed-in user, so RLS decides.
 */
import type { AccessClaims } from '../_shared/db/request-role.ts';

export type { AccessClaims } from '../_shared/db/request-role.ts';

export type Row = Record<string, unknown>;

/**
 * Statements inside one request transaction. Values come back alike from
 * every driver: int8/numeric as numbers, `date` as 'YYYY-MM-DD' strings.
 */
export interface Sql {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface DbPort {
  /**
   * Runs `work` in one transaction as the caller, as PostgREST would:
   * `claims` → role `authenticated` with `request.jwt.claims`; `null` → `anon`.
   * Committed when `work` resolves, rolled back when it throws.
   */
  withCaller<T>(claims: AccessClaims | null, work: (sql: Sql) => Promise<T>): Promise<T>;
}

/** A signed-in session: a short-lived access token and the refresh token that renews it. */
export interface SignedIn {
  readonly accessToken: string;
  /** Exchanged once for a new pair (rotation); it ends with its session. */
  readonly refreshToken: string;
  /** When the access token expires (Unix seconds). */
  readonly expiresAt: number;
  /** The auth user's id (uuid): `profiles.auth_user_id`. */
  readonly userId: string;
}

export type AuthErrorCode = 'email_taken' | 'weak_password' | 'not_found' | 'rate_limited' | 'unavailable';

/** A refusal or failure of the auth service (never "wrong password": that is `null`). */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface AuthPort {
  /** Password grant; `null` when the credentials are wrong (or the account cannot sign in). */
  signInWithPassword(email: string, password: string): Promise<SignedIn | null>;
  /**
   * A new pair for a refresh token; the old one stops working (rotation). `null`
   * when it is unknown, already used or revoked, or its session has ended —
   * presenting a used one ends its whole session (it was stolen or replayed).
   */
  refresh(refreshToken: string): Promise<SignedIn | null>;
  /** Ends the session of an access token (logout): its refresh tokens stop working. */
  signOut(accessToken: string): Promise<void>;
  /** The claims of a valid user access token; `null` for anything else (expired, forged, not a user token, no `exp`). */
  verify(token: string): Promise<AccessClaims | null>;
  /** Creates a confirmed email/password account; resolves to its id. */
  createUser(email: string, password: string): Promise<{ readonly userId: string }>;
  /** Changes an account's email and/or password at once. */
  updateUser(userId: string, changes: { readonly email?: string; readonly password?: string }): Promise<void>;
  /**
   * Deletes an account for good (its profile goes with it: profiles.auth_user_id
   * cascades). Used to undo a registration that could not be completed.
   * An account already gone is not an error.
   */
  deleteUser(userId: string): Promise<void>;
}

/** Who stores a file: the storage service checks its policies against this caller. */
export interface StorageCaller {
  readonly token: string;
  readonly claims: AccessClaims;
}

/** The caller, or the service itself (past every policy): removing what nobody claimed. */
export type StorageActor = StorageCaller | 'service';

/** An object's bytes as storage streams them. */
export interface ObjectBody {
  readonly size: number;
  readonly mime: string;
  readonly body: ReadableStream<Uint8Array>;
}

/** What storage knows of an object, and its first bytes. */
export interface ObjectHead {
  readonly size: number;
  readonly mime: string;
  readonly head: Uint8Array;
}

export type StorageErrorCode = 'too_large' | 'mime_not_allowed' | 'denied' | 'exists' | 'not_found' | 'unavailable';

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Storage (docs/arquivos.md). URLs it answers are relative to the storage
 * root (`object/sign/<bucket>/<name>?token=…`): the api puts the public
 * storage address in front, so the browser reaches storage directly.
 */
export interface StoragePort {
  /**
   * Stores `bytes` at `bucket/path` as the caller (limits and policies apply;
   * never overwrites). Small files written by the server only (tests, tools):
   * people's files arrive through signed upload URLs.
   */
  upload(bucket: string, path: string, bytes: Uint8Array<ArrayBuffer>, mime: string, caller: StorageCaller): Promise<void>;
  /**
   * A one-time upload URL for `bucket/path`, made as the caller (the insert
   * policy decides): `url` is `object/upload/sign/<bucket>/<path>?token=…`,
   * `token` also serves TUS (`x-signature`). Supabase lets it live 2 hours.
   */
  createSignedUploadUrl(bucket: string, path: string, caller: StorageCaller): Promise<{ url: string; token: string }>;
  /**
   * Read URLs living `seconds`, made as the caller (the select policy
   * decides): one per path, `null` for an object missing or hidden.
   */
  createSignedUrls(bucket: string, paths: readonly string[], seconds: number, caller: StorageCaller): Promise<(string | null)[]>;
  /**
   * A read URL living `seconds` that storage serves as an attachment named
   * `fileName`, made as the caller (the select policy decides); `null` for an
   * object missing or hidden. Hosted Supabase adds the name outside the
   * signature (its `download` parameter); local storage signs it.
   */
  createDownloadUrl(
    bucket: string,
    path: string,
    seconds: number,
    caller: StorageCaller,
    fileName: string,
  ): Promise<string | null>;
  /** An object's bytes, read as the caller (the select policy decides); `null` when it is missing or hidden. */
  read(bucket: string, path: string, caller: StorageCaller): Promise<ObjectBody | null>;
  /** Size, stored type and the first `bytes` of an object, as the service; `null` when it is not there. */
  head(bucket: string, path: string, bytes: number): Promise<ObjectHead | null>;
  /** Removes objects (missing ones are not an error). */
  remove(bucket: string, paths: readonly string[], actor: StorageActor): Promise<void>;
}

export interface Ports {
  readonly db: DbPort;
  readonly auth: AuthPort;
  readonly storage: StoragePort;
}
