// @vitest-environment node
/**
 * The classroom migration (supabase/migrations/*_sala_de_aula.sql) on the
 * seeded database, beyond the RLS matrix's cells:
 *
 * - private.frequencia_percentual = attendanceRate (rules/sala-de-aula.ts)
 *   over a grid of counts, and the generated grade average = gradeAverage;
 * - the api's attendance statement = frequencias, and the classroom's list
 *   orders (the contract's data, built into SQL by the api's orderBy) sort
 *   the stored rows as compareBy does;
 * - one attendance record and one grade per student, class and day, one
 *   mark per student and track (the unique keys, whatever the time);
 * - deleting a class deletes its records, and lists its summaries' files
 *   for removal;
 * - a student removed from a class keeps their history: the class's staff
 *   and teacher still read and name it, the student still reads their own;
 * - a summary's file is read by whoever reads the summary, nobody else.
 */
import { describe, expect, it } from 'vitest';
import { compareBy, type ListOrder } from '../../supabase/functions/_shared/contract/order.ts';
import { gradeAverage } from '../../supabase/functions/_shared/contract/rules/notas.ts';
import {
  attendanceRate,
  frequencias,
  type FrequenciaRecord,
} from '../../supabase/functions/_shared/contract/rules/sala-de-aula.ts';
import {
  CHAMADA_ORDER,
  FREQUENCIA_ORDER,
  NOTA_ORDER,
  RESUMO_ORDER,
} from '../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { orderBy } from '../../supabase/functions/api/lib/list.ts';
import { frequenciaStatement } from '../../supabase/functions/api/routes/sala-de-aula.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { anchorDate } from '../../scripts/gen-seed-sql.ts';
import { inRole, withRollback } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { sqlState, testDatabase } from './support.ts';
import { seededPeople } from './seeded.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

const { identity } = seededPeople(seed);
const live = seed.usuarios.filter((u) => u.cp_excluido === 0);
const membersOf = (turmaId: number) => seed.turmaAlunos.filter((m) => m.cp_tr_id === turmaId).map((m) => m.cp_aluno_id);

/** A seeded class with attendance, grades and two summaries or more, and the people around it. */
function classWithEverything() {
  const turma = seed.turmas.find(
    (t) =>
      seed.resumos.filter((r) => r.cp_res_turma_id === t.cp_tr_id).length > 1 &&
      seed.notas.some((n) => n.cp_nota_turma_id === t.cp_tr_id) &&
      membersOf(t.cp_tr_id).length > 1,
  )!;
  const other = seed.turmas.find((t) => t.cp_tr_id_professor !== turma.cp_tr_id_professor && membersOf(t.cp_tr_id).length > 0)!;
  const director = live.find((u) => u.cp_tipo_user === 2 && u.cp_escola_id === turma.cp_tr_id_escola)!;
  const otherDirector = live.find((u) => u.cp_tipo_user === 2 && u.cp_escola_id !== turma.cp_tr_id_escola)!;
  const gestor = live.find((u) => u.cp_tipo_user === 1)!;
  const student = membersOf(turma.cp_tr_id).find((id) => seed.notas.some((n) => n.cp_nota_aluno_id === id))!;
  const classmate = membersOf(turma.cp_tr_id).find((id) => id !== student)!;
  return {
    turma,
    teacher: turma.cp_tr_id_professor,
    otherTeacher: other.cp_tr_id_professor,
    otherStudent: membersOf(other.cp_tr_id)[0]!,
    director: director.cp_id,
    otherDirector: otherDirector.cp_id,
    gestor: gestor.cp_id,
    student,
    classmate,
  };
}

/** Gives each of the class's summaries a file `resumos/teste/<id>.pdf` (as the owner); answers the paths. */
async function withFiles(tx: Queryable, turmaId: number): Promise<string[]> {
  const rows = await tx.query<{ path: string }>(
    `update public.resumos set cp_res_arquivo = 'resumos/teste/' || cp_res_id || '.pdf'
      where cp_res_turma_id = $1 returning cp_res_arquivo as path`,
    [turmaId],
  );
  return rows.map((r) => r.path).sort();
}

const count = async (tx: Queryable, sql: string, params: unknown[] = []) => {
  const [row] = await tx.query<{ n: number }>(`select count(*)::integer as n from (${sql}) q`, params);
  return row!.n;
};

