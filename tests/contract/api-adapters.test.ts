// @vitest-environment node
/**
 * The production adapters of the api function, against fake Supabase
 * services (a recording `fetch`): the requests they make (URLs, keys, bodies,
 * no redirects) and how they read every kind of answer. Plus token
 * verification with jose (HS256 and a JWKS) and the function's configuration.
 */
import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { verifyUserToken } from '../../supabase/functions/api/adapters/jwt.ts';
import { createSupabaseAuth, keyHeaders } from '../../supabase/functions/api/adapters/supabase-auth.ts';
import { createSupabaseStorage } from '../../supabase/functions/api/adapters/supabase-storage.ts';
import type { Fetch } from '../../supabase/functions/api/adapters/http.ts';
import { configFromEnv } from '../../supabase/functions/api/config.ts';
import { AuthError, StorageError } from '../../supabase/functions/api/ports.ts';

const URL_ = 'https://ref.supabase.co';
const ANON = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig';
const SERVICE = 'sb_secret_abc123';
const SUB = '00000000-0000-4000-8000-000000000001';
const SECRET = 'super-secret-jwt-token-with-at-least-32-characters';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  redirect: RequestRedirect | undefined;
  signal: boolean;
}

/** A fetch that records requests and answers from a queue. */
function fakeFetch(...answers: Response[]): Fetch & { seen: Seen[] } {
  const seen: Seen[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body instanceof Uint8Array ? init.body : typeof init?.body === 'string' ? init.body : null;
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body,
      redirect: init?.redirect,
      signal: !!init?.signal,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  }) as Fetch & { seen: Seen[] };
  fn.seen = seen;
  return fn;
}

const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const authWith = (...answers: Response[]) => {
  const fetch = fakeFetch(...answers);
  const auth = createSupabaseAuth({ url: `${URL_}/`, anonKey: ANON, serviceKey: SERVICE, jwtSecret: SECRET, fetch });
  return { auth, fetch };
};

