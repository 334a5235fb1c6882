/** escolas: who reads, creates, edits, archives and deletes a school. */
import { type Caller, SCHOOLS, type SchoolKey } from './fixture.ts';
import { type CellOf, DENIED, IN_USE, NONE, type Outcome, type RlsDomain, rows } from './cell.ts';

type SchoolOp =
  | { readonly action: 'select'; readonly school: SchoolKey | 'fixtures' }
  | { readonly action: 'insert' }
  | {
      readonly action: 'update';
      readonly school: SchoolKey;
      /** `cp_ec_pix_chave`: the key the school's PIX codes pay (docs/matriculas.md). */
      readonly set: 'cp_ec_descricao' | 'cp_ec_id' | 'cp_ec_excluido=1' | 'cp_ec_pix_chave';
    }
  | { readonly action: 'delete'; readonly school: SchoolKey };

type SchoolCell = CellOf<'escolas', SchoolOp>;

const e = (as: Caller, op: SchoolOp, expect: Outcome): SchoolCell => ({ as, table: 'escolas', op, expect });

/** The RLS_ESCOLAS domain's cells, and the statements of its tables. */
export const RLS_ESCOLAS: RlsDomain<SchoolCell> = {
  statements: {
    escolas: (cell) => schoolStatement(cell.op),
  },
  cells: [
    // ── escolas · select ─ 1,2 all · 3,4,5 own school ─────────────────────────
    e('anon', { action: 'select', school: 'fixtures' }, DENIED),
    e('gestor', { action: 'select', school: 'fixtures' }, rows(3)),
    e('gestor', { action: 'select', school: 'B' }, rows(1)),
    e('diretorA', { action: 'select', school: 'fixtures' }, rows(3)),
    e('diretorA', { action: 'select', school: 'A' }, rows(1)),
    e('diretorA', { action: 'select', school: 'B' }, rows(1)), // direção sees every school
    e('secretariaA', { action: 'select', school: 'fixtures' }, rows(1)),
    e('secretariaA', { action: 'select', school: 'B' }, NONE),
    e('professorA', { action: 'select', school: 'fixtures' }, rows(1)),
    e('professorA', { action: 'select', school: 'A' }, rows(1)),
    e('professorA', { action: 'select', school: 'B' }, NONE),
    e('alunoA', { action: 'select', school: 'fixtures' }, rows(1)),
    e('alunoA', { action: 'select', school: 'A' }, rows(1)),
    e('alunoA', { action: 'select', school: 'B' }, NONE),
    e('excluidoA', { action: 'select', school: 'fixtures' }, NONE),

    // ── escolas · insert ─ 1,2 ─────────────────────────────────────────────────
    e('anon', { action: 'insert' }, DENIED),
    e('gestor', { action: 'insert' }, rows(1)),
    e('diretorA', { action: 'insert' }, rows(1)),
    e('secretariaA', { action: 'insert' }, DENIED),
    e('professorA', { action: 'insert' }, DENIED),
    e('alunoA', { action: 'insert' }, DENIED),
    e('excluidoA', { action: 'insert' }, DENIED),

    // ── escolas · update ─ 1 all · 2 the school they direct · 3-5 none; ────────
    //    archiving refused while in use. Another school's director changing its
    //    PIX key would collect its students' payments.
    e('anon', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, DENIED),
    e('gestor', { action: 'update', school: 'B', set: 'cp_ec_descricao' }, rows(1)),
    e('gestor', { action: 'update', school: 'B', set: 'cp_ec_pix_chave' }, rows(1)),
    e('gestor', { action: 'update', school: 'C', set: 'cp_ec_excluido=1' }, rows(1)),
    e('gestor', { action: 'update', school: 'B', set: 'cp_ec_excluido=1' }, IN_USE), // people and a class
    e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, rows(1)),
    e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_pix_chave' }, rows(1)),
    e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_id' }, DENIED),
    e('diretorA', { action: 'update', school: 'A', set: 'cp_ec_excluido=1' }, IN_USE), // they are in it themselves
    e('diretorA', { action: 'update', school: 'B', set: 'cp_ec_descricao' }, NONE), // another school
    e('diretorA', { action: 'update', school: 'B', set: 'cp_ec_pix_chave' }, NONE),
    e('diretorA', { action: 'update', school: 'B', set: 'cp_ec_excluido=1' }, NONE),
    e('diretorA', { action: 'update', school: 'C', set: 'cp_ec_descricao' }, NONE),
    e('diretorA', { action: 'update', school: 'C', set: 'cp_ec_excluido=1' }, NONE), // unused, but not theirs
    e('secretariaA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),
    e('secretariaA', { action: 'update', school: 'A', set: 'cp_ec_pix_chave' }, NONE),
    e('secretariaA', { action: 'update', school: 'C', set: 'cp_ec_excluido=1' }, NONE),
    e('professorA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),
    e('alunoA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),
    e('excluidoA', { action: 'update', school: 'A', set: 'cp_ec_descricao' }, NONE),

    // ── escolas · delete ─ as update; never a school with people or classes ────
    e('anon', { action: 'delete', school: 'C' }, DENIED),
    e('gestor', { action: 'delete', school: 'C' }, rows(1)),
    e('gestor', { action: 'delete', school: 'B' }, IN_USE),
    e('diretorA', { action: 'delete', school: 'A' }, IN_USE),
    e('diretorA', { action: 'delete', school: 'B' }, NONE),
    e('diretorA', { action: 'delete', school: 'C' }, NONE), // unused, but not theirs
    e('secretariaA', { action: 'delete', school: 'A' }, NONE),
    e('secretariaA', { action: 'delete', school: 'C' }, NONE),
    e('professorA', { action: 'delete', school: 'A' }, NONE),
    e('alunoA', { action: 'delete', school: 'A' }, NONE),
    e('excluidoA', { action: 'delete', school: 'C' }, NONE),
  ],
};

function schoolStatement(op: SchoolOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.school === 'fixtures'
        ? { sql: 'select cp_ec_id from public.escolas where cp_ec_id = any($1::bigint[])', params: [Object.values(SCHOOLS)] }
        : { sql: 'select cp_ec_id from public.escolas where cp_ec_id = $1', params: [SCHOOLS[op.school]] };
    case 'insert':
      return {
        sql: `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
                cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado)
              values ('RLS Nova', 'Alguém', 'Rua Nova', '10', 'Recife', 'Boa Vista', 'PE')
              returning cp_ec_id`,
        params: [],
      };
    case 'update':
      if (op.set === 'cp_ec_excluido=1') {
        return {
          sql: 'update public.escolas set cp_ec_excluido = 1 where cp_ec_id = $1 returning cp_ec_id',
          params: [SCHOOLS[op.school]],
        };
      }
      if (op.set === 'cp_ec_pix_chave') {
        return {
          sql: "update public.escolas set cp_ec_pix_chave = 'diretor.intruso@example.com' where cp_ec_id = $1 returning cp_ec_id",
          params: [SCHOOLS[op.school]],
        };
      }
      return op.set === 'cp_ec_id'
        ? {
            sql: 'update public.escolas set cp_ec_id = 910099 where cp_ec_id = $1 returning cp_ec_id',
            params: [SCHOOLS[op.school]],
          }
        : {
            sql: "update public.escolas set cp_ec_descricao = 'alterada' where cp_ec_id = $1 returning cp_ec_id",
            params: [SCHOOLS[op.school]],
          };
    case 'delete':
      return { sql: 'delete from public.escolas where cp_ec_id = $1 returning cp_ec_id', params: [SCHOOLS[op.school]] };
  }
}