describe('private.frequencia_percentual = attendanceRate', () => {
  it('agrees over every count of up to 30 presences and 30 excused absences in up to 70 lessons', async () => {
    const rows = await getDb().query<{ p: number; j: number; t: number; pct: number | null }>(
      `select p, j, t, private.frequencia_percentual(p, j, t) as pct
         from generate_series(0, 30) p, generate_series(0, 30) j, generate_series(-1, 70) t`,
    );
    expect(rows.length).toBe(31 * 31 * 72);
    const mismatches = rows.filter((r) => r.pct !== attendanceRate(r.p, r.j, r.t));
    expect(mismatches.slice(0, 5)).toEqual([]);
    // The grid crosses every half: 1 of 8 is 12.5 % → 13; 1 of 200 is 0.5 % → 1.
    expect(rows.find((r) => r.p === 1 && r.j === 0 && r.t === 8)!.pct).toBe(13);
  });

  it('agrees on large classes and is null without lessons', async () => {
    const cases = [
      [1, 0, 200],
      [0, 1, 200],
      [199, 0, 200],
      [333, 333, 999],
      [1_000_000, 1, 3_000_001],
      [0, 0, 0],
    ] as const;
    for (const [p, j, t] of cases) {
      const [row] = await getDb().query<{ pct: number | null }>('select private.frequencia_percentual($1, $2, $3) as pct', [
        p,
        j,
        t,
      ]);
      expect(row!.pct, `${p}, ${j}, ${t}`).toBe(attendanceRate(p, j, t));
    }
    const [nulls] = await getDb().query<{ pct: number | null }>('select private.frequencia_percentual(null, null, null) as pct');
    expect(nulls!.pct).toBeNull();
  });
});

describe('the grade average is generated by private.nota_media = gradeAverage', () => {
  it('agrees for every pair of grades in steps of 0.5, and for the tenths that round', async () => {
    const { turma, student } = classWithEverything();
    const pairs: [number, number][] = [];
    for (let w = 0; w <= 100; w += 5) for (let p = 0; p <= 100; p += 5) pairs.push([w / 10, p / 10]);
    pairs.push([6.3, 7], [6.3, 7.1], [0.1, 0], [9.9, 10], [4.5, 4.6], [7.7, 7.8]);
    const averages = await withRollback(getDb(), async (tx) => {
      await tx.query(
        `insert into public.notas (cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova)
         select $1, $2, date '1990-01-01' + (g.k - 1)::integer, g.w, g.p
           from unnest($3::numeric[], $4::numeric[]) with ordinality as g(w, p, k)`,
        [turma.cp_tr_id, student, pairs.map(([w]) => w), pairs.map(([, p]) => p)],
      );
      return tx.query<{ media: number }>(
        `select cp_nota_media::float8 as media from public.notas
          where cp_nota_turma_id = $1 and cp_nota_aluno_id = $2 and cp_nota_data < date '2000-01-01'
          order by cp_nota_data`,
        [turma.cp_tr_id, student],
      );
    });
    const mismatches = pairs.filter(([w, p], i) => averages[i]!.media !== gradeAverage(w, p));
    expect(averages.length).toBe(pairs.length);
    expect(mismatches).toEqual([]);
  });
});

/** Gives every member of the class a record of each status, on days the seed does not use. */
async function everyStatus(tx: Queryable, turmaId: number): Promise<void> {
  await tx.query(
    `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
     select $1, m.a, date '1990-01-01' + s.k::integer, time '19:00', s.status
       from unnest($2::bigint[]) with ordinality as m(a, n)
       cross join unnest(array['Presente', 'Ausente', 'Justificado', 'Presente']) with ordinality as s(status, k)
      where (m.n + s.k) % 3 <> 0`,
    [turmaId, membersOf(turmaId)],
  );
}

