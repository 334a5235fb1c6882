// @vitest-environment node
/**
 * The agenda migration (supabase/migrations/*_agenda.sql) on the seeded
 * database, beyond the RLS matrix's cells (docs/agenda.md):
 *
 * - the seed's events are those of `buildSeed(the database's day)`;
 * - private.agenda_nomes answers the names of exactly the events the select
 *   policy lets each seeded person read (the rule is written twice);
 * - a row's reach decides its school and class, an all-day event runs from
 *   midnight to midnight, the end is after the start, to the minute;
 * - a class event's school is its class's: a class deleted takes its events,
 *   a class moved takes them along, a class of another school is refused even
 *   where a policy would let the row through;
 * - the author is the caller, never sent; a person deleted takes their
 *   personal events, not those they wrote for others; an archived school
 *   keeps its events;
 * - the times are local: the session's time zone changes nothing;
 * - the list's window and order are the contract's: the api's IN_WINDOW
 *   and orderBy(AGENDA_ORDER) select and sort the stored events (timestamps)
 *   as inWindow and compareBy do on their text.
 */
import { describe, expect, it } from 'vitest';
import { AGENDA_ORDER } from '../../supabase/functions/_shared/contract/agenda.ts';
import { compareBy } from '../../supabase/functions/_shared/contract/order.ts';
import { agendaWindow, inWindow, nextDay } from '../../supabase/functions/_shared/contract/rules/agenda.ts';
import { orderBy } from '../../supabase/functions/api/lib/list.ts';
import { IN_WINDOW } from '../../supabase/functions/api/routes/agenda.ts';
import { buildSeed, type SeedData } from '../../mocks/seed/index.ts';
import { inRole, withRollback, type Identity } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { sqlState, testDatabase } from './support.ts';
import { seededPeople } from './seeded.ts';

const getDb = testDatabase();

/** The seed of the database's day (the dates of seed.sql follow current_date). */
async function seedOfDb(): Promise<SeedData> {
  const [day] = await getDb().query<{ today: string }>('select current_date::text as today');
  const [y, m, d] = day!.today.split('-').map(Number) as [number, number, number];
  return buildSeed(new Date(y, m - 1, d));
}

const SEED = buildSeed(new Date());
const { byLogin, claimsOf: as, identity } = seededPeople(SEED);
const eventOf = (titulo: string) => SEED.agendaEventos.find((e) => e.cp_ev_titulo === titulo)!;

const EVENT_COLUMNS = `cp_ev_id::integer as cp_ev_id, cp_ev_titulo, cp_ev_descricao,
  to_char(cp_ev_inicio, 'YYYY-MM-DD"T"HH24:MI') as cp_ev_inicio, to_char(cp_ev_fim, 'YYYY-MM-DD"T"HH24:MI') as cp_ev_fim,
  cp_ev_dia_inteiro, cp_ev_escopo, cp_ev_escola_id::integer as cp_ev_escola_id, cp_ev_turma_id::integer as cp_ev_turma_id,
  cp_ev_autor_id::integer as cp_ev_autor_id`;

const ids = async (tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<{ id: number }>(sql, params)).map((r) => Number(r.id)).sort((a, b) => a - b);

/** The SQLSTATE of `sql` run in a transaction of its own (as `who`, or as the owner), or 'ok'. */
async function outcome(sql: string, params: unknown[] = [], who?: Identity): Promise<string> {
  try {
    await withRollback(getDb(), (tx) => (who ? inRole(tx, who, (t) => t.query(sql, params)) : tx.query(sql, params)));
    return 'ok';
  } catch (error) {
    const code = sqlState(error);
    if (code === undefined) throw error;
    return code;
  }
}

