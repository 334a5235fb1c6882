/** agenda_eventos: who reads and writes an event of each reach (docs/agenda.md). */
import { type Caller, EVENTOS, type EventoKey, PEOPLE, SCHOOLS, type SchoolKey, TURMAS, type TurmaKey } from './fixture.ts';
import { type CellOf, DENIED, NONE, type Outcome, type RlsDomain, rows } from './cell.ts';

/**
 * public.agenda_eventos. Insert: a new all-day event of a reach at a place
 * (its school, or its class with the class's school), by the caller (the
 * author is the column's default), or one that breaks a rule: the author
 * sent (never granted), a class with another school than its own, a school
 * event without a school, a network event with one, an all-day event at
 * 10:00, an end before the start. Update: a move (start and end a day
 * later), an end before the start, or a column never granted (reach,
 * school, author).
 */
type EventoOp =
  | { readonly action: 'select'; readonly evento: EventoKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly escopo: 'rede' | 'escola' | 'turma' | 'pessoal';
      readonly escola?: SchoolKey;
      readonly turma?: TurmaKey;
      readonly set?: 'autor' | 'dia-inteiro-hora' | 'fim-antes';
    }
  | { readonly action: 'update'; readonly evento: EventoKey; readonly set: 'mover' | 'fim-antes' | 'escopo' | 'escola' | 'autor' }
  | { readonly action: 'delete'; readonly evento: EventoKey };

type EventoCell = CellOf<'agenda_eventos', EventoOp>;

const ev = (as: Caller, op: EventoOp, expect: Outcome): EventoCell => ({ as, table: 'agenda_eventos', op, expect });

/** foreign_key_violation of an agenda event whose class is not of the school it names ((turma, escola) → turmas). */
const NOT_THE_CLASS_SCHOOL: Outcome = { error: '23503' };
/** check_violation of an agenda event: its reach without its place, all day off midnight, an end before its start. */
const EVENT_BROKEN: Outcome = { error: '23514' };
const evsel = (evento: EventoKey | 'fixtures') => ({ action: 'select', evento }) as const;
const evins = (escopo: 'rede' | 'escola' | 'turma' | 'pessoal', place: { escola?: SchoolKey; turma?: TurmaKey } = {}) =>
  ({ action: 'insert', escopo, ...place }) as const;
const evmove = (evento: EventoKey) => ({ action: 'update', evento, set: 'mover' }) as const;
const evdel = (evento: EventoKey) => ({ action: 'delete', evento }) as const;

