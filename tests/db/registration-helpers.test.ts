// @vitest-environment node
/**
 * The SQL helpers of the registration slice, against the rules they mirror:
 *
 * - private.birthday_within = isBirthdayWithin (contract rules/aniversario.ts) over
 *   every day from December 2023 to March 2028 (29 February and the turn of
 *   the year included);
 * - private.fold = the mock's normalizeSearch (mocks/lib/list.ts);
 * - the role helpers on the seeded network: current_turma_id, is_gestor,
 *   staff_escola_id, professor_profile_id, aluno_turma_id (each answers only
 *   for its type), turma_labels and turma_cards (answer exactly for the
 *   classes turmas_select lets the caller read; the cards' members are the
 *   memberships the caller reads), list_diretores, escola_is_live,
 *   usuario_exists, the school archive guard.
 */
import { describe, expect, it } from 'vitest';
import { isBirthdayWithin } from '@contract/rules/aniversario';
import { toIsoDay } from '@contract/dates';
import { normalizeSearch } from '../../mocks/lib/list.ts';
import { anchorDate } from '../../scripts/gen-seed-sql.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { asUser, userClaims, withRollback, inRole } from './harness/as-user.ts';
import { seededPeople } from './seeded.ts';
import { sqlState, testDatabase } from './support.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

function localDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

const { byLogin: login, claimsOf } = seededPeople(seed);

