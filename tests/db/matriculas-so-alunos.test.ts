// @vitest-environment node
/**
 * Enrolments are for students only (…_matriculas_so_alunos.sql): the trigger
 * refuses anyone else with 23514, naming its constraint
 * `matriculas_so_alunos` (what the api maps to 400
 * SERVER_MESSAGES.matriculaOnlyStudents) and saying the contract's message;
 * an enrolment signed before its student changed type stays editable.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@contract/messages';
import { sqlConstraint } from '../../supabase/functions/api/lib/errors.ts';
import { anchorDate } from '../../scripts/gen-seed-sql.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { inRole, withRollback } from './harness/as-user.ts';
import { seededPeople } from './seeded.ts';
import { sqlState, testDatabase } from './support.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

const { byLogin: login, claimsOf } = seededPeople(seed);

/** A mensalidade enrolment (no installments needed) of `userId` in their school. */
const ENROL = `insert into public.matriculas (cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario, cp_mt_cadastro_usuario,
    cp_mt_primeira_parcela, cp_mt_tipo_pagamento, cp_mt_valor_mensalidade)
  select 3, p.cp_escola_id, p.cp_id, p.cp_nome, p.cp_cpf, date '2027-03-10', 'mensalidade', 300
    from public.profiles p where p.cp_id = $1
  returning cp_mt_id as id`;

describe('matriculas_so_alunos', () => {
  it('refuses to enrol staff, for the school’s secretary as for the Gestor, naming its constraint', async () => {
    for (const [who, staff] of [
      ['secretaria', 'diretor'],
      ['secretaria', 'professor'],
      ['gestor', 'gestor'],
    ] as const) {
      const error = await withRollback(getDb(), (tx) =>
        inRole(tx, claimsOf(who), (t) => t.query(ENROL, [login(staff).cp_id])),
      ).catch((e: unknown) => e);
      expect(sqlState(error), `${who} → ${staff}`).toBe('23514');
      expect(sqlConstraint(error), `${who} → ${staff}`).toBe('matriculas_so_alunos');
      expect((error as Error).message).toBe(SERVER_MESSAGES.matriculaOnlyStudents);
    }
  });

  it('enrols a student; the student of an enrolment is never changed to staff, not even by the owner', async () => {
    await withRollback(getDb(), async (tx) => {
      const [m] = await inRole(tx, claimsOf('secretaria'), (t) => t.query<{ id: number }>(ENROL, [login('aluno').cp_id]));
      expect(m!.id).toBeGreaterThan(0);
      const error = await tx
        .query('update public.matriculas set cp_mt_usuario = $2 where cp_mt_id = $1', [m!.id, login('professor').cp_id])
        .catch((e: unknown) => e);
      expect(sqlConstraint(error)).toBe('matriculas_so_alunos');
    });
  });

  it('keeps an enrolment editable after its student became staff (only setting the student is checked)', async () => {
    await withRollback(getDb(), async (tx) => {
      const [m] = await inRole(tx, claimsOf('secretaria'), (t) => t.query<{ id: number }>(ENROL, [login('aluno').cp_id]));
      await tx.query('update public.profiles set cp_tipo_user = 4 where cp_id = $1', [login('aluno').cp_id]);
      const rows = await inRole(tx, claimsOf('secretaria'), (t) =>
        t.query("update public.matriculas set cp_status_matricula = 'cancelado' where cp_mt_id = $1 returning cp_mt_id", [m!.id]),
      );
      expect(rows).toHaveLength(1);
    });
  });
});
