// @vitest-environment node
/**
 * The evaluations migration and the api's statement (docs/avaliacoes.md) on
 * the seeded database:
 *
 * - private.avaliacao_media = meanGrade (rules/avaliacoes.ts) over a grid of
 *   sums and counts, and at network sizes;
 * - the api's one statement (routes/avaliacoes.ts), run as the Gestor under
 *   RLS, answers what the contract's computeAvaliacoes (rules/avaliacoes.ts,
 *   the mock's answer) computes in JS from the database's own rows, at every
 *   level, with the filters, and with a student holding records in classes
 *   of two schools;
 * - RLS decides what is counted: the same statement as a director counts
 *   only their school's classes.
 */
import { describe, expect, it } from 'vitest';
import type { AvaliacaoNivel } from '../../supabase/functions/_shared/contract/avaliacoes.ts';
import {
  computeAvaliacoes,
  meanGrade,
  type AvaliacaoFilter,
  type AvaliacaoSource,
} from '../../supabase/functions/_shared/contract/rules/avaliacoes.ts';
import { avaliacoesAnswer, avaliacoesStatement } from '../../supabase/functions/api/routes/avaliacoes.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { anchorDate } from '../../scripts/gen-seed-sql.ts';
import { inRole, withRollback } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { testDatabase } from './support.ts';
import { seededPeople } from './seeded.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

const { identity } = seededPeople(seed);
const live = seed.usuarios.filter((u) => u.cp_excluido === 0);
const gestor = live.find((u) => u.cp_tipo_user === 1)!.cp_id;

/** The rows the mock's computation reads, as the database holds them (its days are its current_date's). */
async function sourceOf(tx: Queryable): Promise<AvaliacaoSource> {
  return {
    notas: await tx.query(
      `select cp_nota_turma_id::int as cp_nota_turma_id, cp_nota_aluno_id::int as cp_nota_aluno_id,
              cp_nota_data::text as cp_nota_data, cp_nota_workbook::float8 as cp_nota_workbook,
              cp_nota_prova::float8 as cp_nota_prova
         from public.notas`,
    ),
    chamadas: await tx.query(
      `select cp_ch_turma_id::int as cp_ch_turma_id, cp_ch_aluno_id::int as cp_ch_aluno_id,
              cp_ch_data::text as cp_ch_data, cp_ch_status
         from public.chamadas`,
    ),
    turmas: await tx.query(
      `select cp_tr_id::int as cp_tr_id, cp_tr_nome, cp_tr_id_escola::int as cp_tr_id_escola,
              cp_tr_curso_id::int as cp_tr_curso_id, cp_tr_id_professor::int as cp_tr_id_professor
         from public.turmas`,
    ),
    escolas: await tx.query('select cp_ec_id::int as cp_ec_id, cp_ec_nome from public.escolas'),
    cursos: await tx.query('select cp_curso_id::int as cp_curso_id, cp_nome_curso from public.cursos'),
    usuarios: await tx.query('select cp_id::int as cp_id, cp_nome from public.profiles'),
  };
}

/** The api's statement as `who`, answered as the api answers it. */
async function sqlAnswer(tx: Queryable, who: number, query: AvaliacaoFilter) {
  const { text, params } = avaliacoesStatement(query);
  const rows = await inRole(tx, identity(who), (t) => t.query<Parameters<typeof avaliacoesAnswer>[1][number]>(text, params));
  return avaliacoesAnswer(query.nivel, rows);
}

/** Every record's day, from the database. */
async function periodOf(tx: Queryable): Promise<{ de: string; ate: string }> {
  const [row] = await tx.query<{ de: string; ate: string }>(
    `select least(min(d), current_date)::text as de, greatest(max(d), current_date)::text as ate
       from (select cp_nota_data as d from public.notas union all select cp_ch_data from public.chamadas) x`,
  );
  return row!;
}

describe('private.avaliacao_media = meanGrade', () => {
  it('agrees over every sum of up to 40 grades (0.0 to 10.0 each), and is null without grades', async () => {
    const rows = await getDb().query<{ s: number; n: number; media: number | null }>(
      `select s, n, private.avaliacao_media(s, n)::float8 as media
         from generate_series(-1, 40) n, generate_series(0, 100 * greatest(n, 1)) s`,
    );
    expect(rows.length).toBe(2 * 101 + 40 * 41 * 50 + 40);
    const mismatches = rows.filter((r) => r.media !== meanGrade(r.s, r.n));
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Half a tenth rounds up, never to even: 6.45 → 6.5, 6.25 → 6.3.
    expect(rows.find((r) => r.s === 129 && r.n === 2)!.media).toBe(6.5);
    expect(rows.find((r) => r.s === 125 && r.n === 2)!.media).toBe(6.3);
    expect(rows.filter((r) => r.n <= 0).every((r) => r.media === null)).toBe(true);
  });

  it('agrees at network sizes', async () => {
    const cases = [
      [7_000_000, 1_000_000],
      [6_950_000, 1_000_000],
      [6_949_999, 1_000_000],
      [3_161_259_432, 450_000_000],
      [1, 3_000_000],
      [0, 0],
    ] as const;
    for (const [s, n] of cases) {
      const [row] = await getDb().query<{ media: number | null }>('select private.avaliacao_media($1, $2)::float8 as media', [
        s,
        n,
      ]);
      expect(row!.media, `${s}, ${n}`).toBe(meanGrade(s, n));
    }
    const [nulls] = await getDb().query<{ media: number | null }>('select private.avaliacao_media(null, null) as media');
    expect(nulls!.media).toBeNull();
  });
});

