// @vitest-environment node
/**
 * The local ports (server/) on the real schema: the auth stand-in (bcrypt
 * over auth.users, Supabase-shaped HS256 tokens), the folder storage (bucket
 * limits, storage.objects rows written AS THE CALLER so the avatars policies
 * decide), and the login lookup the api runs as anon.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES } from '../../supabase/functions/_shared/contract/constants.ts';
import { SERVER_MESSAGES } from '../../supabase/functions/_shared/contract/messages.ts';
import { REFRESH_TOKEN_REUSE_SECONDS } from '../../supabase/functions/_shared/contract/session.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { AuthError, StorageError, type AccessClaims, type Ports } from '../../supabase/functions/api/ports.ts';
import { createLocalPorts, type LocalPorts } from '../../server/local-ports.ts';
import { localObjectPath } from '../../server/local-storage.ts';
import { REPO_ROOT } from '../db/harness/boot.ts';
import type { Db } from '../db/harness/db.ts';
import { localPortsSuite } from './local-ports-suite.ts';
import { P, PASSWORD } from './people.ts';

const ISSUER = 'http://localhost/auth/v1';
/** Where answers say the api and storage are (configuration, never the request's Host). */
const PUBLIC_URLS = { publicApiUrl: 'http://localhost/api', publicStorageUrl: 'http://localhost/storage/v1' } as const;
let db: Db;
let local: LocalPorts;
let ports: Ports;
let storageDir: string;
const secret = randomBytes(32);
const suite = localPortsSuite('local-ports', { jwtSecret: secret, issuer: ISSUER });
beforeAll(() => {
  ({ db, local, storageDir } = suite);
  ports = local.ports;
});

async function authIdOf(cpId: number): Promise<string> {
  const [row] = await db.query<{ id: string }>('select auth_user_id::text as id from public.profiles where cp_id = $1', [cpId]);
  return row!.id;
}

async function signIn(email: string, password = PASSWORD) {
  const session = await ports.auth.signInWithPassword(email, password);
  if (!session) throw new Error(`cannot sign in ${email}`);
  const claims = await ports.auth.verify(session.accessToken);
  return { token: session.accessToken, claims: claims! };
}

