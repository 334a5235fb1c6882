/** The production ports, from the function's configuration. */
import { createPostgresDbPort } from './adapters/postgres-db.ts';
import { createSupabaseAuth } from './adapters/supabase-auth.ts';
import { createSupabaseStorage } from './adapters/supabase-storage.ts';
import type { FunctionConfig } from './config.ts';
import type { Ports } from './ports.ts';

export function productionPorts(config: FunctionConfig): Ports {
  return {
    db: createPostgresDbPort(config.dbUrl),
    auth: createSupabaseAuth({
      url: config.supabaseUrl,
      anonKey: config.anonKey,
      serviceKey: config.serviceKey,
      ...(config.jwtSecret ? { jwtSecret: config.jwtSecret } : {}),
    }),
    storage: createSupabaseStorage({ url: config.supabaseUrl, anonKey: config.anonKey, serviceKey: config.serviceKey }),
  };
}