describe("the api's statement = the mock's computation, on the seed", () => {
  const LEVELS: readonly AvaliacaoNivel[] = ['escola', 'curso', 'professor'];

  it('at every level over every record, and over a period cut on a record day', async () => {
    await withRollback(getDb(), async (tx) => {
      const source = await sourceOf(tx);
      const all = await periodOf(tx);
      const days = [...new Set(source.notas.map((n) => n.cp_nota_data))].sort();
      const cut = { de: days[1]!, ate: days.at(-2)! };
      expect(source.notas.length).toBeGreaterThan(0);
      for (const period of [all, cut]) {
        for (const nivel of LEVELS) {
          const query = { ...period, nivel };
          const sql = await sqlAnswer(tx, gestor, query);
          expect(sql, JSON.stringify(query)).toEqual(computeAvaliacoes(source, query));
          expect(sql.linhas.length).toBeGreaterThan(0);
        }
      }
    });
  });

  it("drilled down to each school's classes and each class's students", async () => {
    await withRollback(getDb(), async (tx) => {
      const source = await sourceOf(tx);
      const period = await periodOf(tx);
      for (const escola of source.escolas) {
        const query = { ...period, nivel: 'turma' as const, escolaId: escola.cp_ec_id };
        expect(await sqlAnswer(tx, gestor, query), JSON.stringify(query)).toEqual(computeAvaliacoes(source, query));
      }
      const withRecords = [...new Set(source.notas.map((n) => n.cp_nota_turma_id))].slice(0, 4);
      for (const turmaId of withRecords) {
        const query = { ...period, nivel: 'aluno' as const, turmaId };
        const sql = await sqlAnswer(tx, gestor, query);
        expect(sql, JSON.stringify(query)).toEqual(computeAvaliacoes(source, query));
        expect(sql.linhas.length).toBeGreaterThan(0);
      }
    });
  });

  it('counts a student with records in two schools once in the total, once in each school', async () => {
    await withRollback(getDb(), async (tx) => {
      const source = await sourceOf(tx);
      const period = await periodOf(tx);
      const [a, b] = [1, 2].map((e) =>
        source.turmas.find((t) => t.cp_tr_id_escola === e && source.notas.some((n) => n.cp_nota_turma_id === t.cp_tr_id))!,
      );
      const student = source.notas.find((n) => n.cp_nota_turma_id === a!.cp_tr_id)!.cp_nota_aluno_id;
      // As the owner: a grade and an absence in a class of school 2 (the unique keys allow it, a class holds any student's history).
      await tx.query(
        `insert into public.notas (cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova)
         values ($1, $2, $3::date, 6.9, 7.0)`,
        [b!.cp_tr_id, student, period.ate],
      );
      await tx.query(
        `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
         values ($1, $2, $3::date, '19:00', 'Ausente')`,
        [b!.cp_tr_id, student, period.ate],
      );
      const moved = await sourceOf(tx);
      const query = { ...period, nivel: 'escola' as const };
      const sql = await sqlAnswer(tx, gestor, query);
      expect(sql).toEqual(computeAvaliacoes(moved, query));
      const before = computeAvaliacoes(source, query);
      expect(sql.total.alunos).toBe(before.total.alunos);
      expect(sql.linhas.find((l) => l.id === 2)!.alunos).toBe(before.linhas.find((l) => l.id === 2)!.alunos + 1);
      // The average 7.0 (6.95 half up) is a Boa.
      expect(sql.total.boa).toBe(before.total.boa + 1);
    });
  });

  it("as a director, RLS counts their school's classes only", async () => {
    await withRollback(getDb(), async (tx) => {
      const source = await sourceOf(tx);
      const period = await periodOf(tx);
      const director = live.find((u) => u.cp_tipo_user === 2 && u.cp_escola_id === 2)!;
      const own = { ...source, turmas: source.turmas.filter((t) => t.cp_tr_id_escola === director.cp_escola_id) };
      const query = { ...period, nivel: 'curso' as const };
      const sql = await sqlAnswer(tx, director.cp_id, query);
      expect(sql).toEqual(computeAvaliacoes(own, query));
      expect(sql.total.notas).toBeLessThan(computeAvaliacoes(source, query).total.notas);
    });
  });
});
