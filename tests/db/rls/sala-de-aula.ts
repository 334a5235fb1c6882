/** The classroom: chamadas, notas, resumos (and their files in storage), audios_ouvidos. */
import {
  AUDIOS,
  type AudioKey,
  CHAMADA_IDS,
  type Caller,
  FIXTURE_IDS,
  NOTA_IDS,
  PEOPLE,
  type Person,
  RESUMOS,
  type RecordKey,
  type ResumoKey,
  TURMAS,
  type TurmaKey,
  ownUpload,
  records,
  resumoFile,
  resumos,
} from './fixture.ts';
import { BROKEN, type CellOf, DENIED, NONE, type Outcome, type RlsDomain, TAKEN, rows } from './cell.ts';
import { type StorageCell, s } from './arquivos.ts';

/**
 * An attendance record. Insert: a new one for `aluno` in `turma` (on the day
 * it already has there with `day: 'taken'`), or one that sets its own id;
 * `upsert` is the roll call's write (PUT /chamadas/turma/:id/lista): on the
 * day already recorded it changes that record's status instead.
 * Update: its status (granted), or its day or class (never granted).
 */
type ChamadaOp =
  | { readonly action: 'select'; readonly record: RecordKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly turma: TurmaKey;
      readonly aluno: Person;
      readonly day?: 'taken';
      readonly set?: 'id';
      readonly upsert?: true;
    }
  | { readonly action: 'update'; readonly record: RecordKey; readonly set: 'status' | 'data' | 'turma' }
  | { readonly action: 'delete'; readonly record: RecordKey };

/** A grade: as ChamadaOp; `out-of-range` writes a grade above 10. */
type NotaOp =
  | { readonly action: 'select'; readonly record: RecordKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly turma: TurmaKey;
      readonly aluno: Person;
      readonly day?: 'taken';
      readonly set?: 'id' | 'out-of-range';
    }
  | { readonly action: 'update'; readonly record: RecordKey; readonly set: 'grades' | 'out-of-range' | 'aluno' }
  | { readonly action: 'delete'; readonly record: RecordKey };

/**
 * A lesson summary. A file written is the caller's own unclaimed upload in
 * `resumos` (`own`), another summary's file (`other`), or the caller's own
 * upload in another bucket (`elsewhere`).
 */
type ResumoOp =
  | { readonly action: 'select'; readonly resumo: ResumoKey | 'fixtures' }
  | { readonly action: 'insert'; readonly turma: TurmaKey; readonly file?: 'own' | 'other' | 'elsewhere' }
  | {
      readonly action: 'update';
      readonly resumo: ResumoKey;
      readonly set: 'aula' | 'file-own' | 'file-other' | 'file-none' | 'turma';
    }
  | { readonly action: 'delete'; readonly resumo: ResumoKey };

/** public.audios_ouvidos: a student's marks. Update touches the mark's time (never granted). */
type OuvidoOp =
  | { readonly action: 'select'; readonly student: Person | 'fixtures' }
  | { readonly action: 'insert'; readonly student: Person; readonly audio: AudioKey }
  | { readonly action: 'update'; readonly student: Person }
  | { readonly action: 'delete'; readonly student: Person };

type ChamadaCell = CellOf<'chamadas', ChamadaOp>;
type NotaCell = CellOf<'notas', NotaOp>;
type ResumoCell = CellOf<'resumos', ResumoOp>;
type OuvidoCell = CellOf<'audios_ouvidos', OuvidoOp>;

const ch = (as: Caller, op: ChamadaOp, expect: Outcome): ChamadaCell => ({ as, table: 'chamadas', op, expect });
const nt = (as: Caller, op: NotaOp, expect: Outcome): NotaCell => ({ as, table: 'notas', op, expect });
const rs = (as: Caller, op: ResumoOp, expect: Outcome): ResumoCell => ({ as, table: 'resumos', op, expect });
const ou = (as: Caller, op: OuvidoOp, expect: Outcome): OuvidoCell => ({ as, table: 'audios_ouvidos', op, expect });

const rsel = (record: RecordKey | 'fixtures') => ({ action: 'select', record }) as const;
const rdel = (record: RecordKey) => ({ action: 'delete', record }) as const;

