/**
 * The RLS matrix as data: who (anon, each user type, a deleted person) does
 * what (select / insert / update / delete) to which row (own, same school,
 * other school, higher type…) of which table → the expected outcome.
 *
 * Expectations are written by hand from the product spec (section 6) and
 * src/domain/access.ts, cell by cell — deliberately NOT computed from ACCESS,
 * so a wrong policy and a wrong table cannot agree by construction.
 *
 * Every cell runs in its own rolled-back transaction on top of the fixture
 * (ids far above the seed's), through `inRole`, exactly as PostgREST
 * would run the request. Writes use `returning`, so a write the USING clause
 * filters out shows as 0 rows, while a grant or WITH CHECK violation is the
 * error 42501. After the statement, the cell runs the checks COMMIT would run
 * (`set constraints all immediate`), so a deferred constraint's refusal is
 * the cell's outcome too, as the client would see it.
 *
 * One file per domain in ./rls/ (its tables' op types, cells and statements),
 * composed below in the matrix's order; the fixture and the cell's shape are
 * ./rls/fixture.ts, ./rls/fixture-sql.ts and ./rls/cell.ts. A feature adding
 * tables adds a fixture block, its domain's file and a line in RLS_DOMAINS.
 */
import type { Statement } from './rls/cell.ts';
import { RLS_USUARIOS } from './rls/usuarios.ts';
import { RLS_ESCOLAS } from './rls/escolas.ts';
import { RLS_ARQUIVOS } from './rls/arquivos.ts';
import { RLS_CURSOS } from './rls/cursos.ts';
import { RLS_TURMAS } from './rls/turmas.ts';
import { RLS_MATRICULAS } from './rls/matriculas.ts';
import { RLS_MATERIAIS } from './rls/materiais.ts';
import { RLS_SALA_DE_AULA } from './rls/sala-de-aula.ts';
import { RLS_CERTIFICADOS } from './rls/certificados.ts';
import { RLS_AGENDA } from './rls/agenda.ts';
import { RLS_TENTATIVAS } from './rls/tentativas.ts';

/** The matrix's domains, in its order: a file of ./rls/ each (a new domain adds its file and a line here). */
export const RLS_DOMAINS = [
  RLS_USUARIOS,
  RLS_ESCOLAS,
  RLS_ARQUIVOS,
  RLS_CURSOS,
  RLS_TURMAS,
  RLS_MATRICULAS,
  RLS_MATERIAIS,
  RLS_SALA_DE_AULA,
  RLS_CERTIFICADOS,
  RLS_AGENDA,
  RLS_TENTATIVAS,
] as const;

export type Cell = (typeof RLS_DOMAINS)[number]['cells'][number];

export const RLS_MATRIX: readonly Cell[] = RLS_DOMAINS.flatMap((d): readonly Cell[] => d.cells);

/** The tables of the matrix (the coverage test asks every caller × action of each): those with a statement. */
export const MATRIX_TABLES: readonly string[] = RLS_DOMAINS.flatMap((d) => Object.keys(d.statements));

const STATEMENTS = new Map<string, (cell: Cell) => Statement>(
  RLS_DOMAINS.flatMap((d) => Object.entries(d.statements) as [string, (cell: Cell) => Statement][]),
);

/** The statement a cell runs, as the caller (its table's domain writes it). Every write says `returning`. */
export function statement(cell: Cell): Statement {
  const of = STATEMENTS.get(cell.table);
  if (!of) throw new Error(`No statement for table ${cell.table}`);
  return of(cell);
}