/** An insert as the owner: the columns given, over a valid all-day personal event of the gestor. */
function ownerInsert(columns: Record<string, unknown>): [string, unknown[]] {
  const row: Record<string, unknown> = {
    cp_ev_titulo: 'Teste',
    cp_ev_inicio: '2026-03-10 00:00',
    cp_ev_fim: '2026-03-11 00:00',
    cp_ev_dia_inteiro: true,
    cp_ev_escopo: 'pessoal',
    cp_ev_escola_id: null,
    cp_ev_turma_id: null,
    cp_ev_autor_id: byLogin('gestor').cp_id,
    ...columns,
  };
  const keys = Object.keys(row);
  return [
    `insert into public.agenda_eventos (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  ];
}

describe('the seeded agenda', () => {
  it("holds the events of buildSeed(the database's day)", async () => {
    const seed = await seedOfDb();
    const rows = await getDb().query(`select ${EVENT_COLUMNS} from public.agenda_eventos order by cp_ev_id`);
    expect(rows).toEqual(seed.agendaEventos);
  });

  it('names exactly the events each seeded person reads (private.agenda_nomes and the select policy agree)', async () => {
    const people = SEED.usuarios.filter((u) => u.cp_excluido === 0);
    const all = SEED.agendaEventos.map((e) => e.cp_ev_id);
    const names = new Map(SEED.usuarios.map((u) => [u.cp_id, u.cp_nome]));
    await withRollback(getDb(), async (tx) => {
      // A personal event of everyone, so the personal arm is met by every type.
      await tx.query(
        `insert into public.agenda_eventos (cp_ev_titulo, cp_ev_inicio, cp_ev_fim, cp_ev_escopo, cp_ev_autor_id)
         select 'Pessoal de ' || p.cp_id, '2026-03-10', '2026-03-11', 'pessoal', p.cp_id from public.profiles p`,
      );
      const every = await ids(tx, 'select cp_ev_id as id from public.agenda_eventos');
      expect(every.length).toBeGreaterThan(all.length + people.length - 1);
      for (const person of people) {
        await inRole(tx, identity(person.cp_id), async (t) => {
          const read = await ids(t, 'select cp_ev_id as id from public.agenda_eventos');
          const named = await t.query<{ cp_ev_id: number; autor: string }>(
            'select cp_ev_id::integer as cp_ev_id, autor from private.agenda_nomes($1::bigint[])',
            [every],
          );
          expect(
            named.map((n) => n.cp_ev_id).sort((a, b) => a - b),
            person.cp_login,
          ).toEqual(read);
          expect(read.length, person.cp_login).toBeGreaterThan(3);
        });
      }
      // The names are the author's, the school's and the class's.
      const prova = eventOf('Prova oral');
      const [row] = await inRole(tx, as('aluno'), (t) =>
        t.query<{ autor: string; escola: string; turma: string }>('select autor, escola, turma from private.agenda_nomes($1)', [
          [prova.cp_ev_id],
        ]),
      );
      expect(row).toEqual({
        autor: names.get(prova.cp_ev_autor_id),
        escola: SEED.escolas.find((s) => s.cp_ec_id === prova.cp_ev_escola_id)!.cp_ec_nome,
        turma: SEED.turmas.find((t) => t.cp_tr_id === prova.cp_ev_turma_id)!.cp_tr_nome,
      });
    });
  });
});

describe("the list's window and order are the contract's", () => {
  const shiftDays = (day: string, n: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
  };

  /** Events on the edges: all-day ones meeting a window's midnights, timed ones a minute inside, ties of start and title. */
  async function edgeEvents(tx: Queryable, day: string): Promise<void> {
    const gestor = byLogin('gestor').cp_id;
    const events: [string, string, string, boolean][] = [
      ['Véspera', `${day}T00:00`, `${nextDay(day)}T00:00`, true],
      ['Dia seguinte', `${nextDay(day)}T00:00`, `${nextDay(nextDay(day))}T00:00`, true],
      ['Até meia-noite e um', `${day}T23:00`, `${nextDay(day)}T00:01`, false],
      ['avaliação', `${day}T10:00`, `${day}T11:00`, false],
      ['Avaliacao', `${day}T10:00`, `${day}T11:00`, false],
      ['Zumba', `${day}T10:00`, `${day}T10:30`, false],
      ['Álbum', `${day}T10:00`, `${day}T10:30`, false],
    ];
    await tx.query(
      `insert into public.agenda_eventos (cp_ev_titulo, cp_ev_inicio, cp_ev_fim, cp_ev_dia_inteiro, cp_ev_escopo, cp_ev_autor_id)
       select e.t, e.i::timestamp, e.f::timestamp, e.d::boolean, 'pessoal', $5 from unnest($1::text[], $2::text[], $3::text[], $4::text[]) e(t, i, f, d)`,
      // The flags as text: postgres.js (PostgreSQL 15 in CI) sends a JS boolean array typed as one boolean.
      [events.map((e) => e[0]), events.map((e) => e[1]), events.map((e) => e[2]), events.map((e) => String(e[3])), gestor],
    );
  }

  it('IN_WINDOW selects the events inWindow holds, for windows of 1 to 7 days over three months', async () => {
    await withRollback(getDb(), async (tx) => {
      const [day] = await tx.query<{ today: string }>('select current_date::text as today');
      await edgeEvents(tx, day!.today);
      const events = await tx.query<{ cp_ev_id: number; cp_ev_inicio: string; cp_ev_fim: string }>(
        `select ${EVENT_COLUMNS} from public.agenda_eventos`,
      );
      const limits = Array.from({ length: 90 }, (_, i) => {
        const de = shiftDays(day!.today, i - 45);
        return agendaWindow(de, shiftDays(de, i % 7));
      });
      const rows = await tx.query<{ k: number; id: number }>(
        `select w.k::integer as k, e.cp_ev_id::integer as id
           from unnest($1::text[], $2::text[]) with ordinality as w(f, u, k)
           join public.agenda_eventos e on ${IN_WINDOW('w.f', 'w.u')}
          order by 1, 2`,
        [limits.map((l) => l.from), limits.map((l) => l.until)],
      );
      const sql = limits.map((_, i) => rows.filter((r) => r.k === i + 1).map((r) => r.id));
      const js = limits.map((l) =>
        events
          .filter((e) => inWindow(e, l))
          .map((e) => e.cp_ev_id)
          .sort((a, b) => a - b),
      );
      expect(sql).toEqual(js);
      // Windows with events and without.
      expect(js.filter((ids) => ids.length > 0).length).toBeGreaterThan(20);
      expect(js.some((ids) => ids.length === 0)).toBe(true);
    });
  });

  it('orderBy(AGENDA_ORDER) over the stored timestamps sorts as compareBy over the answered text', async () => {
    await withRollback(getDb(), async (tx) => {
      const [day] = await tx.query<{ today: string }>('select current_date::text as today');
      await edgeEvents(tx, day!.today);
      const sql = await tx.query<{ id: number }>(
        `select e.cp_ev_id::integer as id from public.agenda_eventos e order by ${orderBy(AGENDA_ORDER, 'e')}`,
      );
      const events = await tx.query<{ cp_ev_id: number; cp_ev_inicio: string; cp_ev_titulo: string }>(
        `select ${EVENT_COLUMNS} from public.agenda_eventos`,
      );
      expect(sql.map((r) => r.id)).toEqual(events.sort(compareBy(AGENDA_ORDER)).map((e) => e.cp_ev_id));
    });
  });
});

describe('a row of agenda_eventos', () => {
  it('has the school and class its reach needs, and no other', async () => {
    const turma = SEED.turmas[0]!;
    const place = (escola: number | null, turmaId: number | null) => ({ cp_ev_escola_id: escola, cp_ev_turma_id: turmaId });
    const cases: [string, Record<string, unknown>, string][] = [
      ['rede', place(null, null), 'ok'],
      ['rede', place(1, null), '23514'],
      ['pessoal', place(null, turma.cp_tr_id), '23514'],
      ['escola', place(1, null), 'ok'],
      ['escola', place(null, null), '23514'],
      ['escola', place(turma.cp_tr_id_escola, turma.cp_tr_id), '23514'],
      ['turma', place(turma.cp_tr_id_escola, turma.cp_tr_id), 'ok'],
      ['turma', place(turma.cp_tr_id_escola, null), '23514'],
      ['turma', place(null, turma.cp_tr_id), '23514'],
      ['mundo', place(null, null), '23514'],
    ];
    for (const [escopo, columns, expected] of cases) {
      expect(await outcome(...ownerInsert({ cp_ev_escopo: escopo, ...columns })), `${escopo} ${JSON.stringify(columns)}`).toBe(
        expected,
      );
    }
  });

  it('ends after it starts, all day from midnight to midnight, to the minute, with a sane title and description', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cp_ev_fim: '2026-03-10 00:00' }, '23514'],
      [{ cp_ev_fim: '2026-03-09 00:00' }, '23514'],
      [{ cp_ev_inicio: '2026-03-10 08:00' }, '23514'],
      [{ cp_ev_fim: '2026-03-12 12:00' }, '23514'],
      [{ cp_ev_inicio: '2026-03-10 08:00', cp_ev_fim: '2026-03-10 09:00', cp_ev_dia_inteiro: false }, 'ok'],
      [{ cp_ev_inicio: '2026-03-10 22:00', cp_ev_fim: '2026-03-12 07:30', cp_ev_dia_inteiro: false }, 'ok'],
      [{ cp_ev_inicio: '2026-03-10 08:00:30', cp_ev_fim: '2026-03-10 09:00', cp_ev_dia_inteiro: false }, '23514'],
      [{ cp_ev_fim: '2026-03-15 00:00' }, 'ok'],
      [{ cp_ev_titulo: '  ' }, '23514'],
      [{ cp_ev_titulo: 'T'.repeat(121) }, '23514'],
      [{ cp_ev_titulo: 'T'.repeat(120), cp_ev_descricao: 'D'.repeat(2000) }, 'ok'],
      [{ cp_ev_descricao: 'D'.repeat(2001) }, '23514'],
    ];
    for (const [columns, expected] of cases) {
      expect(await outcome(...ownerInsert(columns)), JSON.stringify(columns).slice(0, 120)).toBe(expected);
    }
  });

  it('is by the caller: the author is filled in and never sent', async () => {
    const professor = byLogin('professor');
    const [row] = await withRollback(getDb(), (tx) =>
      inRole(tx, as('professor'), (t) =>
        t.query<{ autor: number }>(
          `insert into public.agenda_eventos (cp_ev_titulo, cp_ev_inicio, cp_ev_fim) values ('Meu', '2026-03-10', '2026-03-11')
           returning cp_ev_autor_id::integer as autor`,
        ),
      ),
    );
    expect(row).toEqual({ autor: professor.cp_id });
    expect(await outcome(...ownerInsert({}), as('gestor'))).toBe('42501');
  });

  it('keeps local times: the session’s time zone changes nothing', async () => {
    const e = eventOf('Prova oral');
    const read = (zone: string) =>
      withRollback(getDb(), async (tx) => {
        await tx.query(`set local time zone '${zone}'`);
        return tx.query(`select ${EVENT_COLUMNS} from public.agenda_eventos where cp_ev_id = $1`, [e.cp_ev_id]);
      });
    const utc = await read('UTC');
    const saoPaulo = await read('America/Sao_Paulo');
    const tokyo = await read('Asia/Tokyo');
    expect(saoPaulo).toEqual(utc);
    expect(tokyo).toEqual(utc);
    expect(utc[0]).toMatchObject({ cp_ev_inicio: expect.stringMatching(/T19:00$/), cp_ev_fim: expect.stringMatching(/T20:30$/) });
  });
});

describe("a class event's school is its class's", () => {
  const turma = SEED.turmas.find((t) => t.cp_tr_id === eventOf('Prova oral').cp_ev_turma_id)!;
  const classEvents = (tx: Queryable) =>
    tx.query<{ id: number; escola: number }>(
      'select cp_ev_id::integer as id, cp_ev_escola_id::integer as escola from public.agenda_eventos where cp_ev_turma_id = $1',
      [turma.cp_tr_id],
    );

  it('a class deleted takes its events with it', async () => {
    const director = SEED.usuarios.find((u) => u.cp_tipo_user === 2 && u.cp_escola_id === turma.cp_tr_id_escola)!;
    const left = await withRollback(getDb(), async (tx) => {
      expect((await classEvents(tx)).length).toBeGreaterThan(0);
      const deleted = await inRole(tx, identity(director.cp_id), (t) =>
        t.query('delete from public.turmas where cp_tr_id = $1 returning cp_tr_id', [turma.cp_tr_id]),
      );
      expect(deleted).toHaveLength(1);
      return classEvents(tx);
    });
    expect(left).toEqual([]);
  });

  it('a class moved to another school takes its events there: staff of the old school no longer read them', async () => {
    const other = SEED.escolas.find((s) => s.cp_ec_id !== turma.cp_tr_id_escola)!.cp_ec_id;
    const secretary = (school: number) => SEED.usuarios.find((u) => u.cp_tipo_user === 3 && u.cp_escola_id === school)!;
    const seen = await withRollback(getDb(), async (tx) => {
      await tx.query('update public.turmas set cp_tr_id_escola = $2 where cp_tr_id = $1', [turma.cp_tr_id, other]);
      const moved = await classEvents(tx);
      const read = (school: number) =>
        inRole(tx, identity(secretary(school).cp_id), (t) =>
          ids(t, 'select cp_ev_id as id from public.agenda_eventos where cp_ev_turma_id = $1', [turma.cp_tr_id]),
        );
      return { moved, old: await read(turma.cp_tr_id_escola), now: await read(other) };
    });
    expect(seen.moved.length).toBeGreaterThan(0);
    expect(seen.moved.every((e) => e.escola === other)).toBe(true);
    expect(seen.old).toEqual([]);
    expect(seen.now).toEqual(seen.moved.map((e) => e.id).sort((a, b) => a - b));
  });

  it('a class named with a school not its own is refused, even where a policy lets the row through', async () => {
    const secretaria = byLogin('secretaria');
    const elsewhere = SEED.turmas.find((t) => t.cp_tr_id_escola !== secretaria.cp_escola_id)!;
    // Without `returning` the select policy is not asked: the class's key refuses it.
    const sql = `insert into public.agenda_eventos (cp_ev_titulo, cp_ev_inicio, cp_ev_fim, cp_ev_escopo, cp_ev_escola_id, cp_ev_turma_id)
                 values ('Intrusa', '2026-03-10', '2026-03-11', 'turma', $1, $2)`;
    expect(await outcome(sql, [secretaria.cp_escola_id, elsewhere.cp_tr_id], as('secretaria'))).toBe('23503');
    expect(await outcome(sql, [elsewhere.cp_tr_id_escola, elsewhere.cp_tr_id], as('secretaria'))).toBe('42501');
  });
});

describe('people and schools', () => {
  it('a person deleted takes their personal events; those they wrote for others stay', async () => {
    const professor = byLogin('professor');
    const own = SEED.agendaEventos.filter((e) => e.cp_ev_autor_id === professor.cp_id);
    expect(new Set(own.map((e) => e.cp_ev_escopo))).toEqual(new Set(['turma', 'pessoal']));
    const left = await withRollback(getDb(), async (tx) => {
      // Teachers of classes cannot be deleted: hand the classes to another teacher first.
      const other = SEED.usuarios.find((u) => u.cp_tipo_user === 4 && u.cp_excluido === 0 && u.cp_id !== professor.cp_id)!;
      await tx.query('update public.turmas set cp_tr_id_professor = $2 where cp_tr_id_professor = $1', [
        professor.cp_id,
        other.cp_id,
      ]);
      const done = await inRole(tx, as('secretaria'), (t) =>
        t.query('update public.profiles set cp_excluido = 1 where cp_id = $1 returning cp_id', [professor.cp_id]),
      );
      expect(done).toHaveLength(1);
      return tx.query<{ escopo: string }>('select cp_ev_escopo as escopo from public.agenda_eventos where cp_ev_autor_id = $1', [
        professor.cp_id,
      ]);
    });
    const shared = own.filter((e) => e.cp_ev_escopo !== 'pessoal');
    expect(shared.length).toBeGreaterThan(0);
    expect(left.map((r) => r.escopo).sort()).toEqual(shared.map((e) => e.cp_ev_escopo).sort());
  });

  it('an archived school keeps its events (only the gestor reads them then)', async () => {
    const seen = await withRollback(getDb(), async (tx) => {
      const [school] = await tx.query<{ id: number }>(
        `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
           cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado)
         values ('Escola Agenda', 'Alguém', 'Rua', '1', 'Natal', 'Centro', 'RN') returning cp_ec_id::integer as id`,
      );
      const [event] = await inRole(tx, as('gestor'), (t) =>
        t.query<{ id: number }>(
          `insert into public.agenda_eventos (cp_ev_titulo, cp_ev_inicio, cp_ev_fim, cp_ev_escopo, cp_ev_escola_id)
           values ('Inauguração', '2026-03-10', '2026-03-11', 'escola', $1) returning cp_ev_id::integer as id`,
          [school!.id],
        ),
      );
      await tx.query('update public.escolas set cp_ec_excluido = 1 where cp_ec_id = $1', [school!.id]);
      return inRole(tx, as('gestor'), (t) =>
        ids(t, 'select cp_ev_id as id from public.agenda_eventos where cp_ev_id = $1', [event!.id]),
      );
    });
    expect(seen).toHaveLength(1);
  });
});