describe("the api's attendance statement = frequencias", () => {
  it('tallies and orders every class as the contract does, as the gestor', async () => {
    const { turma, gestor } = classWithEverything();
    await withRollback(getDb(), async (tx) => {
      await everyStatus(tx, turma.cp_tr_id);
      const classes = await tx.query<{ id: number }>('select distinct cp_ch_turma_id as id from public.chamadas order by 1');
      expect(classes.length).toBeGreaterThan(1);
      for (const { id } of classes) {
        const records = await tx.query<FrequenciaRecord & Record<string, unknown>>(
          `select c.cp_ch_aluno_id, coalesce(p.cp_nome, '') as cp_nome_aluno, c.cp_ch_status
             from public.chamadas c left join public.profiles p on p.cp_id = c.cp_ch_aluno_id
            where c.cp_ch_turma_id = $1`,
          [id],
        );
        const answered = await inRole(tx, identity(gestor), (t) => t.query(frequenciaStatement('c.cp_ch_turma_id = $1'), [id]));
        expect(answered, `turma ${id}`).toEqual(frequencias(records).sort(compareBy(FREQUENCIA_ORDER)));
      }
    });
  });
});

describe("the classroom's list orders sort the stored rows as compareBy does", () => {
  /** The ids of `rows` (a query of the order's columns and `id`) ordered in SQL, and by compareBy. */
  async function bothOrders<C extends string>(tx: Queryable, order: ListOrder<C>, rows: string) {
    const sql = await tx.query<{ id: number }>(`select k.id from (${rows}) k order by ${orderBy(order, 'k')}`);
    const all = await tx.query<Record<C, unknown> & { id: number }>(rows);
    return { sql: sql.map((r) => r.id), js: [...all].sort(compareBy(order)).map((r) => r.id) };
  }

  it('attendance (day, time, name, id), grades (day, name, id) and both summary orders', async () => {
    const { turma } = classWithEverything();
    await withRollback(getDb(), async (tx) => {
      // Same days and times for a whole class: the names decide.
      await everyStatus(tx, turma.cp_tr_id);
      const chamadas = await bothOrders(
        tx,
        CHAMADA_ORDER,
        `select c.cp_ch_id as id, c.cp_ch_id, c.cp_ch_data::text as cp_ch_data, to_char(c.cp_ch_hora, 'HH24:MI') as cp_ch_hora,
                coalesce(p.cp_nome, '') as cp_nome_aluno
           from public.chamadas c left join public.profiles p on p.cp_id = c.cp_ch_aluno_id`,
      );
      const notas = await bothOrders(
        tx,
        NOTA_ORDER,
        `select g.cp_nota_id as id, g.cp_nota_id, g.cp_nota_data::text as cp_nota_data, coalesce(p.cp_nome, '') as cp_nome_aluno
           from public.notas g left join public.profiles p on p.cp_id = g.cp_nota_aluno_id`,
      );
      const resumos = `select r.cp_res_id as id, r.cp_res_id, r.cp_res_data::text as cp_res_data,
                              to_char(r.cp_res_hora, 'HH24:MI') as cp_res_hora
                         from public.resumos r`;
      const recentes = await bothOrders(tx, RESUMO_ORDER.recentes, resumos);
      const antigos = await bothOrders(tx, RESUMO_ORDER.antigos, resumos);
      for (const [name, { sql, js }] of Object.entries({ chamadas, notas, recentes, antigos })) {
        expect(sql.length, name).toBeGreaterThan(10);
        expect(sql, name).toEqual(js);
      }
    });
  });
});

describe('one attendance record and one grade per student, class and day', () => {
  const duplicateOf = async (sql: string) => {
    const error = await withRollback(getDb(), (tx) => tx.query(sql)).catch((e: unknown) => e);
    return sqlState(error);
  };

  it('refuses a second attendance record on the same day, at any time', async () => {
    expect(
      await duplicateOf(
        `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
         select cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora + interval '2 hours', 'Ausente'
           from public.chamadas order by cp_ch_id limit 1`,
      ),
    ).toBe('23505');
  });

  it('refuses a second grade on the same day', async () => {
    expect(
      await duplicateOf(
        `insert into public.notas (cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova)
         select cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, 1, 1 from public.notas order by cp_nota_id limit 1`,
      ),
    ).toBe('23505');
  });

  it('refuses a second mark of the same track by the same student', async () => {
    expect(
      await duplicateOf(
        `insert into public.audios_ouvidos (cp_aluno_id, cp_audio_id)
         select cp_aluno_id, cp_audio_id from public.audios_ouvidos limit 1`,
      ),
    ).toBe('23505');
  });

  it('takes the same student on another day, and another student on the same day', async () => {
    const inserted = await withRollback(getDb(), async (tx) => {
      const [first] = await tx.query<{ turma: number; aluno: number; data: string }>(
        `select cp_ch_turma_id as turma, cp_ch_aluno_id as aluno, cp_ch_data::text as data
           from public.chamadas order by cp_ch_id limit 1`,
      );
      const other = membersOf(first!.turma).find(
        (id) => !seed.chamadas.some((c) => c.cp_ch_turma_id === first!.turma && c.cp_ch_aluno_id === id),
      );
      const rows = await tx.query(
        `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
         values ($1, $2, $3::date + 1000, time '19:00', 'Presente') returning cp_ch_id`,
        [first!.turma, first!.aluno, first!.data],
      );
      if (other !== undefined) {
        rows.push(
          ...(await tx.query(
            `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
             values ($1, $2, $3::date, time '19:00', 'Presente') returning cp_ch_id`,
            [first!.turma, other, first!.data],
          )),
        );
      }
      return rows.length;
    });
    expect(inserted).toBeGreaterThanOrEqual(1);
  });
});

