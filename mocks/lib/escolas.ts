/** Escola lookups shared by the users, schools and classes handlers. */
import type { Escola } from '@contract';
import type { MockDb } from '../db/schema';

/** A school that exists and is not archived (`cp_ec_excluido = 0`), or undefined. */
export function findLiveEscola(db: MockDb, id: number | null): Escola | undefined {
  if (id === null) return undefined;
  const school = db.escolas.findFirst((q) => q.where({ cp_ec_id: id }));
  return school && school.cp_ec_excluido === 0 ? school : undefined;
}
