/**
 * A stand-in for the hosted Supabase services the api function calls, for
 * running the REAL function (supabase/functions/api/index.ts under Deno,
 * production adapters) in tests without Docker or a hosted project:
 *
 * - Auth, as supabase-js calls it: `POST /auth/v1/token?grant_type=password`
 *   and `?grant_type=refresh_token`, `POST /auth/v1/logout?scope=local` (the
 *   user's JWT, the service key), `POST/PUT/DELETE /auth/v1/admin/users[/:id]`,
 *   an empty JWKS (a legacy HS256 project);
 * - Storage, as storage-js calls it and browsers use it: server/storage-http.ts
 *   mounted at `/storage/v1` with the keys (the same app `npm run local`
 *   serves) — signed upload URLs made as the caller (Bearer user JWT; the
 *   insert policy decides), uploads to them (PUT, TUS), signed read URLs
 *   (the select policy decides) and reads through them (Range), ranged reads
 *   and info with the service key, removals — answering errors the way
 *   Supabase Storage does (400 + `statusCode`);
 * - the gateway: `/functions/v1/api/*` is forwarded to the function as
 *   `/api/*`, as Supabase does.
 *
 * Behind it are the local ports (bcrypt/HS256 auth over auth.users, folder
 * storage with storage.objects rows, policies tried as the caller), so RLS and bucket limits
 * apply as they do in local mode. The keys are checked like the gateway
 * checks them. Test support only.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { LocalStorage } from '../../server/local-storage.ts';
import { createStorageHttp } from '../../server/storage-http.ts';
import { AuthError, type AuthPort, type SignedIn } from '../../supabase/functions/api/ports.ts';

export interface EmulatorOptions {
  readonly auth: AuthPort;
  /** The local storage (createLocalPorts' `ports.storage`): served by server/storage-http.ts. */
  readonly storage: LocalStorage;
  readonly anonKey: string;
  readonly serviceKey: string;
  /** Where the function listens (for the gateway route), set once it is up. */
  functionUrl?: string;
}

export interface Emulator {
  readonly url: string;
  close(): Promise<void>;
}

export async function startSupabaseEmulator(options: EmulatorOptions): Promise<Emulator> {
  const app = new Hono();
  const key = (c: Context) => c.req.header('apikey');
  const bearer = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
  const sessionAnswer = (c: Context, session: SignedIn, email: string | null) =>
    c.json({
      access_token: session.accessToken,
      token_type: 'bearer',
      expires_in: Math.max(0, session.expiresAt - Math.floor(Date.now() / 1000)),
      expires_at: session.expiresAt,
      refresh_token: session.refreshToken,
      user: { id: session.userId, aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {} },
    });

  app.post('/auth/v1/token', async (c) => {
    if (key(c) !== options.anonKey) return c.json({ message: 'Invalid API key' }, 401);
    const grant = c.req.query('grant_type');
    if (grant === 'password') {
      const { email, password } = await c.req.json<{ email: string; password: string }>();
      const session = await options.auth.signInWithPassword(email, password);
      if (!session) return c.json({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, 400);
      return sessionAnswer(c, session, email);
    }
    if (grant === 'refresh_token') {
      const { refresh_token: token } = await c.req.json<{ refresh_token: string }>();
      const session = await options.auth.refresh(token);
      if (!session) return c.json({ code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' }, 400);
      return sessionAnswer(c, session, null);
    }
    return c.json({ code: 400, error_code: 'validation_failed', msg: 'unsupported grant_type' }, 400);
  });

  // GoTrue's logout: the user's JWT ends its session (scope local); supabase-js's admin.signOut sends the service key.
  app.post('/auth/v1/logout', async (c) => {
    if (key(c) !== options.serviceKey && key(c) !== options.anonKey) return c.json({ message: 'Invalid API key' }, 401);
    if (c.req.query('scope') !== 'local') return c.json({ code: 400, error_code: 'validation_failed', msg: 'scope' }, 400);
    const token = bearer(c);
    if (!token || !(await options.auth.verify(token)))
      return c.json({ code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' }, 401);
    await options.auth.signOut(token);
    return c.body(null, 204);
  });

  app.get('/auth/v1/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  const adminFailure = (c: Context, error: unknown) => {
    if (error instanceof AuthError) {
      if (error.code === 'email_taken')
        return c.json(
          { code: 422, error_code: 'email_exists', msg: 'A user with this email address has already been registered' },
          422,
        );
      if (error.code === 'weak_password')
        return c.json({ code: 422, error_code: 'weak_password', msg: 'Password should be at least 6 characters.' }, 422);
      if (error.code === 'not_found') return c.json({ code: 404, error_code: 'user_not_found', msg: 'Usuario not found' }, 404);
    }
    throw error;
  };

  app.post('/auth/v1/admin/users', async (c) => {
    if (key(c) !== options.serviceKey) return c.json({ message: 'Invalid API key' }, 401);
    const { email, password } = await c.req.json<{ email: string; password: string }>();
    try {
      return c.json({ id: (await options.auth.createUser(email, password)).userId, email });
    } catch (error) {
      return adminFailure(c, error);
    }
  });

  app.put('/auth/v1/admin/users/:id', async (c) => {
    if (key(c) !== options.serviceKey) return c.json({ message: 'Invalid API key' }, 401);
    const body = await c.req.json<{ email?: string; password?: string }>();
    try {
      await options.auth.updateUser(c.req.param('id'), {
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.password !== undefined ? { password: body.password } : {}),
      });
      return c.json({ id: c.req.param('id') });
    } catch (error) {
      return adminFailure(c, error);
    }
  });

  app.delete('/auth/v1/admin/users/:id', async (c) => {
    if (key(c) !== options.serviceKey) return c.json({ message: 'Invalid API key' }, 401);
    try {
      await options.auth.deleteUser(c.req.param('id'));
      return c.json({});
    } catch (error) {
      return adminFailure(c, error);
    }
  });

  app.route(
    '/storage/v1',
    createStorageHttp({
      storage: options.storage,
      keys: { anonKey: options.anonKey, serviceKey: options.serviceKey, verify: (token) => options.auth.verify(token) },
      // As hosted Storage: a read URL's `download` parameter is outside its signature.
      unsignedDownloadName: true,
    }),
  );

  // The gateway: /functions/v1/api/… → the function's /api/…
  app.all('/functions/v1/api/*', async (c) => {
    if (!options.functionUrl) return c.json({ msg: 'function not started' }, 503);
    const incoming = new URL(c.req.url);
    const target = `${options.functionUrl}${incoming.pathname.replace(/^\/functions\/v1/, '')}${incoming.search}`;
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    const method = c.req.method;
    const res = await fetch(target, {
      method,
      headers,
      redirect: 'manual',
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: await c.req.arrayBuffer() }),
    });
    const out = new Headers(res.headers);
    out.delete('content-encoding');
    out.delete('content-length');
    return new Response(await res.arrayBuffer(), { status: res.status, headers: out });
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