describe('local auth', () => {
  it('signs in with the bcrypt hash of auth.users and issues Supabase-shaped tokens', async () => {
    const session = await ports.auth.signInWithPassword(P.gestor.cp_email.toUpperCase(), PASSWORD);
    expect(session).not.toBeNull();
    const payload = decodeJwt(session!.accessToken);
    expect(payload).toMatchObject({
      sub: await authIdOf(P.gestor.cp_id),
      role: 'authenticated',
      aud: 'authenticated',
      iss: ISSUER,
      email: P.gestor.cp_email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(typeof payload.session_id).toBe('string');
    expect(session!.userId).toBe(payload.sub);
    expect(await ports.auth.verify(session!.accessToken)).toMatchObject({ sub: payload.sub });
  });

  it('refuses wrong passwords, unknown emails and deleted accounts', async () => {
    expect(await ports.auth.signInWithPassword(P.gestor.cp_email, 'errada')).toBeNull();
    expect(await ports.auth.signInWithPassword('ninguem@example.com', PASSWORD)).toBeNull();
    await db.query('update auth.users set deleted_at = now() where id = $1::uuid', [await authIdOf(P.diretor.cp_id)]);
    expect(await ports.auth.signInWithPassword(P.diretor.cp_email, PASSWORD)).toBeNull();
  });

  it('does not accept tampered, expired or foreign tokens', async () => {
    const { token } = await signIn(P.aluno.cp_email);
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: await authIdOf(P.gestor.cp_id) })).toString('base64url')}.${s}`;
    expect(await ports.auth.verify(tampered)).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub)
      .setAudience('authenticated')
      .setIssuer(ISSUER)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(secret);
    expect(await ports.auth.verify(expired)).toBeNull();
    const otherIssuer = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub)
      .setAudience('authenticated')
      .setIssuer('http://elsewhere/auth/v1')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await ports.auth.verify(otherIssuer)).toBeNull();
  });

  it('creates accounts that can sign in; emails are unique ignoring case', async () => {
    const { userId } = await ports.auth.createUser('Nova.Pessoa@Example.com', 'senha-nova');
    expect(await ports.auth.signInWithPassword('nova.pessoa@example.com', 'senha-nova')).toMatchObject({ userId });
    await expect(ports.auth.createUser('NOVA.pessoa@example.com', 'outra-senha')).rejects.toMatchObject({ code: 'email_taken' });
    await expect(ports.auth.createUser('x@example.com', '123')).rejects.toMatchObject({ code: 'weak_password' });
  });

  it('deletes an account for good, its profile with it; an account already gone is fine', async () => {
    const { userId } = await ports.auth.createUser('apagar@example.com', 'senha-nova');
    await db.query(
      `insert into public.profiles (auth_user_id, cp_nome, cp_email, cp_login, cp_tipo_user, cp_cpf, cp_datanascimento, cp_escola_id)
       values ($1, 'Apagar', 'apagar@example.com', 'apagar', 5, '000.000.001-91', date '2000-01-01', 1)`,
      [userId],
    );
    await ports.auth.deleteUser(userId);
    expect(await ports.auth.signInWithPassword('apagar@example.com', 'senha-nova')).toBeNull();
    expect(await db.query('select 1 from public.profiles where auth_user_id = $1', [userId])).toEqual([]);
    await ports.auth.deleteUser(userId);
  });

  it('updates email and password together; refuses a taken email, a short password, an unknown account', async () => {
    const id = await authIdOf(P.professor.cp_id);
    await ports.auth.updateUser(id, { email: 'prof.novo@example.com', password: 'nova-senha' });
    expect(await ports.auth.signInWithPassword('prof.novo@example.com', 'nova-senha')).not.toBeNull();
    expect(await ports.auth.signInWithPassword(P.professor.cp_email, PASSWORD)).toBeNull();
    await expect(ports.auth.updateUser(id, { email: P.gestor.cp_email.toUpperCase() })).rejects.toMatchObject({
      code: 'email_taken',
    });
    await expect(ports.auth.updateUser(id, { password: '12345' })).rejects.toBeInstanceOf(AuthError);
    await expect(ports.auth.updateUser('00000000-0000-4000-8000-999999999999', { password: 'valida-123' })).rejects.toMatchObject(
      {
        code: 'not_found',
      },
    );
  });
});

// 2 s, not 1: `exp` is whole seconds from a whole-second `iat`, so a 1 s token
// can be spent a few milliseconds after it is issued (and was, under load).
const LIFETIME = 2;

describe(`local sessions with ${LIFETIME} s access tokens (tokenLifetimeSeconds, as ESCOLA_ACCESS_TOKEN_SECONDS)`, () => {
  const EXPIRED = { msg: SERVER_MESSAGES.sessionExpired };
  let short: LocalPorts;
  let app: ReturnType<typeof createApp>;
  /** How far the refresh tokens' clock is moved ahead (the reuse interval is proven without waiting). */
  let clockAheadMs = 0;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits until a token expiring at `exp` (Unix seconds) is past it, with a margin. */
  const pastExpiry = (exp: number) => sleep(Math.max(0, exp * 1000 - Date.now()) + 1100);

  beforeAll(() => {
    short = createLocalPorts({
      db,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      storageDir,
      jwtSecret: secret,
      issuer: ISSUER,
      tokenLifetimeSeconds: LIFETIME,
      now: () => new Date(Date.now() + clockAheadMs),
    });
    app = createApp(short.ports, { mounts: ['/api'], ...PUBLIC_URLS });
  });
  afterEach(() => {
    clockAheadMs = 0;
  });
  afterAll(() => short?.close());

  /** The api function over these ports, called as the browser would. */
  async function call(method: string, path: string, { token, json }: { token?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.fetch(
      new Request(`http://localhost/api${path}`, {
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  type Tokens = { token: string; refreshToken: string; expiresAt: number };
  const login = async () => {
    const answer = await call('POST', '/login', { json: { login: P.secretaria.cp_login, password: PASSWORD } });
    expect(answer.status).toBe(200);
    return answer.body as unknown as Tokens;
  };
  const refresh = async (refreshToken: string) => {
    const answer = await call('POST', '/refresh', { json: { refreshToken } });
    return { status: answer.status, body: answer.body as unknown as Tokens & { msg?: string } };
  };
  const self = async (token: string) => (await call('GET', `/users/${P.secretaria.cp_id}`, { token })).status;

  it('a token expires (401 after expiry); a refresh gives a working one, expiring in turn', async () => {
    const first = await login();
    const payload = decodeJwt(first.token);
    expect(payload.exp! - payload.iat!).toBe(LIFETIME);
    expect(first.expiresAt).toBe(payload.exp);
    expect(await self(first.token)).toBe(200);
    await pastExpiry(first.expiresAt);
    expect(await call('GET', `/users/${P.secretaria.cp_id}`, { token: first.token })).toEqual({ status: 401, body: EXPIRED });
    expect(await short.ports.auth.verify(first.token)).toBeNull();

    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(renewed.body.token).session_id).toBe(payload.session_id);
    expect(await self(renewed.body.token)).toBe(200);
    await pastExpiry(renewed.body.expiresAt);
    expect(await self(renewed.body.token)).toBe(401);
    // The session outlives its tokens: the newest refresh token renews it again.
    const again = await refresh(renewed.body.refreshToken);
    expect(again.status).toBe(200);
    expect(await self(again.body.token)).toBe(200);
  });

  it(`a spent refresh token presented again within ${REFRESH_TOKEN_REUSE_SECONDS} s gets the current pair (two tabs); later it ends the whole session`, async () => {
    const first = await login();
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    clockAheadMs = (REFRESH_TOKEN_REUSE_SECONDS - 1) * 1000;
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).toBe(renewed.body.refreshToken);
    expect(decodeJwt(again.body.token).session_id).toBe(decodeJwt(first.token).session_id);
    expect(await self(again.body.token)).toBe(200);
    // Past the interval it is a replay: refused, and the whole session ends.
    clockAheadMs = (REFRESH_TOKEN_REUSE_SECONDS + 1) * 1000;
    expect(await refresh(first.refreshToken)).toEqual({ status: 401, body: EXPIRED });
    expect(await self(renewed.body.token)).toBe(401);
    expect((await refresh(renewed.body.refreshToken)).status).toBe(401);
    const sessionId = decodeJwt(first.token).session_id as string;
    expect(await db.query('select 1 from auth.sessions where id = $1::uuid', [sessionId])).toEqual([]);
  });

  it('two renewals at once with the same refresh token both get the same new refresh token; the session goes on', async () => {
    const first = await login();
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.refreshToken).toBe(a.body.refreshToken);
    expect(await self(a.body.token)).toBe(200);
    expect(await self(b.body.token)).toBe(200);
    expect((await refresh(b.body.refreshToken)).status).toBe(200);
  });

  it('the reuse interval is the one supabase/config.toml gives hosted Supabase Auth', () => {
    const config = readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8');
    const auth = config.split(/^\[/m).find((block) => block.startsWith('auth]'))!;
    expect(/^enable_refresh_token_rotation\s*=\s*true\s*$/m.test(auth)).toBe(true);
    expect(Number(/^refresh_token_reuse_interval\s*=\s*(\d+)\s*$/m.exec(auth)?.[1])).toBe(REFRESH_TOKEN_REUSE_SECONDS);
  });

  it('logout ends the session: its token and its refresh token stop working at once; another session goes on', async () => {
    const mine = await login();
    const other = await login();
    expect(await call('POST', '/logout', { token: mine.token, json: {} })).toEqual({
      status: 200,
      body: { msg: SERVER_MESSAGES.loggedOut },
    });
    expect(await self(mine.token)).toBe(401);
    expect(await refresh(mine.refreshToken)).toEqual({ status: 401, body: EXPIRED });
    expect(await short.ports.auth.refresh(mine.refreshToken)).toBeNull();
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });
});