/** The RLS_AGENDA domain's cells, and the statements of its tables. */
export const RLS_AGENDA: RlsDomain<EventoCell> = {
  statements: {
    agenda_eventos: (cell) => eventoStatement(cell.op),
  },
  cells: [
    // ── agenda_eventos · select ─ rede everyone signed in · escola 1 all, 2–5 their school · turma 1 all,
    //    2,3 their school's classes, 4 their classes, 5 their class · pessoal its author only (docs/agenda.md)
    ev('anon', evsel('fixtures'), DENIED),
    ev('gestor', evsel('fixtures'), rows(7)), // all but alunoA's and secretariaA's personal ones
    ev('diretorA', evsel('fixtures'), rows(4)), // rede, escolaA, turmaTA1, turmaTA2
    ev('secretariaA', evsel('fixtures'), rows(5)), // the director's and her own personal one
    ev('professorA', evsel('fixtures'), rows(3)), // rede, escolaA, turmaTA1
    ev('professorA2', evsel('fixtures'), rows(3)), // rede, escolaA, turmaTA2
    ev('alunoA', evsel('fixtures'), rows(4)), // rede, escolaA, turmaTA1, their own
    ev('excluidoA', evsel('fixtures'), NONE),
    ...(['rede', 'escolaA', 'turmaTA1'] as const).flatMap((k) => [
      ev('anon', evsel(k), DENIED),
      ev('gestor', evsel(k), rows(1)),
      ev('diretorA', evsel(k), rows(1)),
      ev('secretariaA', evsel(k), rows(1)),
      ev('professorA', evsel(k), rows(1)),
      ev('alunoA', evsel(k), rows(1)),
      ev('excluidoA', evsel(k), NONE),
    ]),
    ...(['escolaB', 'turmaTB1'] as const).flatMap((k) => [
      ev('gestor', evsel(k), rows(1)),
      ev('diretorA', evsel(k), NONE),
      ev('secretariaA', evsel(k), NONE),
      ev('professorA', evsel(k), NONE),
      ev('alunoA', evsel(k), NONE),
    ]),
    ev('gestor', evsel('turmaTA2'), rows(1)),
    ev('diretorA', evsel('turmaTA2'), rows(1)),
    ev('secretariaA', evsel('turmaTA2'), rows(1)),
    ev('professorA', evsel('turmaTA2'), NONE), // another teacher's class
    ev('professorA2', evsel('turmaTA2'), rows(1)),
    ev('alunoA', evsel('turmaTA2'), NONE), // another class
    ev('gestor', evsel('pessoalAlunoA'), NONE), // not even the gestor
    ev('diretorA', evsel('pessoalAlunoA'), NONE),
    ev('professorA', evsel('pessoalAlunoA'), NONE),
    ev('alunoA', evsel('pessoalAlunoA'), rows(1)),
    ev('gestor', evsel('pessoalGestor'), rows(1)),
    ev('diretorA', evsel('pessoalSecretariaA'), NONE), // a colleague's
    ev('secretariaA', evsel('pessoalSecretariaA'), rows(1)),

    // ── agenda_eventos · insert ─ the author is the caller · rede 1 · escola 1 any, 2,3 their school ·
    //    turma 1 any, 2,3 their school's classes, 4 their classes · pessoal everyone signed in
    ev('anon', evins('pessoal'), DENIED),
    ev('gestor', evins('rede'), rows(1)),
    ev('diretorA', evins('rede'), DENIED),
    ev('secretariaA', evins('rede'), DENIED),
    ev('professorA', evins('rede'), DENIED),
    ev('alunoA', evins('rede'), DENIED),
    ev('excluidoA', evins('rede'), DENIED),
    ev('gestor', evins('escola', { escola: 'A' }), rows(1)),
    ev('gestor', evins('escola', { escola: 'B' }), rows(1)),
    ev('diretorA', evins('escola', { escola: 'A' }), rows(1)),
    ev('diretorA', evins('escola', { escola: 'B' }), DENIED),
    ev('secretariaA', evins('escola', { escola: 'A' }), rows(1)),
    ev('secretariaA', evins('escola', { escola: 'B' }), DENIED),
    ev('professorA', evins('escola', { escola: 'A' }), DENIED),
    ev('alunoA', evins('escola', { escola: 'A' }), DENIED),
    ev('excluidoA', evins('escola', { escola: 'A' }), DENIED),
    ev('gestor', evins('turma', { turma: 'TB1' }), rows(1)),
    ev('diretorA', evins('turma', { turma: 'TA1' }), rows(1)),
    ev('diretorA', evins('turma', { turma: 'TA2' }), rows(1)),
    ev('diretorA', evins('turma', { turma: 'TB1' }), DENIED),
    ev('secretariaA', evins('turma', { turma: 'TA2' }), rows(1)),
    ev('secretariaA', evins('turma', { turma: 'TB1' }), DENIED),
    // TB1 named with school A, to pass the staff arm: the returned row fails the select policy (and,
    // without `returning`, the class's key: tests/db/agenda.test.ts).
    ev('secretariaA', evins('turma', { turma: 'TB1', escola: 'A' }), DENIED),
    ev('gestor', evins('turma', { turma: 'TB1', escola: 'A' }), NOT_THE_CLASS_SCHOOL),
    ev('professorA', evins('turma', { turma: 'TA1' }), rows(1)),
    ev('professorA', evins('turma', { turma: 'TA2' }), DENIED), // another teacher's class
    ev('professorA2', evins('turma', { turma: 'TA2' }), rows(1)),
    ev('alunoA', evins('turma', { turma: 'TA1' }), DENIED), // their own class
    ev('excluidoA', evins('turma', { turma: 'TA1' }), DENIED),
    ev('gestor', evins('pessoal'), rows(1)),
    ev('diretorA', evins('pessoal'), rows(1)),
    ev('secretariaA', evins('pessoal'), rows(1)),
    ev('professorA', evins('pessoal'), rows(1)),
    ev('alunoA', evins('pessoal'), rows(1)),
    ev('excluidoA', evins('pessoal'), DENIED), // nobody: no author
    ev('alunoA', { action: 'insert', escopo: 'pessoal', set: 'autor' }, DENIED), // the author is never sent
    ev('gestor', { action: 'insert', escopo: 'rede', set: 'autor' }, DENIED),
    ev('gestor', evins('escola'), EVENT_BROKEN), // a school event without a school
    ev('gestor', evins('rede', { escola: 'A' }), EVENT_BROKEN),
    ev('gestor', evins('pessoal', { turma: 'TA1' }), EVENT_BROKEN),
    ev('gestor', { action: 'insert', escopo: 'rede', set: 'dia-inteiro-hora' }, EVENT_BROKEN),
    ev('alunoA', { action: 'insert', escopo: 'pessoal', set: 'fim-antes' }, EVENT_BROKEN),

    // ── agenda_eventos · update ─ whoever writes the reach there (not only the author)
    ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('anon', evmove(k), DENIED)),
    ...(Object.keys(EVENTOS) as EventoKey[]).map((k) =>
      ev('gestor', evmove(k), k === 'pessoalAlunoA' || k === 'pessoalSecretariaA' ? NONE : rows(1)),
    ),
    ev('diretorA', evmove('rede'), NONE),
    ev('diretorA', evmove('escolaA'), rows(1)), // the secretary's
    ev('diretorA', evmove('escolaB'), NONE),
    ev('diretorA', evmove('turmaTA1'), rows(1)),
    ev('diretorA', evmove('turmaTA2'), rows(1)),
    ev('diretorA', evmove('turmaTB1'), NONE),
    ev('diretorA', evmove('pessoalAlunoA'), NONE),
    ev('diretorA', evmove('pessoalGestor'), NONE),
    ev('diretorA', evmove('pessoalSecretariaA'), NONE),
    ev('secretariaA', evmove('rede'), NONE),
    ev('secretariaA', evmove('escolaA'), rows(1)),
    ev('secretariaA', evmove('escolaB'), NONE),
    ev('secretariaA', evmove('turmaTA1'), rows(1)),
    ev('secretariaA', evmove('turmaTA2'), rows(1)),
    ev('secretariaA', evmove('turmaTB1'), NONE),
    ev('secretariaA', evmove('pessoalAlunoA'), NONE),
    ev('secretariaA', evmove('pessoalGestor'), NONE),
    ev('secretariaA', evmove('pessoalSecretariaA'), rows(1)),
    ev('professorA', evmove('rede'), NONE),
    ev('professorA', evmove('escolaA'), NONE), // read, not written
    ev('professorA', evmove('escolaB'), NONE),
    ev('professorA', evmove('turmaTA1'), rows(1)),
    ev('professorA', evmove('turmaTA2'), NONE),
    ev('professorA', evmove('turmaTB1'), NONE),
    ev('professorA', evmove('pessoalAlunoA'), NONE),
    ev('professorA', evmove('pessoalGestor'), NONE),
    ev('professorA', evmove('pessoalSecretariaA'), NONE),
    ev('professorA2', evmove('turmaTA2'), rows(1)),
    ev('professorA2', evmove('turmaTA1'), NONE),
    ev('alunoA', evmove('rede'), NONE),
    ev('alunoA', evmove('escolaA'), NONE),
    ev('alunoA', evmove('escolaB'), NONE),
    ev('alunoA', evmove('turmaTA1'), NONE), // their class's: read only
    ev('alunoA', evmove('turmaTA2'), NONE),
    ev('alunoA', evmove('turmaTB1'), NONE),
    ev('alunoA', evmove('pessoalAlunoA'), rows(1)),
    ev('alunoA', evmove('pessoalGestor'), NONE),
    ev('alunoA', evmove('pessoalSecretariaA'), NONE),
    ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('excluidoA', evmove(k), NONE)),
    ev('gestor', { action: 'update', evento: 'rede', set: 'fim-antes' }, EVENT_BROKEN),
    ev('gestor', { action: 'update', evento: 'rede', set: 'escopo' }, DENIED), // the reach never changes
    ev('gestor', { action: 'update', evento: 'escolaA', set: 'escola' }, DENIED),
    ev('alunoA', { action: 'update', evento: 'pessoalAlunoA', set: 'autor' }, DENIED),

    // ── agenda_eventos · delete ─ as update
    ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('anon', evdel(k), DENIED)),
    ...(Object.keys(EVENTOS) as EventoKey[]).map((k) =>
      ev('gestor', evdel(k), k === 'pessoalAlunoA' || k === 'pessoalSecretariaA' ? NONE : rows(1)),
    ),
    ev('diretorA', evdel('rede'), NONE),
    ev('diretorA', evdel('escolaA'), rows(1)),
    ev('diretorA', evdel('escolaB'), NONE),
    ev('diretorA', evdel('turmaTA1'), rows(1)),
    ev('diretorA', evdel('turmaTA2'), rows(1)),
    ev('diretorA', evdel('turmaTB1'), NONE),
    ev('diretorA', evdel('pessoalAlunoA'), NONE),
    ev('diretorA', evdel('pessoalGestor'), NONE),
    ev('diretorA', evdel('pessoalSecretariaA'), NONE),
    ev('secretariaA', evdel('rede'), NONE),
    ev('secretariaA', evdel('escolaA'), rows(1)),
    ev('secretariaA', evdel('escolaB'), NONE),
    ev('secretariaA', evdel('turmaTA1'), rows(1)),
    ev('secretariaA', evdel('turmaTA2'), rows(1)),
    ev('secretariaA', evdel('turmaTB1'), NONE),
    ev('secretariaA', evdel('pessoalAlunoA'), NONE),
    ev('secretariaA', evdel('pessoalGestor'), NONE),
    ev('secretariaA', evdel('pessoalSecretariaA'), rows(1)),
    ev('professorA', evdel('rede'), NONE),
    ev('professorA', evdel('escolaA'), NONE),
    ev('professorA', evdel('escolaB'), NONE),
    ev('professorA', evdel('turmaTA1'), rows(1)),
    ev('professorA', evdel('turmaTA2'), NONE),
    ev('professorA', evdel('turmaTB1'), NONE),
    ev('professorA', evdel('pessoalAlunoA'), NONE),
    ev('professorA', evdel('pessoalGestor'), NONE),
    ev('professorA', evdel('pessoalSecretariaA'), NONE),
    ev('professorA2', evdel('turmaTA2'), rows(1)),
    ev('professorA2', evdel('turmaTA1'), NONE),
    ev('alunoA', evdel('rede'), NONE),
    ev('alunoA', evdel('escolaA'), NONE),
    ev('alunoA', evdel('escolaB'), NONE),
    ev('alunoA', evdel('turmaTA1'), NONE),
    ev('alunoA', evdel('turmaTA2'), NONE),
    ev('alunoA', evdel('turmaTB1'), NONE),
    ev('alunoA', evdel('pessoalAlunoA'), rows(1)),
    ev('alunoA', evdel('pessoalGestor'), NONE),
    ev('alunoA', evdel('pessoalSecretariaA'), NONE),
    ...(Object.keys(EVENTOS) as EventoKey[]).map((k) => ev('excluidoA', evdel(k), NONE)),
  ],
};