/** The RLS_SALA_DE_AULA domain's cells, and the statements of its tables. */
export const RLS_SALA_DE_AULA: RlsDomain<
  ChamadaCell | NotaCell | ResumoCell | OuvidoCell,
  ChamadaCell | NotaCell | ResumoCell | OuvidoCell | StorageCell
> = {
  statements: {
    chamadas: (cell) => chamadaStatement(cell.op),
    notas: (cell) => notaStatement(cell.op),
    resumos: (cell) => resumoStatement(cell.op, cell.as),
    audios_ouvidos: (cell) => ouvidoStatement(cell.op),
  },
  cells: [
    // ── chamadas · select ─ 1 all · 2,3 their school's classes · 4 the classes
    //    they teach (a removed student's history too) · 5 their own rows
    //    records: A (TA1 alunoA), A2old (TA1 alunoA2, who moved), A2 (TA2), B (TB1)
    ch('anon', rsel('fixtures'), DENIED),
    ch('gestor', rsel('fixtures'), rows(4)),
    ch('diretorA', rsel('fixtures'), rows(3)),
    ch('diretorA', rsel('B'), NONE), // another school's class
    ch('secretariaA', rsel('fixtures'), rows(3)),
    ch('secretariaA', rsel('A2old'), rows(1)),
    ch('professorA', rsel('fixtures'), rows(2)),
    ch('professorA', rsel('A2old'), rows(1)), // the history of a student who left their class
    ch('professorA', rsel('A2'), NONE), // another teacher's class, same school
    ch('professorA2', rsel('fixtures'), rows(1)),
    ch('professorA2', rsel('A'), NONE),
    ch('alunoA', rsel('fixtures'), rows(1)),
    ch('alunoA', rsel('A'), rows(1)),
    ch('alunoA', rsel('A2old'), NONE), // a (former) classmate's row
    ch('excluidoA', rsel('fixtures'), NONE),

    // ── chamadas · insert ─ 4 for a current student of a class they teach ──
    ch('anon', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    ch('gestor', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    ch('diretorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    ch('secretariaA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, rows(1)),
    ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken' }, TAKEN), // one per student, class and day
    ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA2' }, DENIED), // no longer in the class
    ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', set: 'id' }, DENIED),
    ch('professorA', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, DENIED), // a class they do not teach
    ch('professorA2', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, rows(1)),
    ch('alunoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    ch('excluidoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    // The roll call's upsert: a new record, or the day's record's status; only the class's teacher, current students only.
    ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', upsert: true }, rows(1)),
    ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken', upsert: true }, rows(1)),
    ch('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA2', upsert: true }, DENIED), // no longer in the class
    ch('professorA2', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken', upsert: true }, DENIED),
    ch('secretariaA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken', upsert: true }, DENIED),
    ch('gestor', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken', upsert: true }, DENIED),
    ch('alunoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken', upsert: true }, DENIED),

    // ── chamadas · update ─ 4 the status of their classes' records only ───
    ch('anon', { action: 'update', record: 'A', set: 'status' }, DENIED),
    ch('gestor', { action: 'update', record: 'A', set: 'status' }, NONE),
    ch('diretorA', { action: 'update', record: 'A', set: 'status' }, NONE),
    ch('secretariaA', { action: 'update', record: 'A', set: 'status' }, NONE),
    ch('professorA', { action: 'update', record: 'A', set: 'status' }, rows(1)),
    ch('professorA', { action: 'update', record: 'A2old', set: 'status' }, rows(1)),
    ch('professorA', { action: 'update', record: 'A', set: 'data' }, DENIED), // the lesson's day stays (decision 39)
    ch('professorA', { action: 'update', record: 'A', set: 'turma' }, DENIED),
    ch('professorA', { action: 'update', record: 'A2', set: 'status' }, NONE),
    ch('professorA2', { action: 'update', record: 'A', set: 'status' }, NONE),
    ch('alunoA', { action: 'update', record: 'A', set: 'status' }, NONE), // their own record
    ch('excluidoA', { action: 'update', record: 'A', set: 'status' }, NONE),

    // ── chamadas · delete ─ 4 their classes' records ──────────────────────
    ch('anon', rdel('A'), DENIED),
    ch('gestor', rdel('A'), NONE),
    ch('diretorA', rdel('A'), NONE),
    ch('secretariaA', rdel('A'), NONE),
    ch('professorA', rdel('A'), rows(1)),
    ch('professorA', rdel('B'), NONE),
    ch('professorA2', rdel('A'), NONE),
    ch('alunoA', rdel('A'), NONE),
    ch('excluidoA', rdel('A'), NONE),

    // ── notas · select ─ as chamadas ───────────────────────────────────────
    nt('anon', rsel('fixtures'), DENIED),
    nt('gestor', rsel('fixtures'), rows(4)),
    nt('diretorA', rsel('fixtures'), rows(3)),
    nt('diretorA', rsel('B'), NONE),
    nt('secretariaA', rsel('fixtures'), rows(3)),
    nt('professorA', rsel('fixtures'), rows(2)),
    nt('professorA', rsel('A2old'), rows(1)),
    nt('professorA', rsel('A2'), NONE),
    nt('professorA2', rsel('fixtures'), rows(1)),
    nt('alunoA', rsel('fixtures'), rows(1)),
    nt('alunoA', rsel('A2old'), NONE),
    nt('excluidoA', rsel('fixtures'), NONE),

    // ── notas · insert ─ as chamadas; grades 0–10 ──────────────────────────
    nt('anon', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    nt('gestor', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    nt('diretorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    nt('secretariaA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, rows(1)),
    nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', day: 'taken' }, TAKEN),
    nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', set: 'out-of-range' }, BROKEN),
    nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoA', set: 'id' }, DENIED),
    nt('professorA', { action: 'insert', turma: 'TA1', aluno: 'alunoB' }, DENIED), // not a student of the class
    nt('professorA', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, DENIED),
    nt('professorA2', { action: 'insert', turma: 'TA2', aluno: 'alunoA2' }, rows(1)),
    nt('alunoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),
    nt('excluidoA', { action: 'insert', turma: 'TA1', aluno: 'alunoA' }, DENIED),

    // ── notas · update ─ 4 the grades of their classes' records ───────────
    nt('anon', { action: 'update', record: 'A', set: 'grades' }, DENIED),
    nt('gestor', { action: 'update', record: 'A', set: 'grades' }, NONE),
    nt('diretorA', { action: 'update', record: 'A', set: 'grades' }, NONE),
    nt('secretariaA', { action: 'update', record: 'A', set: 'grades' }, NONE),
    nt('professorA', { action: 'update', record: 'A', set: 'grades' }, rows(1)),
    nt('professorA', { action: 'update', record: 'A', set: 'out-of-range' }, BROKEN),
    nt('professorA', { action: 'update', record: 'A', set: 'aluno' }, DENIED),
    nt('professorA', { action: 'update', record: 'B', set: 'grades' }, NONE),
    nt('professorA2', { action: 'update', record: 'A2old', set: 'grades' }, NONE), // their student's grade of another class
    nt('alunoA', { action: 'update', record: 'A', set: 'grades' }, NONE),
    nt('excluidoA', { action: 'update', record: 'A', set: 'grades' }, NONE),

    // ── notas · delete ─────────────────────────────────────────────────────
    nt('anon', rdel('A'), DENIED),
    nt('gestor', rdel('A'), NONE),
    nt('diretorA', rdel('A'), NONE),
    nt('secretariaA', rdel('A'), NONE),
    nt('professorA', rdel('A2old'), rows(1)),
    nt('professorA', rdel('A2'), NONE),
    nt('professorA2', rdel('A'), NONE),
    nt('alunoA', rdel('A'), NONE),
    nt('excluidoA', rdel('A'), NONE),

    // ── resumos · select ─ 1 all · 2,3 their school's classes · 4 the classes
    //    they teach · 5 their class's
    rs('anon', { action: 'select', resumo: 'fixtures' }, DENIED),
    rs('gestor', { action: 'select', resumo: 'fixtures' }, rows(3)),
    rs('diretorA', { action: 'select', resumo: 'fixtures' }, rows(2)),
    rs('diretorA', { action: 'select', resumo: 'TB1' }, NONE),
    rs('secretariaA', { action: 'select', resumo: 'fixtures' }, rows(2)),
    rs('professorA', { action: 'select', resumo: 'fixtures' }, rows(1)),
    rs('professorA', { action: 'select', resumo: 'TA2' }, NONE),
    rs('professorA2', { action: 'select', resumo: 'TA2' }, rows(1)),
    rs('alunoA', { action: 'select', resumo: 'fixtures' }, rows(1)),
    rs('alunoA', { action: 'select', resumo: 'TA1' }, rows(1)),
    rs('alunoA', { action: 'select', resumo: 'TA2' }, NONE),
    rs('excluidoA', { action: 'select', resumo: 'fixtures' }, NONE),

    // ── resumos · insert ─ 4 their classes; a file only from their own upload
    rs('anon', { action: 'insert', turma: 'TA1' }, DENIED),
    rs('gestor', { action: 'insert', turma: 'TA1' }, DENIED),
    rs('diretorA', { action: 'insert', turma: 'TA1' }, DENIED),
    rs('secretariaA', { action: 'insert', turma: 'TA1' }, DENIED),
    rs('professorA', { action: 'insert', turma: 'TA1' }, rows(1)),
    rs('professorA', { action: 'insert', turma: 'TA1', file: 'own' }, rows(1)),
    rs('professorA', { action: 'insert', turma: 'TA1', file: 'other' }, DENIED), // another summary's file
    rs('professorA', { action: 'insert', turma: 'TA1', file: 'elsewhere' }, BROKEN), // not in the resumos bucket
    rs('professorA', { action: 'insert', turma: 'TA2' }, DENIED),
    rs('professorA2', { action: 'insert', turma: 'TA2', file: 'own' }, rows(1)),
    rs('alunoA', { action: 'insert', turma: 'TA1' }, DENIED),
    rs('excluidoA', { action: 'insert', turma: 'TA1' }, DENIED),

    // ── resumos · update ─ 4 their classes' (never the class) ─────────────
    rs('anon', { action: 'update', resumo: 'TA1', set: 'aula' }, DENIED),
    rs('gestor', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
    rs('diretorA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
    rs('secretariaA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
    rs('professorA', { action: 'update', resumo: 'TA1', set: 'aula' }, rows(1)),
    rs('professorA', { action: 'update', resumo: 'TA1', set: 'file-own' }, rows(1)),
    rs('professorA', { action: 'update', resumo: 'TA1', set: 'file-none' }, rows(1)),
    rs('professorA', { action: 'update', resumo: 'TA1', set: 'file-other' }, DENIED),
    rs('professorA', { action: 'update', resumo: 'TA1', set: 'turma' }, DENIED),
    rs('professorA', { action: 'update', resumo: 'TA2', set: 'aula' }, NONE),
    rs('professorA2', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
    rs('alunoA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),
    rs('excluidoA', { action: 'update', resumo: 'TA1', set: 'aula' }, NONE),

    // ── resumos · delete ───────────────────────────────────────────────────
    rs('anon', { action: 'delete', resumo: 'TA1' }, DENIED),
    rs('gestor', { action: 'delete', resumo: 'TA1' }, NONE),
    rs('diretorA', { action: 'delete', resumo: 'TA1' }, NONE),
    rs('secretariaA', { action: 'delete', resumo: 'TA1' }, NONE),
    rs('professorA', { action: 'delete', resumo: 'TA1' }, rows(1)),
    rs('professorA', { action: 'delete', resumo: 'TB1' }, NONE),
    rs('professorA2', { action: 'delete', resumo: 'TA1' }, NONE),
    rs('alunoA', { action: 'delete', resumo: 'TA1' }, NONE),
    rs('excluidoA', { action: 'delete', resumo: 'TA1' }, NONE),

    // ── audios_ouvidos · select ─ 5 their own; nobody else, staff included ─
    ou('anon', { action: 'select', student: 'fixtures' }, DENIED),
    ou('gestor', { action: 'select', student: 'fixtures' }, NONE),
    ou('diretorA', { action: 'select', student: 'fixtures' }, NONE),
    ou('secretariaA', { action: 'select', student: 'fixtures' }, NONE),
    ou('professorA', { action: 'select', student: 'fixtures' }, NONE),
    ou('alunoA', { action: 'select', student: 'fixtures' }, rows(1)),
    ou('alunoA', { action: 'select', student: 'alunoA2' }, NONE),
    ou('excluidoA', { action: 'select', student: 'fixtures' }, NONE),

    // ── audios_ouvidos · insert ─ 5 their own, a track of their class's course
    ou('anon', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
    ou('gestor', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
    ou('diretorA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
    ou('secretariaA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
    ou('professorA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),
    ou('alunoA', { action: 'insert', student: 'alunoA', audio: 'used2' }, rows(1)),
    ou('alunoA', { action: 'insert', student: 'alunoA', audio: 'used1' }, TAKEN), // marked already
    ou('alunoA', { action: 'insert', student: 'alunoA', audio: 'free1' }, DENIED), // another course's track
    ou('alunoA', { action: 'insert', student: 'alunoA2', audio: 'used2' }, DENIED),
    ou('excluidoA', { action: 'insert', student: 'alunoA', audio: 'used2' }, DENIED),

    // ── audios_ouvidos · update ─ nobody: a mark is made or removed, never changed
    ou('anon', { action: 'update', student: 'alunoA' }, DENIED),
    ou('gestor', { action: 'update', student: 'alunoA' }, DENIED),
    ou('diretorA', { action: 'update', student: 'alunoA' }, DENIED),
    ou('secretariaA', { action: 'update', student: 'alunoA' }, DENIED),
    ou('professorA', { action: 'update', student: 'alunoA' }, DENIED),
    ou('alunoA', { action: 'update', student: 'alunoA' }, DENIED),
    ou('excluidoA', { action: 'update', student: 'alunoA' }, DENIED),

    // ── audios_ouvidos · delete ─ 5 their own ──────────────────────────────
    ou('anon', { action: 'delete', student: 'alunoA' }, DENIED),
    ou('gestor', { action: 'delete', student: 'alunoA' }, NONE),
    ou('diretorA', { action: 'delete', student: 'alunoA' }, NONE),
    ou('secretariaA', { action: 'delete', student: 'alunoA' }, NONE),
    ou('professorA', { action: 'delete', student: 'alunoA' }, NONE),
    ou('alunoA', { action: 'delete', student: 'alunoA' }, rows(1)),
    ou('alunoA', { action: 'delete', student: 'alunoA2' }, NONE),
    ou('excluidoA', { action: 'delete', student: 'alunoA' }, NONE),

    // ── storage.objects · select of summary files ─ whoever reads the summary
    s('anon', { action: 'select', object: 'resumoFileTA1' }, NONE),
    s('gestor', { action: 'select', object: 'resumoFileTB1' }, rows(1)),
    s('diretorA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
    s('diretorA', { action: 'select', object: 'resumoFileTB1' }, NONE), // another school's class
    s('secretariaA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
    s('professorA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
    s('professorA2', { action: 'select', object: 'resumoFileTA1' }, NONE), // a class they do not teach
    s('alunoA', { action: 'select', object: 'resumoFileTA1' }, rows(1)),
    s('alunoA', { action: 'select', object: 'resumoFileTB1' }, NONE),
    s('excluidoA', { action: 'select', object: 'resumoFileTA1' }, NONE),
  ],
};

/** The day of a new record: one the student has no record of in that class, or (`taken`) the one they have. */
function recordDay(turma: string, aluno: Person, day: 'taken' | undefined): string {
  if (day === undefined) return '2025-04-01';
  const taken = records.find(([, v]) => v.turma === turma && v.aluno === aluno);
  if (!taken) throw new Error(`No record of ${aluno} in ${turma}`);
  return taken[1].data;
}

function chamadaStatement(op: ChamadaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_ch_id from public.chamadas where cp_ch_id = any($1::bigint[])',
        params: [op.record === 'fixtures' ? Object.values(CHAMADA_IDS) : [CHAMADA_IDS[op.record]]],
      };
    case 'insert': {
      const id = op.set === 'id' ? ['cp_ch_id, ', '912099, '] : ['', ''];
      const upsert = op.upsert
        ? 'on conflict (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data) do update set cp_ch_status = excluded.cp_ch_status'
        : '';
      return {
        sql: `insert into public.chamadas (${id[0]}cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
              values (${id[1]}$1, $2, $3::date, time '19:00', 'Ausente') ${upsert} returning cp_ch_id`,
        params: [TURMAS[op.turma].id, PEOPLE[op.aluno].id, recordDay(op.turma, op.aluno, op.day)],
      };
    }
    case 'update': {
      const set = {
        status: "cp_ch_status = 'Justificado'",
        data: "cp_ch_data = date '2025-05-05'",
        turma: `cp_ch_turma_id = ${TURMAS.TA2.id}`,
      }[op.set];
      return {
        sql: `update public.chamadas set ${set} where cp_ch_id = $1 returning cp_ch_id`,
        params: [CHAMADA_IDS[op.record]],
      };
    }
    case 'delete':
      return { sql: 'delete from public.chamadas where cp_ch_id = $1 returning cp_ch_id', params: [CHAMADA_IDS[op.record]] };
  }
}

function notaStatement(op: NotaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_nota_id from public.notas where cp_nota_id = any($1::bigint[])',
        params: [op.record === 'fixtures' ? Object.values(NOTA_IDS) : [NOTA_IDS[op.record]]],
      };
    case 'insert': {
      const id = op.set === 'id' ? ['cp_nota_id, ', '912199, '] : ['', ''];
      return {
        sql: `insert into public.notas (${id[0]}cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova)
              values (${id[1]}$1, $2, $3::date, $4, 6) returning cp_nota_id`,
        params: [
          TURMAS[op.turma].id,
          PEOPLE[op.aluno].id,
          recordDay(op.turma, op.aluno, op.day),
          op.set === 'out-of-range' ? 10.5 : 9,
        ],
      };
    }
    case 'update': {
      const set = {
        grades: 'cp_nota_workbook = 4, cp_nota_prova = 5.5',
        'out-of-range': 'cp_nota_prova = 10.1',
        aluno: `cp_nota_aluno_id = ${PEOPLE.alunoA2.id}`,
      }[op.set];
      return {
        sql: `update public.notas set ${set} where cp_nota_id = $1 returning cp_nota_id`,
        params: [NOTA_IDS[op.record]],
      };
    }
    case 'delete':
      return { sql: 'delete from public.notas where cp_nota_id = $1 returning cp_nota_id', params: [NOTA_IDS[op.record]] };
  }
}

function resumoStatement(op: ResumoOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_res_id from public.resumos where cp_res_id = any($1::bigint[])',
        params: [op.resumo === 'fixtures' ? resumos.map(([, v]) => v.id) : [RESUMOS[op.resumo].id]],
      };
    case 'insert': {
      const file =
        op.file === 'own'
          ? ownUpload('resumos', caller)
          : op.file === 'other'
            ? resumoFile('TA1')
            : op.file === 'elsewhere'
              ? ownUpload('avatars', caller)
              : null;
      return {
        sql: `insert into public.resumos (cp_res_turma_id, cp_res_data, cp_res_hora, cp_res_aula, cp_res_resumo, cp_res_arquivo)
              values ($1, date '2025-04-01', time '20:30', 'RLS Aula nova', 'Resumo novo', $2) returning cp_res_id`,
        params: [TURMAS[op.turma].id, file],
      };
    }
    case 'update': {
      const set = {
        aula: "cp_res_aula = 'RLS Aula renomeada'",
        'file-own': `cp_res_arquivo = '${ownUpload('resumos', caller)}'`,
        'file-other': `cp_res_arquivo = '${resumoFile('TB1')}'`,
        'file-none': 'cp_res_arquivo = null',
        turma: `cp_res_turma_id = ${TURMAS.TA2.id}`,
      }[op.set];
      return {
        sql: `update public.resumos set ${set} where cp_res_id = $1 returning cp_res_id`,
        params: [RESUMOS[op.resumo].id],
      };
    }
    case 'delete':
      return { sql: 'delete from public.resumos where cp_res_id = $1 returning cp_res_id', params: [RESUMOS[op.resumo].id] };
  }
}

function ouvidoStatement(op: OuvidoOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.student === 'fixtures'
        ? { sql: 'select cp_aluno_id from public.audios_ouvidos where cp_aluno_id = any($1::bigint[])', params: [FIXTURE_IDS] }
        : { sql: 'select cp_aluno_id from public.audios_ouvidos where cp_aluno_id = $1', params: [PEOPLE[op.student].id] };
    case 'insert':
      return {
        sql: 'insert into public.audios_ouvidos (cp_aluno_id, cp_audio_id) values ($1, $2) returning cp_aluno_id',
        params: [PEOPLE[op.student].id, AUDIOS[op.audio].id],
      };
    case 'update':
      return {
        sql: 'update public.audios_ouvidos set cp_ouvido_em = now() where cp_aluno_id = $1 returning cp_aluno_id',
        params: [PEOPLE[op.student].id],
      };
    case 'delete':
      return {
        sql: 'delete from public.audios_ouvidos where cp_aluno_id = $1 returning cp_aluno_id',
        params: [PEOPLE[op.student].id],
      };
  }
}