describe('deleting a class', () => {
  it("deletes its attendance, grades and summaries, and lists the summaries' files for removal", async () => {
    const { turma, director } = classWithEverything();
    const after = await withRollback(getDb(), async (tx) => {
      const files = await withFiles(tx, turma.cp_tr_id);
      const deleted = await inRole(tx, identity(director), (t) =>
        t.query('delete from public.turmas where cp_tr_id = $1 returning cp_tr_id', [turma.cp_tr_id]),
      );
      expect(deleted).toHaveLength(1);
      const left = await Promise.all(
        [
          'select 1 from public.chamadas where cp_ch_turma_id = $1',
          'select 1 from public.notas where cp_nota_turma_id = $1',
          'select 1 from public.resumos where cp_res_turma_id = $1',
        ].map((sql) => count(tx, sql, [turma.cp_tr_id])),
      );
      const garbage = await tx.query<{ path: string }>(
        "select bucket || '/' || object_name as path from private.file_garbage where bucket = 'resumos' order by 1",
      );
      return { left, files, garbage: garbage.map((g) => g.path) };
    });
    expect(after.left).toEqual([0, 0, 0]);
    expect(after.files.length).toBeGreaterThan(1);
    expect(after.garbage).toEqual(after.files);
  });
});

describe('a student removed from a class keeps their history', () => {
  it('the class staff and teacher still read and name it; the student reads their own, not the class summaries', async () => {
    const { turma, teacher, director, student, gestor } = classWithEverything();
    const name = seed.usuarios.find((u) => u.cp_id === student)!.cp_nome;
    const ownChamadas = seed.chamadas.filter((c) => c.cp_ch_turma_id === turma.cp_tr_id && c.cp_ch_aluno_id === student).length;
    const ownNotas = seed.notas.filter((n) => n.cp_nota_turma_id === turma.cp_tr_id && n.cp_nota_aluno_id === student).length;
    expect(ownChamadas).toBeGreaterThan(0);
    expect(ownNotas).toBeGreaterThan(0);

    const seen = await withRollback(getDb(), async (tx) => {
      const removed = await inRole(tx, identity(director), (t) =>
        t.query('delete from public.turma_alunos where cp_aluno_id = $1 returning cp_aluno_id', [student]),
      );
      expect(removed).toHaveLength(1);
      const history = (who: number) =>
        inRole(tx, identity(who), async (t) => ({
          chamadas: await count(t, 'select 1 from public.chamadas where cp_ch_turma_id = $1 and cp_ch_aluno_id = $2', [
            turma.cp_tr_id,
            student,
          ]),
          notas: await count(t, 'select 1 from public.notas where cp_nota_turma_id = $1 and cp_nota_aluno_id = $2', [
            turma.cp_tr_id,
            student,
          ]),
          nome: (
            await t.query<{ cp_nome: string }>('select cp_nome from private.sala_nomes($1) where cp_id = $2', [
              turma.cp_tr_id,
              student,
            ])
          )[0]?.cp_nome,
          resumos: await count(t, 'select 1 from public.resumos where cp_res_turma_id = $1', [turma.cp_tr_id]),
        }));
      return {
        teacher: await history(teacher),
        director: await history(director),
        gestor: await history(gestor),
        student: await history(student),
      };
    });
    const resumos = seed.resumos.filter((r) => r.cp_res_turma_id === turma.cp_tr_id).length;
    const full = { chamadas: ownChamadas, notas: ownNotas, nome: name, resumos };
    expect(seen.teacher).toEqual(full);
    expect(seen.director).toEqual(full);
    expect(seen.gestor).toEqual(full);
    // Their own records and name; the class's summaries are for its current students.
    expect(seen.student).toEqual({ ...full, resumos: 0 });
  });

  it("names nobody to a caller who does not read the class's records", async () => {
    const { turma, otherTeacher, otherDirector, otherStudent, classmate, student } = classWithEverything();
    for (const who of [otherTeacher, otherDirector, otherStudent]) {
      const rows = await withRollback(getDb(), (tx) =>
        inRole(tx, identity(who), (t) => t.query('select cp_id from private.sala_nomes($1)', [turma.cp_tr_id])),
      );
      expect(rows, String(who)).toEqual([]);
    }
    // A student of the class: their own name only, never a classmate's.
    const mine = await withRollback(getDb(), (tx) =>
      inRole(tx, identity(student), (t) =>
        t.query<{ cp_id: number }>('select cp_id from private.sala_nomes($1)', [turma.cp_tr_id]),
      ),
    );
    expect(mine.map((r) => r.cp_id)).toEqual([student]);
    expect(mine.map((r) => r.cp_id)).not.toContain(classmate);
  });
});

