/**
 * The domains `npm run scale` measures, in the order they run and report
 * (the network's first, in one database, then those with a database of
 * their own). A new domain adds its file and a line here.
 */
import { AVALIACOES } from './avaliacoes.ts';
import { SCALE_DB } from './database.ts';
import { isOwnDatabase, type ScaleDomain } from './domain.ts';
import { FINANCEIRO } from './financeiro.ts';
import { IDEMPOTENCIA } from './idempotencia.ts';
import { LISTS_DOMAIN } from './lists.ts';
import { SALA_DE_AULA } from './sala-de-aula.ts';

export const DOMAINS: readonly ScaleDomain[] = [LISTS_DOMAIN, FINANCEIRO, SALA_DE_AULA, AVALIACOES, IDEMPOTENCIA];

/** The `--only` names, in the registry's order (domains sharing a name run together). */
export const ONLY_NAMES: readonly string[] = [...new Set(DOMAINS.map((d) => d.only))];

/** The databases a run creates on the server (and first drops): the network's, then each domain's own. */
export const DATABASES: readonly string[] = [
  ...(DOMAINS.some((d) => !isOwnDatabase(d)) ? [SCALE_DB] : []),
  ...DOMAINS.filter(isOwnDatabase).map((d) => d.database),
];
