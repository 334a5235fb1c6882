/** private.tentativas, the counts against guessing: no caller's statement reaches it. */
import type { Caller } from './fixture.ts';
import { type CellOf, DENIED, type Outcome, type RlsDomain } from './cell.ts';

/** private.tentativas (the counts against guessing): no statement of anyone's reaches it (decision 53). */
type TentativaOp = { readonly action: 'select' | 'insert' | 'update' | 'delete' };

type TentativaCell = CellOf<'private.tentativas', TentativaOp>;

const tt = (as: Caller, op: TentativaOp, expect: Outcome): TentativaCell => ({ as, table: 'private.tentativas', op, expect });

/** The RLS_TENTATIVAS domain's cells, and the statements of its tables. */
export const RLS_TENTATIVAS: RlsDomain<TentativaCell> = {
  statements: {
    'private.tentativas': (cell) => tentativaStatement(cell.op),
  },
  cells: [
    // ── private.tentativas ─ nobody reads or writes it: only its two security-definer
    //    functions do (the login throttle runs as anon, a registration as the caller) ──
    ...(['anon', 'gestor', 'diretorA', 'secretariaA', 'professorA', 'alunoA', 'excluidoA'] as const).flatMap((who) =>
      (['select', 'insert', 'update', 'delete'] as const).map((action) => tt(who, { action }, DENIED)),
    ),
  ],
};

function tentativaStatement(op: TentativaOp): { sql: string; params: unknown[] } {
  return {
    select: { sql: 'select acao, chave, falhas from private.tentativas', params: [] },
    insert: {
      sql: "insert into private.tentativas (acao, chave, falhas, esquecer_em) values ('login', $1, 0, now()) returning chave",
      params: ['login:rls'],
    },
    update: { sql: 'update private.tentativas set falhas = 0, bloqueado_ate = null returning chave', params: [] },
    delete: { sql: 'delete from private.tentativas returning chave', params: [] },
  }[op.action];
}