describe("a summary's file", () => {
  it('is read by whoever reads the summary (storage.objects policy), nobody else', async () => {
    const c = classWithEverything();
    const readers = {
      gestor: c.gestor,
      director: c.director,
      teacher: c.teacher,
      student: c.student,
      classmate: c.classmate,
      otherDirector: c.otherDirector,
      otherTeacher: c.otherTeacher,
      otherStudent: c.otherStudent,
    };
    const seen = await withRollback(getDb(), async (tx) => {
      const [path] = await withFiles(tx, c.turma.cp_tr_id);
      const name = path!.slice('resumos/'.length);
      await tx.query("insert into storage.objects (bucket_id, name) values ('resumos', $1)", [name]);
      const out: Record<string, number> = {};
      for (const [who, id] of Object.entries(readers)) {
        out[who] = await inRole(tx, identity(id), (t) =>
          count(t, "select 1 from storage.objects where bucket_id = 'resumos' and name = $1", [name]),
        );
      }
      return out;
    });
    expect(seen).toEqual({
      gestor: 1,
      director: 1,
      teacher: 1,
      student: 1,
      classmate: 1,
      otherDirector: 0,
      otherTeacher: 0,
      otherStudent: 0,
    });
  });

  it('leaves storage when it is replaced or removed, and when its summary is deleted', async () => {
    const { turma } = classWithEverything();
    const [first, second] = seed.resumos.filter((r) => r.cp_res_turma_id === turma.cp_tr_id);
    const fileOf = (id: number) => `resumos/teste/${id}.pdf`;
    const seen = await withRollback(getDb(), async (tx) => {
      // The owner's writes pass the file guard (it judges signed-in writers only).
      const files = await withFiles(tx, turma.cp_tr_id);
      await tx.query("update public.resumos set cp_res_aula = 'Aula editada' where cp_res_id = $1", [first!.cp_res_id]);
      const afterEdit = await tx.query('select 1 from private.file_garbage');
      await tx.query("update public.resumos set cp_res_arquivo = 'resumos/teste/outro.pdf' where cp_res_id = $1", [
        first!.cp_res_id,
      ]);
      await tx.query('delete from public.resumos where cp_res_id = $1', [second!.cp_res_id]);
      const rows = await tx.query<{ path: string }>(
        "select bucket || '/' || object_name as path from private.file_garbage where bucket = 'resumos' order by 1",
      );
      return { files: files.length, afterEdit: afterEdit.length, garbage: rows.map((r) => r.path) };
    });
    expect(seen.files).toBeGreaterThan(1);
    expect(seen.afterEdit).toBe(0); // an edit that keeps the file keeps it
    expect(seen.garbage).toEqual([fileOf(first!.cp_res_id), fileOf(second!.cp_res_id)].sort());
  });
});