async function hsToken(claims: Record<string, unknown>, secret = SECRET, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(SUB)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe('Supabase Auth adapter', () => {
  it('signs in with the password grant and the anon key', async () => {
    const { auth, fetch } = authWith(
      jsonAnswer(200, {
        access_token: 'at',
        refresh_token: 'rt',
        expires_in: 3600,
        expires_at: 4_000_000_000,
        user: { id: SUB },
      }),
    );
    expect(await auth.signInWithPassword('a@b.co', 'senha123')).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      expiresAt: 4_000_000_000,
      userId: SUB,
    });
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${URL_}/auth/v1/token?grant_type=password`);
    expect(req!.method).toBe('POST');
    expect(req!.headers.apikey).toBe(ANON);
    expect(JSON.parse(req!.body as string)).toMatchObject({ email: 'a@b.co', password: 'senha123' });
    expect(req!.redirect).toBe('error');
    expect(req!.signal).toBe(true);
  });

  it('reads refused credentials as "no session", limits and outages as errors', async () => {
    for (const refusal of [
      jsonAnswer(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }),
      jsonAnswer(400, { error: 'invalid_grant', error_description: 'Email not confirmed' }),
    ]) {
      expect(await authWith(refusal).auth.signInWithPassword('a@b.co', 'x')).toBeNull();
    }
    await expect(
      authWith(jsonAnswer(429, { error_code: 'over_request_rate_limit' })).auth.signInWithPassword('a', 'b'),
    ).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await expect(authWith(new Response('bad gateway', { status: 502 })).auth.signInWithPassword('a', 'b')).rejects.toMatchObject({
      code: 'unavailable',
    });
    await expect(authWith(jsonAnswer(200, { user: { id: SUB } })).auth.signInWithPassword('a', 'b')).rejects.toBeInstanceOf(
      AuthError,
    );
  });

  it('updates a user through the admin API with the service key', async () => {
    const { auth, fetch } = authWith(jsonAnswer(200, { id: SUB }), jsonAnswer(200, { id: SUB }));
    await auth.updateUser(SUB, { email: 'novo@b.co', password: 'nova-senha' });
    await auth.updateUser(SUB, { password: 'outra-senha' });
    const [both, onlyPassword] = fetch.seen;
    expect(both!.url).toBe(`${URL_}/auth/v1/admin/users/${SUB}`);
    expect(both!.method).toBe('PUT');
    expect(both!.headers.apikey).toBe(SERVICE);
    // A new-style secret key is not a JWT: it goes only in apikey.
    expect(both!.headers.authorization).toBeUndefined();
    expect(JSON.parse(both!.body as string)).toEqual({ email: 'novo@b.co', email_confirm: true, password: 'nova-senha' });
    expect(JSON.parse(onlyPassword!.body as string)).toEqual({ password: 'outra-senha' });
  });

  it('maps the admin API refusals', async () => {
    const cases: [Response, string][] = [
      [
        jsonAnswer(422, {
          code: 422,
          error_code: 'email_exists',
          msg: 'A user with this email address has already been registered',
        }),
        'email_taken',
      ],
      [jsonAnswer(422, { code: 422, msg: 'Email address already registered by another user' }), 'email_taken'],
      [jsonAnswer(422, { error_code: 'weak_password', msg: 'Password should be at least 6 characters' }), 'weak_password'],
      [jsonAnswer(404, { error_code: 'user_not_found' }), 'not_found'],
      [new Response('oops', { status: 500 }), 'unavailable'],
    ];
    for (const [answer, code] of cases) {
      await expect(authWith(answer).auth.updateUser(SUB, { email: 'x@y.z' })).rejects.toMatchObject({ code });
    }
  });

  it('creates confirmed users', async () => {
    const { auth, fetch } = authWith(jsonAnswer(200, { id: SUB, email: 'n@b.co' }));
    expect(await auth.createUser('n@b.co', 'senha123')).toEqual({ userId: SUB });
    expect(fetch.seen[0]!.url).toBe(`${URL_}/auth/v1/admin/users`);
    expect(JSON.parse(fetch.seen[0]!.body as string)).toEqual({ email: 'n@b.co', password: 'senha123', email_confirm: true });
  });

  it('deletes users for good through the admin API with the service key; an account already gone is fine', async () => {
    const { auth, fetch } = authWith(
      jsonAnswer(200, {}),
      jsonAnswer(404, { code: 404, error_code: 'user_not_found', msg: 'Usuario not found' }),
    );
    await auth.deleteUser(SUB);
    await auth.deleteUser(SUB);
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${URL_}/auth/v1/admin/users/${SUB}`);
    expect(req!.method).toBe('DELETE');
    expect(req!.headers.apikey).toBe(SERVICE);
    expect(JSON.parse(req!.body as string)).toEqual({ should_soft_delete: false });
    expect(req!.redirect).toBe('error');
    await expect(authWith(new Response('oops', { status: 500 })).auth.deleteUser(SUB)).rejects.toMatchObject({
      code: 'unavailable',
    });
    await expect(authWith(jsonAnswer(429, {})).auth.deleteUser(SUB)).rejects.toMatchObject({ code: 'rate_limited' });
  });

  it('sends legacy JWT keys in both apikey and Authorization', () => {
    expect(keyHeaders(ANON)).toEqual({ apikey: ANON, Authorization: `Bearer ${ANON}` });
    expect(keyHeaders('sb_publishable_x')).toEqual({ apikey: 'sb_publishable_x' });
  });
});

