/**
 * The function's configuration, from its environment (Supabase secrets and
 * the variables every hosted function receives). Pure: `index.ts` passes
 * `Deno.env.get`, tests pass a map.
 *
 * | variable                     | source                                 | use                                   |
 * |------------------------------|----------------------------------------|---------------------------------------|
 * | ESCOLA_DB_URL                | secret (transaction pooler, port 6543) | postgres.js                           |
 * | SUPABASE_URL                 | provided by Supabase                   | Auth, Storage, JWKS, public api URL   |
 * | SUPABASE_ANON_KEY            | provided (or ESCOLA_ANON_KEY secret)   | password grant; Storage as the caller |
 * | SUPABASE_SERVICE_ROLE_KEY    | provided (or ESCOLA_SERVICE_KEY)       | admin user create/update; file reads  |
 * | JWT_SECRET                   | secret, legacy HS256 projects only     | token verification                    |
 * | ESCOLA_ALLOWED_ORIGINS       | secret, optional (comma-separated)     | CORS; unset → any origin              |
 * | ESCOLA_PUBLIC_API_URL        | secret, optional                       | api addresses in answers (a PDF to view); default SUPABASE_URL + /functions/v1/api |
 * | ESCOLA_PUBLIC_STORAGE_URL    | secret, optional                       | file URLs in answers; default SUPABASE_URL + /storage/v1 |
 * | ESCOLA_CLIENT_IP_HEADER      | secret, optional                       | the header with the caller's address (sign-in throttle); default cf-connecting-ip, `none` for none |
 *
 * Every address in an answer comes from here, never from the request's Host
 * (decision 56). Secret names starting with `SUPABASE_` are reserved, hence
 * the ESCOLA_ names.
 */

export interface FunctionConfig {
  readonly dbUrl: string;
  readonly supabaseUrl: string;
  readonly anonKey: string;
  readonly serviceKey: string;
  readonly jwtSecret: string | null;
  readonly corsOrigins: readonly string[] | '*';
  readonly publicApiUrl: string;
  /** The storage root browsers reach (signed file URLs): `${SUPABASE_URL}/storage/v1` unless ESCOLA_PUBLIC_STORAGE_URL says otherwise. */
  readonly publicStorageUrl: string;
  /**
   * The request header the hosted platform sets to the caller's address
   * (lower case), or null: sign-in attempts are then counted per login only
   * (docs/deploy.md, "The caller's address").
   */
  readonly clientIpHeader: string | null;
}

export type ConfigResult =
  { readonly ok: true; readonly config: FunctionConfig } | { readonly ok: false; readonly missing: string[] };

/** Cloudflare, in front of every hosted project, sets this to the address that connected to it, replacing what a client sent. */
export const DEFAULT_CLIENT_IP_HEADER = 'cf-connecting-ip';

function clientIpHeader(value: string | null): string | null {
  if (value === null) return DEFAULT_CLIENT_IP_HEADER;
  const name = value.toLowerCase();
  return name === 'none' || !/^[a-z0-9-]+$/.test(name) ? null : name;
}

export function configFromEnv(get: (name: string) => string | undefined): ConfigResult {
  const read = (name: string) => {
    const value = get(name)?.trim();
    return value ? value : null;
  };
  const dbUrl = read('ESCOLA_DB_URL');
  const supabaseUrl = read('SUPABASE_URL')?.replace(/\/+$/, '') ?? null;
  const anonKey = read('ESCOLA_ANON_KEY') ?? read('SUPABASE_ANON_KEY');
  const serviceKey = read('ESCOLA_SERVICE_KEY') ?? read('SUPABASE_SERVICE_ROLE_KEY');
  const missing = [
    ...(dbUrl ? [] : ['ESCOLA_DB_URL']),
    ...(supabaseUrl ? [] : ['SUPABASE_URL']),
    ...(anonKey ? [] : ['SUPABASE_ANON_KEY (or ESCOLA_ANON_KEY)']),
    ...(serviceKey ? [] : ['SUPABASE_SERVICE_ROLE_KEY (or ESCOLA_SERVICE_KEY)']),
  ];
  if (!dbUrl || !supabaseUrl || !anonKey || !serviceKey) return { ok: false, missing };
  const origins = (read('ESCOLA_ALLOWED_ORIGINS') ?? '*')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    ok: true,
    config: {
      dbUrl,
      supabaseUrl,
      anonKey,
      serviceKey,
      jwtSecret: read('JWT_SECRET'),
      corsOrigins: origins.length === 0 || origins.includes('*') ? '*' : origins,
      publicApiUrl: (read('ESCOLA_PUBLIC_API_URL') ?? `${supabaseUrl}/functions/v1/api`).replace(/\/+$/, ''),
      publicStorageUrl: (read('ESCOLA_PUBLIC_STORAGE_URL') ?? `${supabaseUrl}/storage/v1`).replace(/\/+$/, ''),
      clientIpHeader: clientIpHeader(read('ESCOLA_CLIENT_IP_HEADER')),
    },
  };
}