describe("private.birthday_within (the users list's Aniversariantes)", () => {
  it('agrees with isBirthdayWithin for every day from Dec 2023 to Mar 2028, 29 February and New Year included', async () => {
    const births = [
      '2000-02-29',
      '1996-02-29',
      '1990-02-28',
      '1985-03-01',
      '1979-12-31',
      '1981-12-30',
      '1983-12-27',
      '1992-01-01',
      '1993-01-02',
      '1994-01-03',
      '1995-01-05',
      '1997-01-06',
      '2001-06-15',
      '2002-06-20',
      '1970-02-24',
      '1971-02-23',
      '1972-02-25',
      '2004-03-04',
      '2008-02-27',
      '1960-07-31',
    ];
    interface Case {
      i: number;
      birth: string;
      today: string;
    }
    const cases: Case[] = [];
    for (
      let d = new Date(2023, 11, 20);
      d <= new Date(2028, 2, 10);
      d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
    ) {
      for (const birth of births) cases.push({ i: cases.length, birth, today: toIsoDay(d) });
    }
    const expected = cases.map((c) => isBirthdayWithin(c.birth, localDay(c.today)));
    // Both answers occur, and around 29 February in a common year the fallback matters.
    expect(expected.filter(Boolean).length).toBeGreaterThan(500);
    expect(isBirthdayWithin('2000-02-29', new Date(2027, 1, 28), 0)).toBe(true);

    const rows = await getDb().query<{ i: number; within: boolean }>(
      `select x.i, private.birthday_within(x.birth, x.today, 5) as within
         from jsonb_to_recordset($1::text::jsonb) as x(i integer, birth date, today date)
        order by x.i`,
      [JSON.stringify(cases)],
    );
    expect(rows.length).toBe(cases.length);
    const mismatches = rows.filter((r) => r.within !== expected[r.i]).map((r) => ({ ...cases[r.i]!, sql: r.within }));
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('takes the window length as a parameter (0 = today only)', async () => {
    const [row] = await getDb().query<{ a: boolean; b: boolean; c: boolean }>(
      `select private.birthday_within(date '2001-03-10', date '2026-03-10', 0) as a,
              private.birthday_within(date '2001-03-11', date '2026-03-10', 0) as b,
              private.birthday_within(date '2001-03-11', date '2026-03-10', 1) as c`,
    );
    expect(row).toEqual({ a: true, b: false, c: true });
  });
});

describe('private.fold (the `q` search)', () => {
  it("folds like the mock's normalizeSearch: no accents, lower case", async () => {
    const samples = [
      'São José',
      'ÁRVORE Ção',
      'Çaçapava',
      'Ñandú',
      'Über Straße',
      "João D'Ávila",
      'ÂÊÎÔÛ àèìòù ãõ äëïöü',
      '123.456.789-09',
      'ana@Example.COM',
    ];
    const rows = await getDb().query<{ folded: string }>(
      'select private.fold(x) as folded from unnest($1::text[]) with ordinality as t(x, n) order by n',
      [samples],
    );
    expect(rows.map((r) => r.folded)).toEqual(samples.map(normalizeSearch));
  });
});

describe('role helpers on the seeded network', () => {
  const demo = ['gestor', 'diretor', 'secretaria', 'professor', 'aluno'] as const;

  it("current_turma_id is the signed-in student's class (from turma_alunos), null for everyone else", async () => {
    const aluno = login('aluno');
    const classOf = seed.turmaAlunos.find((m) => m.cp_aluno_id === aluno.cp_id)!.cp_tr_id;
    for (const who of demo) {
      const [row] = await asUser(getDb(), claimsOf(who), (tx) =>
        tx.query<{ id: number | null }>('select private.current_turma_id() as id'),
      );
      expect(row!.id, who).toBe(who === 'aluno' ? classOf : null);
    }
  });

  it('turma_labels names exactly the classes turmas_select lets the caller read', async () => {
    for (const who of demo) {
      const { readable, labelled } = await asUser(getDb(), claimsOf(who), async (tx) => ({
        readable: (await tx.query<{ id: number }>('select cp_tr_id as id from public.turmas order by 1')).map((r) => r.id),
        labelled: (
          await tx.query<{ id: number }>(
            `select t.id from (select generate_series(1, $1::integer) as id) t
              where exists (select 1 from private.turma_labels(t.id)) order by 1`,
            [seed.turmas.length + 5],
          )
        ).map((r) => r.id),
      }));
      expect(labelled, who).toEqual(readable);
      expect(readable.length, who).toBeGreaterThan(0);
    }
    const [row] = await asUser(getDb(), claimsOf('aluno'), (tx) =>
      tx.query<{ nome_professor: string; nome_escola: string }>('select * from private.turma_labels(private.current_turma_id())'),
    );
    const turma = seed.turmas.find(
      (t) => t.cp_tr_id === seed.turmaAlunos.find((m) => m.cp_aluno_id === login('aluno').cp_id)!.cp_tr_id,
    )!;
    expect(row).toEqual({
      nome_professor: seed.usuarios.find((u) => u.cp_id === turma.cp_tr_id_professor)!.cp_nome,
      nome_escola: seed.escolas.find((s) => s.cp_ec_id === turma.cp_tr_id_escola)!.cp_ec_nome,
    });
  });

  it('is_gestor, staff_escola_id, professor_profile_id and aluno_turma_id answer only for their type', async () => {
    const classOf = (cp_id: number) => seed.turmaAlunos.find((m) => m.cp_aluno_id === cp_id)?.cp_tr_id ?? null;
    for (const who of demo) {
      const me = login(who);
      const [row] = await asUser(getDb(), claimsOf(who), (tx) =>
        tx.query<{ gestor: boolean; staff: number | null; teacher: number | null; student: number | null }>(
          `select private.is_gestor() as gestor, private.staff_escola_id() as staff,
                  private.professor_profile_id() as teacher, private.aluno_turma_id() as student`,
        ),
      );
      expect(row, who).toEqual({
        gestor: me.cp_tipo_user === 1,
        staff: me.cp_tipo_user === 2 || me.cp_tipo_user === 3 ? me.cp_escola_id : null,
        teacher: me.cp_tipo_user === 4 ? me.cp_id : null,
        student: me.cp_tipo_user === 5 ? classOf(me.cp_id) : null,
      });
    }
    // Nobody signed in (or no profile): false and nulls.
    const [none] = await asUser(getDb(), userClaims('00000000-0000-4000-8000-00000000dead', 'x@x.x'), (tx) =>
      tx.query(
        'select private.is_gestor() as gestor, private.staff_escola_id() as staff, private.professor_profile_id() as teacher, private.aluno_turma_id() as student',
      ),
    );
    expect(none).toEqual({ gestor: false, staff: null, teacher: null, student: null });
  });

  it('turma_cards answers exactly for the classes turmas_select lets the caller read, with what the caller reads of them', async () => {
    const all = seed.turmas.map((t) => t.cp_tr_id).concat([987654]);
    for (const who of demo) {
      const { readable, cards } = await asUser(getDb(), claimsOf(who), async (tx) => ({
        readable: await tx.query<{
          id: number;
          alunos: number[];
          nome_professor: string;
          nome_escola: string;
          nome_curso: string;
        }>(
          `select t.cp_tr_id as id,
                  coalesce((select jsonb_agg(ta.cp_aluno_id order by ta.cp_aluno_id) from public.turma_alunos ta
                             where ta.cp_tr_id = t.cp_tr_id), '[]'::jsonb) as alunos,
                  l.nome_professor, l.nome_escola, c.cp_nome_curso as nome_curso
             from public.turmas t
             left join lateral private.turma_labels(t.cp_tr_id) l on true
             join public.cursos c on c.cp_curso_id = t.cp_tr_curso_id
            order by 1`,
        ),
        cards: await tx.query(
          'select cp_tr_id as id, alunos, nome_professor, nome_escola, nome_curso from private.turma_cards($1::bigint[]) order by 1',
          [all],
        ),
      }));
      expect(cards, who).toEqual(readable);
      expect(readable.length, who).toBeGreaterThan(0);
    }
  });

  it("list_diretores: 1,2 every live director · 3 their school's · 4,5 none", async () => {
    const directors = (school?: number | null) =>
      seed.usuarios
        .filter((u) => u.cp_tipo_user === 2 && u.cp_excluido === 0 && (school === undefined || u.cp_escola_id === school))
        .map((u) => u.cp_id)
        .sort((a, b) => a - b);
    const expected: Record<(typeof demo)[number], number[]> = {
      gestor: directors(),
      diretor: directors(),
      secretaria: directors(login('secretaria').cp_escola_id),
      professor: [],
      aluno: [],
    };
    for (const who of demo) {
      const rows = await asUser(getDb(), claimsOf(who), (tx) =>
        tx.query<{ cp_id: number }>('select cp_id from private.list_diretores() order by cp_id'),
      );
      expect(
        rows.map((r) => r.cp_id),
        who,
      ).toEqual(expected[who]);
    }
  });

  it('escola_is_live answers for any school, whoever asks; usuario_exists only for gestão', async () => {
    const other = seed.escolas.find((s) => s.cp_ec_id !== login('secretaria').cp_escola_id)!;
    const gestor = login('gestor');
    const [row] = await asUser(getDb(), claimsOf('secretaria'), (tx) =>
      tx.query<{ other: boolean; missing: boolean; taken: boolean; free: boolean }>(
        `select private.escola_is_live($1) as other, private.escola_is_live(987654) as missing,
                private.usuario_exists($2, 'x@x.x', '000.000.000-00') as taken,
                private.usuario_exists('ninguem', 'ninguem@x.x', '000.000.000-00') as free`,
        [other.cp_ec_id, ` ${gestor.cp_login.toUpperCase()} `],
      ),
    );
    expect(row).toEqual({ other: true, missing: false, taken: true, free: false });
    const [student] = await asUser(getDb(), claimsOf('aluno'), (tx) =>
      tx.query<{ taken: boolean | null }>('select private.usuario_exists($1, $2, $3) as taken', [
        gestor.cp_login,
        gestor.cp_email,
        gestor.cp_cpf,
      ]),
    );
    expect(student!.taken).toBeNull();
  });

  it('refuses to archive a school with a class or a live person (23503); a director archives only their own', async () => {
    const own = login('diretor').cp_escola_id!;
    const schoolB = seed.escolas.find((s) => s.cp_ec_id !== own)!.cp_ec_id;
    const archive = (who: string, id: number) =>
      asUser(getDb(), claimsOf(who), (tx) =>
        tx.query('update public.escolas set cp_ec_excluido = 1 where cp_ec_id = $1 returning cp_ec_id', [id]),
      ).catch((e: unknown) => e);
    // The guard asks as the owner: the Gestor and the school's own director both meet it.
    expect(sqlState(await archive('gestor', schoolB))).toBe('23503');
    expect(sqlState(await archive('diretor', own))).toBe('23503');
    // Another school is not the director's to archive: RLS leaves no row to update.
    expect(await archive('diretor', schoolB)).toEqual([]);
    // An empty school archives, by the Gestor; not by a director who does not direct it.
    await withRollback(getDb(), async (tx) => {
      const [empty] = await tx.query<{ id: number }>(
        `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
           cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado)
         values ('Vazia', 'Alguém', 'Rua', '1', 'Natal', 'Centro', 'RN') returning cp_ec_id as id`,
      );
      const update = 'update public.escolas set cp_ec_excluido = 1 where cp_ec_id = $1 returning cp_ec_id';
      expect(await inRole(tx, claimsOf('diretor'), (t) => t.query(update, [empty!.id]))).toEqual([]);
      expect(await inRole(tx, claimsOf('gestor'), (t) => t.query(update, [empty!.id]))).toHaveLength(1);
    });
  });
});