describe('access-token verification', () => {
  const userClaims = { role: 'authenticated', email: 'a@b.co', session_id: 'abc' };
  const hs = { hs256Secret: new TextEncoder().encode(SECRET) };

  it('accepts a user token signed with the legacy HS256 secret', async () => {
    const claims = await verifyUserToken(await hsToken(userClaims), hs);
    expect(claims).toMatchObject({ sub: SUB, role: 'authenticated', aud: 'authenticated', email: 'a@b.co' });
  });

  it('rejects what is not a valid user token', async () => {
    const rejected = [
      await hsToken(userClaims, 'another-secret-with-at-least-32-characters!!'),
      await hsToken(userClaims, SECRET, -10),
      await hsToken({ ...userClaims, role: 'anon' }),
      await hsToken({ ...userClaims, role: 'service_role' }),
      'not.a.token',
      'garbage',
      // alg "none"
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: SUB, role: 'authenticated', aud: 'authenticated' })).toString('base64url')}.`,
    ];
    for (const token of rejected) expect(await verifyUserToken(token, hs), token).toBeNull();
    // No HS256 secret configured: an HS256 token cannot be checked, so it is refused.
    expect(await verifyUserToken(await hsToken(userClaims), {})).toBeNull();
    // Wrong audience.
    const wrongAud = await new SignJWT(userClaims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(SUB)
      .setAudience('other')
      .setExpirationTime('1h')
      .sign(hs.hs256Secret);
    expect(await verifyUserToken(wrongAud, hs)).toBeNull();
  });

  it('accepts asymmetric tokens through the JWKS and checks the issuer when given', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
    const jwks = createLocalJWKSet({ keys: [jwk] });
    const sign = (iss: string) =>
      new SignJWT(userClaims)
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(iss)
        .setSubject(SUB)
        .setAudience('authenticated')
        .setExpirationTime('1h')
        .sign(privateKey);
    expect(await verifyUserToken(await sign(`${URL_}/auth/v1`), { jwks, issuer: `${URL_}/auth/v1` })).toMatchObject({ sub: SUB });
    expect(await verifyUserToken(await sign('https://evil.example/auth/v1'), { jwks, issuer: `${URL_}/auth/v1` })).toBeNull();
    // An ES256 token is not accepted by the HS256 secret alone.
    expect(await verifyUserToken(await sign(`${URL_}/auth/v1`), hs)).toBeNull();
  });

  it('verifies through the adapter with the configured secret', async () => {
    const { auth } = authWith();
    expect(await auth.verify(await hsToken(userClaims))).toMatchObject({ sub: SUB });
    expect(await auth.verify('garbage')).toBeNull();
  });
});

describe('Supabase Storage adapter (storage-js)', () => {
  const caller = { token: 'user-jwt', claims: { sub: SUB, role: 'authenticated' } };
  const ROOT = `${URL_}/storage/v1`;
  const storageWith = (...answers: Response[]) => {
    const fetch = fakeFetch(...answers);
    return { storage: createSupabaseStorage({ url: `${URL_}/`, anonKey: ANON, serviceKey: SERVICE, fetch }), fetch };
  };
  const asCallerHeaders = (seen: Seen) => {
    expect(seen.headers.authorization).toBe('Bearer user-jwt');
    expect(seen.headers.apikey).toBe(ANON);
    expect(seen.redirect).toBe('error');
    expect(seen.signal).toBe(true);
  };

  it("uploads small files under the caller's token, never overwriting", async () => {
    const { storage, fetch } = storageWith(jsonAnswer(200, { Id: 'x', Key: 'avatars/1/a.png' }));
    await storage.upload('avatars', '1/a.png', new Uint8Array([1, 2]), 'image/png', caller);
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${ROOT}/object/avatars/1/a.png`);
    expect(req!.method).toBe('POST');
    asCallerHeaders(req!);
    expect(req!.headers['content-type']).toBe('image/png');
    expect(req!.headers['x-upsert']).toBe('false');
    expect(req!.body).toEqual(new Uint8Array([1, 2]));
  });

  it('makes a signed upload URL as the caller and answers it relative to the storage root', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1cmwiOiJhdmF0YXJzLzEvYS5wbmcifQ.sig';
    const { storage, fetch } = storageWith(jsonAnswer(200, { url: `/object/upload/sign/avatars/1/a.png?token=${token}`, token }));
    expect(await storage.createSignedUploadUrl('avatars', '1/a.png', caller)).toEqual({
      url: `object/upload/sign/avatars/1/a.png?token=${token}`,
      token,
    });
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${ROOT}/object/upload/sign/avatars/1/a.png`);
    expect(req!.method).toBe('POST');
    asCallerHeaders(req!);
    expect(req!.headers['x-upsert']).toBeUndefined();
  });

  it('signs read URLs as the caller in one call: null for what Storage does not show', async () => {
    const { storage, fetch } = storageWith(
      jsonAnswer(200, [
        { error: null, path: '1/a.png', signedURL: '/object/sign/avatars/1/a.png?token=t1' },
        { error: 'Either the object does not exist or you do not have access to it', path: '2/b.png', signedURL: null },
      ]),
    );
    expect(await storage.createSignedUrls('avatars', ['1/a.png', '2/b.png'], 3600, caller)).toEqual([
      'object/sign/avatars/1/a.png?token=t1',
      null,
    ]);
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${ROOT}/object/sign/avatars`);
    expect(JSON.parse(req!.body as string)).toEqual({ expiresIn: 3600, paths: ['1/a.png', '2/b.png'] });
    asCallerHeaders(req!);
    expect(await storageWith().storage.createSignedUrls('avatars', [], 60, caller)).toEqual([]);
  });

  it('makes a download URL as the caller, the name beside the token encoded once (outside the signature, as Storage does)', async () => {
    const { storage, fetch } = storageWith(
      jsonAnswer(200, { signedURL: '/object/sign/pdfs-materiais/1/a.pdf?token=t1' }),
      jsonAnswer(400, { statusCode: '404', error: 'not_found', message: 'Object not found' }),
    );
    expect(await storage.createDownloadUrl('pdfs-materiais', '1/a.pdf', 3600, caller, 'Férias 1.pdf')).toBe(
      'object/sign/pdfs-materiais/1/a.pdf?token=t1&download=F%C3%A9rias%201.pdf',
    );
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${ROOT}/object/sign/pdfs-materiais/1/a.pdf`);
    expect(JSON.parse(req!.body as string)).toEqual({ expiresIn: 3600 });
    asCallerHeaders(req!);
    expect(await storage.createDownloadUrl('pdfs-materiais', '1/b.pdf', 3600, caller, 'b.pdf')).toBeNull();
  });

  it('reads an object as the caller, streamed; null for what Storage does not show', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 49]);
    const { storage, fetch } = storageWith(
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf', 'content-length': '6' } }),
      jsonAnswer(400, { statusCode: '404', error: 'not_found', message: 'Object not found' }),
      jsonAnswer(400, { statusCode: '403', error: 'Unauthorized', message: 'denied' }),
      new Response('upstream down', { status: 503 }),
    );
    const found = await storage.read('pdfs-materiais', '1/a b.pdf', caller);
    expect(found).toMatchObject({ size: 6, mime: 'application/pdf' });
    expect(new Uint8Array(await new Response(found!.body).arrayBuffer())).toEqual(bytes);
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${ROOT}/object/authenticated/pdfs-materiais/1/a%20b.pdf`);
    expect(req!.method).toBe('GET');
    asCallerHeaders(req!);
    expect(await storage.read('pdfs-materiais', '1/x.pdf', caller)).toBeNull();
    expect(await storage.read('pdfs-materiais', '1/y.pdf', caller)).toBeNull();
    await expect(storage.read('pdfs-materiais', '1/z.pdf', caller)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('heads with the service key: a ranged GET for the first bytes, the size from Content-Range', async () => {
    const { storage, fetch } = storageWith(
      new Response(new Uint8Array([9, 8, 7, 6]), {
        status: 206,
        headers: { 'content-type': 'audio/mpeg', 'content-range': 'bytes 0-3/52428800', 'content-length': '4' },
      }),
      jsonAnswer(400, { statusCode: '404', error: 'not_found', message: 'Object not found' }),
      // A server that ignores Range: only the first bytes are read, the size is the length.
      new Response(new Uint8Array(64).fill(1), { status: 200, headers: { 'content-type': 'image/png', 'content-length': '64' } }),
      // An empty object: the range cannot be served, its info can.
      new Response('', { status: 416 }),
      jsonAnswer(200, { id: 'x', name: '1/v.png', size: 0, content_type: 'image/png' }),
    );
    expect(await storage.head('audios', '1/a.mp3', 4)).toEqual({
      size: 52428800,
      mime: 'audio/mpeg',
      head: new Uint8Array([9, 8, 7, 6]),
    });
    const [req] = fetch.seen;
    expect(req!.url).toBe(`${ROOT}/object/authenticated/audios/1/a.mp3`);
    expect(req!.headers.range).toBe('bytes=0-3');
    expect(req!.headers.apikey).toBe(SERVICE);
    expect(req!.headers.authorization).toBeUndefined();
    expect(req!.redirect).toBe('error');
    expect(req!.signal).toBe(true);
    expect(await storage.head('audios', '1/nada.mp3', 4)).toBeNull();
    expect(await storage.head('avatars', '1/x.png', 8)).toEqual({ size: 64, mime: 'image/png', head: new Uint8Array(8).fill(1) });
    expect(await storage.head('avatars', '1/v.png', 8)).toEqual({ size: 0, mime: 'image/png', head: new Uint8Array(0) });
    expect(fetch.seen[4]!.url).toBe(`${ROOT}/object/info/avatars/1/v.png`);
  });

  it('reads Storage refusals, old style (400 + statusCode) and new', async () => {
    const cases: [Response, string][] = [
      [
        jsonAnswer(400, { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }),
        'denied',
      ],
      [
        jsonAnswer(403, { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }),
        'denied',
      ],
      [
        jsonAnswer(400, {
          statusCode: '413',
          code: 'EntityTooLarge',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        }),
        'too_large',
      ],
      [
        jsonAnswer(400, { statusCode: '415', error: 'invalid_mime_type', message: 'mime type text/plain is not supported' }),
        'mime_not_allowed',
      ],
      [jsonAnswer(409, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }), 'exists'],
      [jsonAnswer(400, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' }), 'not_found'],
      [new Response('upstream down', { status: 503 }), 'unavailable'],
    ];
    for (const [answer, code] of cases) {
      const error = await storageWith(answer)
        .storage.createSignedUploadUrl('avatars', '1/x.png', caller)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageError);
      expect((error as StorageError).code).toBe(code);
    }
    const down = createSupabaseStorage({
      url: URL_,
      anonKey: ANON,
      serviceKey: SERVICE,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(down.createSignedUrls('avatars', ['1/x.png'], 60, caller)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(down.head('avatars', '1/x.png', 4)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('removes as the caller or as the service, in one call; objects already gone are fine, a refusal is not', async () => {
    const { storage, fetch } = storageWith(jsonAnswer(200, []), jsonAnswer(200, [{ name: '1/x.png' }]));
    await storage.remove('avatars', ['1/x.png', '1/y.png'], caller);
    await storage.remove('avatars', ['1/x.png'], 'service');
    expect(fetch.seen[0]!.url).toBe(`${ROOT}/object/avatars`);
    expect(fetch.seen[0]!.method).toBe('DELETE');
    expect(JSON.parse(fetch.seen[0]!.body as string)).toEqual({ prefixes: ['1/x.png', '1/y.png'] });
    asCallerHeaders(fetch.seen[0]!);
    expect(fetch.seen[1]!.headers.apikey).toBe(SERVICE);
    expect(fetch.seen[1]!.headers.authorization).toBeUndefined();
    await storage.remove('avatars', [], 'service');
    expect(fetch.seen).toHaveLength(2);
    await expect(
      storageWith(jsonAnswer(403, { statusCode: '403', message: 'denied' })).storage.remove('avatars', ['2/y.png'], caller),
    ).rejects.toMatchObject({ code: 'denied' });
    await storageWith(jsonAnswer(400, { statusCode: '404', error: 'not_found', message: 'Object not found' })).storage.remove(
      'avatars',
      ['2/y.png'],
      'service',
    );
  });
});

describe('function configuration', () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  const base = {
    ESCOLA_DB_URL: 'postgresql://postgres.ref:pw@aws-0-sa-east-1.pooler.supabase.com:6543/postgres',
    SUPABASE_URL: 'https://ref.supabase.co/',
    SUPABASE_ANON_KEY: ANON,
    SUPABASE_SERVICE_ROLE_KEY: 'service',
  };

  it('reads the provided variables and the secrets, with defaults', () => {
    const result = configFromEnv(env(base));
    expect(result).toEqual({
      ok: true,
      config: {
        dbUrl: base.ESCOLA_DB_URL,
        supabaseUrl: 'https://ref.supabase.co',
        anonKey: ANON,
        serviceKey: 'service',
        jwtSecret: null,
        corsOrigins: '*',
        publicApiUrl: 'https://ref.supabase.co/functions/v1/api',
        publicStorageUrl: 'https://ref.supabase.co/storage/v1',
        clientIpHeader: 'cf-connecting-ip',
      },
    });
  });

  it('reads the header of the caller’s address, or none', () => {
    const header = (value: string) => {
      const result = configFromEnv(env({ ...base, ESCOLA_CLIENT_IP_HEADER: value }));
      return result.ok ? result.config.clientIpHeader : undefined;
    };
    expect(header('X-Real-IP')).toBe('x-real-ip');
    expect(header('none')).toBeNull();
    expect(header('not a header')).toBeNull();
  });

  it('takes overrides and the allowed origins', () => {
    const result = configFromEnv(
      env({
        ...base,
        ESCOLA_ANON_KEY: 'sb_publishable_x',
        ESCOLA_SERVICE_KEY: 'sb_secret_y',
        JWT_SECRET: SECRET,
        ESCOLA_ALLOWED_ORIGINS: 'https://escola.example/, https://outra.example',
        ESCOLA_PUBLIC_API_URL: 'https://api.escola.example/',
        ESCOLA_PUBLIC_STORAGE_URL: 'https://arquivos.escola.example/storage/v1/',
      }),
    );
    expect(result.ok && result.config).toMatchObject({
      anonKey: 'sb_publishable_x',
      serviceKey: 'sb_secret_y',
      jwtSecret: SECRET,
      corsOrigins: ['https://escola.example', 'https://outra.example'],
      publicApiUrl: 'https://api.escola.example',
      publicStorageUrl: 'https://arquivos.escola.example/storage/v1',
    });
  });

  it('names what is missing', () => {
    expect(configFromEnv(env({ SUPABASE_URL: 'https://ref.supabase.co' }))).toEqual({
      ok: false,
      missing: ['ESCOLA_DB_URL', 'SUPABASE_ANON_KEY (or ESCOLA_ANON_KEY)', 'SUPABASE_SERVICE_ROLE_KEY (or ESCOLA_SERVICE_KEY)'],
    });
  });
});