function eventoStatement(op: EventoOp): { sql: string; params: unknown[] } {
  const ids = Object.values(EVENTOS).map((v) => v.id);
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_ev_id from public.agenda_eventos where cp_ev_id = any($1::bigint[])',
        params: [op.evento === 'fixtures' ? ids : [EVENTOS[op.evento].id]],
      };
    case 'insert': {
      const turma = op.turma === undefined ? null : TURMAS[op.turma];
      const escola = op.escola !== undefined ? SCHOOLS[op.escola] : turma ? SCHOOLS[turma.school] : null;
      const [inicio, fim] = {
        none: ['2025-04-01 00:00', '2025-04-02 00:00'],
        autor: ['2025-04-01 00:00', '2025-04-02 00:00'],
        'dia-inteiro-hora': ['2025-04-01 10:00', '2025-04-01 11:00'],
        'fim-antes': ['2025-04-02 00:00', '2025-04-01 00:00'],
      }[op.set ?? 'none']!;
      const author = op.set === 'autor' ? ['cp_ev_autor_id, ', `${PEOPLE.diretorA.id}, `] : ['', ''];
      return {
        sql: `insert into public.agenda_eventos (${author[0]}cp_ev_titulo, cp_ev_inicio, cp_ev_fim, cp_ev_dia_inteiro, cp_ev_escopo,
                cp_ev_escola_id, cp_ev_turma_id)
              values (${author[1]}'RLS novo evento', $1::timestamp, $2::timestamp, true, $3, $4, $5) returning cp_ev_id`,
        params: [inicio, fim, op.escopo, escola, turma?.id ?? null],
      };
    }
    case 'update': {
      const set = {
        mover: "cp_ev_inicio = cp_ev_inicio + interval '1 day', cp_ev_fim = cp_ev_fim + interval '1 day'",
        'fim-antes': "cp_ev_fim = cp_ev_inicio - interval '1 day'",
        escopo: "cp_ev_escopo = 'pessoal'",
        escola: `cp_ev_escola_id = ${SCHOOLS.B}`,
        autor: `cp_ev_autor_id = ${PEOPLE.gestor.id}`,
      }[op.set];
      return {
        sql: `update public.agenda_eventos set ${set} where cp_ev_id = $1 returning cp_ev_id`,
        params: [EVENTOS[op.evento].id],
      };
    }
    case 'delete':
      return {
        sql: 'delete from public.agenda_eventos where cp_ev_id = $1 returning cp_ev_id',
        params: [EVENTOS[op.evento].id],
      };
  }
}
