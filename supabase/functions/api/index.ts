/**
 * Supabase Edge Function `api`: the Escola REST contract over the project's
 * Postgres (RLS under the caller's JWT), Auth and Storage.
 *
 * Deployed with `npx supabase functions deploy api` (JWT checks at the gateway
 * are off in supabase/config.toml: `POST /login` is public and every other
 * route verifies the caller's token itself). Requests arrive as
 * `/api/<route>`; `/functions/v1/api/<route>` is accepted too.
 */
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { productionPorts } from './production.ts';

function misconfigured(missing: readonly string[]): Hono {
  console.error(`[api] missing configuration: ${missing.join(', ')} (see docs/deploy.md)`);
  const app = new Hono();
  app.all('*', (c) => c.json({ msg: 'Servidor não configurado. Contate o administrador.' }, 500));
  return app;
}

const result = configFromEnv((name) => Deno.env.get(name));
const app = result.ok
  ? createApp(productionPorts(result.config), {
      corsOrigins: result.config.corsOrigins,
      publicApiUrl: result.config.publicApiUrl,
      publicStorageUrl: result.config.publicStorageUrl,
      clientAddress: (c) => (result.config.clientIpHeader ? c.req.header(result.config.clientIpHeader) : null),
    })
  : misconfigured(result.missing);

Deno.serve(app.fetch);