describe('login timing: an unknown login costs what a wrong password costs', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };

  it('answers 401 to both after the same bcrypt work: medians of 8 alternating attempts within 0.6–1.6×', async () => {
    const app = createApp(ports, { mounts: ['/api'], ...PUBLIC_URLS });
    const attempt = async (login: string) => {
      // Each attempt from a clean slate: this measures the password check, not the sign-in throttle's lock.
      await db.query('delete from private.tentativas');
      const started = performance.now();
      const response = await app.fetch(
        new Request('http://localhost/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ login, password: 'senha-errada' }),
        }),
      );
      const elapsed = performance.now() - started;
      expect(response.status).toBe(401);
      return elapsed;
    };
    // The existing account's hash has the cost of the stand-in's own (GoTrue's 10).
    const [row] = await db.query<{ hash: string }>(
      'select encrypted_password as hash from auth.users where lower(email) = lower($1)',
      [P.secretaria.cp_email],
    );
    expect(row!.hash).toMatch(/^\$2[aby]\$10\$/);
    const unknown = 'ninguem.aqui';
    const existing = P.secretaria.cp_login;
    await attempt(unknown);
    await attempt(existing);
    const times = { unknown: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 8; i++) {
      // Alternating which goes first, so a slow moment of a loaded machine falls on both.
      if (i % 2 === 0) {
        times.unknown.push(await attempt(unknown));
        times.wrong.push(await attempt(existing));
      } else {
        times.wrong.push(await attempt(existing));
        times.unknown.push(await attempt(unknown));
      }
    }
    const unknownMs = median(times.unknown);
    const wrongMs = median(times.wrong);
    const ratio = unknownMs / wrongMs;
    console.log(
      `login timing (api over local ports, bcrypt cost 10): unknown login median ${unknownMs.toFixed(1)} ms, ` +
        `wrong password median ${wrongMs.toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });
});

describe('local storage', () => {
  const png = (size = 32) => new Uint8Array(size).fill(7);
  /** An unclaimed upload of `person` naming `<cp_id>/<uuid>.<ext>` (what POST /uploads records): the insert policy's condition. */
  async function ticket(person: { cp_id: number }, options: { bucket?: string; kind?: string; ext?: string } = {}) {
    const id = randomUUID();
    const name = `${person.cp_id}/${id}.${options.ext ?? 'png'}`;
    await db.query(
      `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
       values ($1, $2, $3, $4, 'arquivo', 'image/png', 32, $5)`,
      [id, options.kind ?? 'foto', options.bucket ?? 'avatars', name, person.cp_id],
    );
    return name;
  }
  const objectRows = (name: string) => db.query('select 1 from storage.objects where name = $1', [name]);

  afterEach(() => db.query('delete from public.uploads'));

  it('makes a signed upload URL only where an unclaimed upload of the caller names the object, keeping no row', async () => {
    const caller = await signIn(P.aluno.cp_email);
    const name = await ticket(P.aluno);
    const signed = await ports.storage.createSignedUploadUrl('avatars', name, caller);
    expect(signed.url).toBe(`object/upload/sign/avatars/${name}?token=${signed.token}`);
    const payload = decodeJwt(signed.token);
    expect(payload).toMatchObject({ owner: caller.claims.sub, url: `avatars/${name}`, upsert: false, scope: 'upload' });
    expect(payload.exp! - payload.iat!).toBe(7200);
    expect(await objectRows(name)).toEqual([]);

    // Someone else's upload, no upload at all, a claimed one: the insert policy refuses.
    const other = await signIn(P.professor.cp_email);
    await expect(ports.storage.createSignedUploadUrl('avatars', name, other)).rejects.toMatchObject({ code: 'denied' });
    await expect(
      ports.storage.createSignedUploadUrl('avatars', `${P.aluno.cp_id}/${randomUUID()}.png`, caller),
    ).rejects.toMatchObject({
      code: 'denied',
    });
    await db.query('update public.uploads set claimed_at = now() where object_name = $1', [name]);
    await expect(ports.storage.createSignedUploadUrl('avatars', name, caller)).rejects.toMatchObject({ code: 'denied' });
    await expect(ports.storage.createSignedUploadUrl('avatars', '../../fora.png', caller)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await objectRows(name)).toEqual([]);
  });

  it('refuses a signed upload URL for an object already stored', async () => {
    const caller = await signIn(P.aluno.cp_email);
    const name = await ticket(P.aluno);
    await ports.storage.upload('avatars', name, png(), 'image/png', caller);
    await expect(ports.storage.createSignedUploadUrl('avatars', name, caller)).rejects.toMatchObject({ code: 'exists' });
  });

  it('uploads as the caller: the row has the caller as owner, the bytes are in place; never overwrites', async () => {
    const caller = await signIn(P.aluno.cp_email);
    const name = await ticket(P.aluno);
    await ports.storage.upload('avatars', name, png(), 'image/png', caller);
    const [row] = await db.query<{ owner: string; mime: string; size: number }>(
      `select owner::text as owner, metadata ->> 'mimetype' as mime, (metadata ->> 'size')::int as size
         from storage.objects where bucket_id = 'avatars' and name = $1`,
      [name],
    );
    expect(row).toEqual({ owner: caller.claims.sub, mime: 'image/png', size: 32 });
    expect(existsSync(localObjectPath(storageDir, 'avatars', name))).toBe(true);
    await expect(ports.storage.upload('avatars', name, png(), 'image/png', caller)).rejects.toMatchObject({ code: 'exists' });
  });

  it('lets the insert policy refuse an object no upload of the caller names: no row, no file', async () => {
    const caller = await signIn(P.professor.cp_email);
    const name = await ticket(P.diretor);
    const error = await ports.storage.upload('avatars', name, png(), 'image/png', caller).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('denied');
    expect(await objectRows(name)).toEqual([]);
    expect(existsSync(localObjectPath(storageDir, 'avatars', name))).toBe(false);
  });

  it('enforces the bucket limits itself, before any row is written', async () => {
    const caller = await signIn(P.secretaria.cp_email);
    const name = await ticket(P.secretaria);
    await expect(
      ports.storage.upload('avatars', name, png(PROFILE_PHOTO_MAX_BYTES + 1), 'image/png', caller),
    ).rejects.toMatchObject({
      code: 'too_large',
    });
    await expect(ports.storage.upload('avatars', name, png(), 'text/plain', caller)).rejects.toMatchObject({
      code: 'mime_not_allowed',
    });
    await expect(ports.storage.upload('nao-existe', name, png(), 'image/png', caller)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(ports.storage.upload('avatars', '../../fora.png', png(), 'image/png', caller)).rejects.toBeInstanceOf(
      StorageError,
    );
    expect(await db.query("select 1 from storage.objects where bucket_id = 'avatars'")).toEqual([]);
  });

  it('signs read URLs for what the select policy shows the caller; null for hidden, missing or foreign names', async () => {
    const owner = await signIn(P.aluno.cp_email);
    const name = await ticket(P.aluno);
    await ports.storage.upload('avatars', name, png(), 'image/png', owner);
    const missing = `${P.aluno.cp_id}/${randomUUID()}.png`;
    const [mine, none, escaped] = await ports.storage.createSignedUrls('avatars', [name, missing, '../../x.png'], 600, owner);
    expect(mine!.startsWith(`object/sign/avatars/${name}?token=`)).toBe(true);
    expect(mine).toMatch(/\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const payload = decodeJwt(new URL(mine!, 'http://x/').searchParams.get('token')!);
    expect(payload).toMatchObject({ url: `avatars/${name}`, scope: 'download' });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(none).toBeNull();
    expect(escaped).toBeNull();

    // Another person's upload is hidden — until it is the photo of a profile they may read.
    const secretaria = await signIn(P.secretaria.cp_email);
    expect(await ports.storage.createSignedUrls('avatars', [name], 60, secretaria)).toEqual([null]);
    await db.query('update public.profiles set cp_foto_perfil = $1 where cp_id = $2', [`avatars/${name}`, P.aluno.cp_id]);
    expect((await ports.storage.createSignedUrls('avatars', [name], 60, secretaria))[0]).toMatch(/^object\/sign\/avatars\//);
    const otherSchool = await signIn(P.aluno2.cp_email);
    expect(await ports.storage.createSignedUrls('avatars', [name], 60, otherSchool)).toEqual([null]);
    expect(await ports.storage.createSignedUrls('avatars', [], 60, owner)).toEqual([]);
  });

  it('heads an object as the service: size and type from its row, only the first bytes read', async () => {
    const caller = await signIn(P.aluno.cp_email);
    const name = await ticket(P.aluno);
    const bytes = new Uint8Array(5000).map((_, i) => i % 251);
    await ports.storage.upload('avatars', name, bytes, 'image/png', caller);
    const head = await ports.storage.head('avatars', name, 16);
    expect(head).toEqual({ size: 5000, mime: 'image/png', head: bytes.subarray(0, 16) });
    expect((await ports.storage.head('avatars', name, 10_000))!.head).toEqual(bytes);
    expect(await ports.storage.head('avatars', `${P.aluno.cp_id}/${randomUUID()}.png`, 16)).toBeNull();
    expect(await ports.storage.head('avatars', '../../../etc/passwd', 16)).toBeNull();
  });

  it('reads an object as the caller (the select policy decides): its bytes streamed, null for hidden or missing', async () => {
    const owner = await signIn(P.aluno.cp_email);
    const name = await ticket(P.aluno);
    const bytes = new Uint8Array(3000).map((_, i) => i % 251);
    await ports.storage.upload('avatars', name, bytes, 'image/png', owner);
    const found = await ports.storage.read('avatars', name, owner);
    expect(found).toMatchObject({ size: 3000, mime: 'image/png' });
    expect(new Uint8Array(await new Response(found!.body).arrayBuffer())).toEqual(bytes);
    expect(await ports.storage.read('avatars', name, await signIn(P.secretaria.cp_email))).toBeNull();
    expect(await ports.storage.read('avatars', `${P.aluno.cp_id}/${randomUUID()}.png`, owner)).toBeNull();
    expect(await ports.storage.read('avatars', '../../x.png', owner)).toBeNull();
  });

  it('signs a download URL with its attachment name inside the token, for who may read the object only', async () => {
    const owner = await signIn(P.aluno.cp_email);
    const name = await ticket(P.aluno);
    await ports.storage.upload('avatars', name, png(), 'image/png', owner);
    const url = await ports.storage.createDownloadUrl('avatars', name, 600, owner, 'Minha foto.png');
    expect(url).toMatch(new RegExp(`^object/sign/avatars/${name}\\?token=[\\w.-]+&download=Minha%20foto\\.png$`));
    const token = new URL(url!, 'http://x/').searchParams.get('token')!;
    expect(decodeJwt(token)).toMatchObject({ url: `avatars/${name}`, scope: 'download', download: 'Minha foto.png' });
    // A read URL carries no name: nothing to serve as an attachment.
    const [read] = await ports.storage.createSignedUrls('avatars', [name], 600, owner);
    expect(decodeJwt(new URL(read!, 'http://x/').searchParams.get('token')!).download).toBeUndefined();
    expect(await ports.storage.createDownloadUrl('avatars', name, 600, await signIn(P.professor.cp_email), 'x.png')).toBeNull();
  });

  it('lets a signed upload token open one upload: its first use is recorded, a second refused, a use that stored nothing given back', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(await local.ports.storage.claimTicket('token-a', exp)).toBe(true);
    expect(await local.ports.storage.claimTicket('token-a', exp)).toBe(false);
    expect(await local.ports.storage.claimTicket('token-b', exp)).toBe(true);
    await local.ports.storage.releaseTicket('token-b');
    expect(await local.ports.storage.claimTicket('token-b', exp)).toBe(true);
    // Expired uses are forgotten by the sweep (their token is refused anyway).
    expect(await local.ports.storage.claimTicket('token-c', Math.floor(Date.now() / 1000) - 1)).toBe(true);
    await local.ports.storage.sweepWork();
    expect(await local.ports.storage.claimTicket('token-c', exp)).toBe(true);
    expect(await local.ports.storage.claimTicket('token-a', exp)).toBe(false);
  });

  it('removes nothing for a caller (no delete policy); the service removes rows and files; missing ones are fine', async () => {
    const owner = await signIn(P.professor.cp_email);
    const name = await ticket(P.professor);
    await ports.storage.upload('avatars', name, png(), 'image/png', owner);
    await ports.storage.remove('avatars', [name], owner);
    expect(await objectRows(name)).toHaveLength(1);
    expect(existsSync(localObjectPath(storageDir, 'avatars', name))).toBe(true);
    await ports.storage.remove('avatars', [name, `${P.professor.cp_id}/${randomUUID()}.png`, '../x'], 'service');
    expect(await objectRows(name)).toEqual([]);
    expect(existsSync(localObjectPath(storageDir, 'avatars', name))).toBe(false);
    expect(await ports.storage.head('avatars', name, 4)).toBeNull();
    await ports.storage.remove('avatars', [name], 'service');
    await ports.storage.remove('avatars', [], owner);
  });
});

describe('login lookup as anon (private.login_email)', () => {
  const lookup = (login: string) =>
    ports.db.withCaller(
      null,
      async (sql) => (await sql.query<{ email: string | null }>('select private.login_email($1) as email', [login]))[0]!.email,
    );

  it('gives the account email of an active login, ignoring case and spaces', async () => {
    expect(await lookup(' SecretariA ')).toBe(P.secretaria.cp_email);
  });

  it('gives nothing for unknown or deleted people', async () => {
    expect(await lookup('ninguem')).toBeNull();
    expect(await lookup(P.excluido.cp_login)).toBeNull();
    expect(await lookup('')).toBeNull();
  });

  it('is all anon can do: profiles stay unreadable', async () => {
    const error = await ports.db
      .withCaller(null, (sql) => sql.query('select cp_email from public.profiles'))
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('42501');
  });

  it('refuses to run claims for any role but authenticated', async () => {
    const claims = { sub: await authIdOf(P.gestor.cp_id), role: 'service_role' } as AccessClaims;
    await expect(ports.db.withCaller(claims, (sql) => sql.query('select 1'))).rejects.toThrow();
  });
});
