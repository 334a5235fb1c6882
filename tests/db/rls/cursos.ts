/** cursos and their audios: every live person reads them; direção writes them. */
import { AUDIOS, type AudioKey, CURSOS, type Caller, type CursoKey, cursoPdf, ownUpload } from './fixture.ts';
import { type CellOf, DENIED, IN_USE, NONE, type Outcome, type RlsDomain, rows } from './cell.ts';

type AudioOp =
  | { readonly action: 'select'; readonly audio: AudioKey | 'fixtures' }
  | { readonly action: 'insert'; readonly curso: CursoKey }
  | { readonly action: 'update'; readonly audio: AudioKey; readonly set: 'cp_nome_audio' | 'cp_arquivo_audio' }
  | { readonly action: 'delete'; readonly audio: AudioKey };

type CursoOp =
  | { readonly action: 'select' }
  | { readonly action: 'insert' }
  | {
      readonly action: 'update';
      /** `cp_pdf1_curso`: the caller's own upload; `pdf-other`: another course's PDF. */
      readonly set: 'cp_nome_curso' | 'cp_curso_id' | 'cp_pdf1_curso' | 'pdf-other';
      readonly curso?: CursoKey;
    }
  | { readonly action: 'delete'; readonly curso: CursoKey };

type AudioCell = CellOf<'audios', AudioOp>;
type CursoCell = CellOf<'cursos', CursoOp>;

const c = (as: Caller, op: CursoOp, expect: Outcome): CursoCell => ({ as, table: 'cursos', op, expect });
const a = (as: Caller, op: AudioOp, expect: Outcome): AudioCell => ({ as, table: 'audios', op, expect });

/** The RLS_CURSOS domain's cells, and the statements of its tables. */
export const RLS_CURSOS: RlsDomain<CursoCell | AudioCell> = {
  statements: {
    cursos: (cell) => cursoStatement(cell.op, cell.as),
    audios: (cell) => audioStatement(cell.op, cell.as),
  },
  cells: [
    // ── cursos · select ─ every live person ────────────────────────────────────
    c('anon', { action: 'select' }, DENIED),
    c('gestor', { action: 'select' }, rows(3)),
    c('diretorA', { action: 'select' }, rows(3)),
    c('secretariaA', { action: 'select' }, rows(3)),
    c('professorA', { action: 'select' }, rows(3)),
    c('alunoA', { action: 'select' }, rows(3)),
    c('excluidoA', { action: 'select' }, NONE),

    // ── audios · select ─ 1–4 every course · 5 their class's course ───────────
    a('anon', { action: 'select', audio: 'fixtures' }, DENIED),
    a('gestor', { action: 'select', audio: 'fixtures' }, rows(3)),
    a('diretorA', { action: 'select', audio: 'fixtures' }, rows(3)),
    a('secretariaA', { action: 'select', audio: 'fixtures' }, rows(3)),
    a('professorA', { action: 'select', audio: 'fixtures' }, rows(3)),
    a('alunoA', { action: 'select', audio: 'fixtures' }, rows(2)),
    a('alunoA', { action: 'select', audio: 'free1' }, NONE),
    a('excluidoA', { action: 'select', audio: 'fixtures' }, NONE),

    // ── audios · insert 1,2 · update (name only) / delete 1 only ──────────────
    a('anon', { action: 'insert', curso: 'used' }, DENIED),
    a('gestor', { action: 'insert', curso: 'used' }, rows(1)),
    a('diretorA', { action: 'insert', curso: 'free' }, rows(1)),
    a('secretariaA', { action: 'insert', curso: 'used' }, DENIED),
    a('professorA', { action: 'insert', curso: 'used' }, DENIED),
    a('alunoA', { action: 'insert', curso: 'used' }, DENIED),
    a('excluidoA', { action: 'insert', curso: 'used' }, DENIED),
    a('anon', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, DENIED),
    a('gestor', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, rows(1)),
    a('gestor', { action: 'update', audio: 'used1', set: 'cp_arquivo_audio' }, DENIED),
    a('diretorA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
    a('secretariaA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
    a('professorA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
    a('alunoA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
    a('excluidoA', { action: 'update', audio: 'used1', set: 'cp_nome_audio' }, NONE),
    a('anon', { action: 'delete', audio: 'used1' }, DENIED),
    a('gestor', { action: 'delete', audio: 'used1' }, rows(1)),
    a('diretorA', { action: 'delete', audio: 'used1' }, NONE),
    a('secretariaA', { action: 'delete', audio: 'used1' }, NONE),
    a('professorA', { action: 'delete', audio: 'used1' }, NONE),
    a('alunoA', { action: 'delete', audio: 'used1' }, NONE),
    a('excluidoA', { action: 'delete', audio: 'used1' }, NONE),

    // ── cursos · insert 1,2 · update / delete 1 only ─────────────────────────
    c('anon', { action: 'insert' }, DENIED),
    c('gestor', { action: 'insert' }, rows(1)),
    c('diretorA', { action: 'insert' }, rows(1)),
    c('secretariaA', { action: 'insert' }, DENIED),
    c('professorA', { action: 'insert' }, DENIED),
    c('alunoA', { action: 'insert' }, DENIED),
    c('excluidoA', { action: 'insert' }, DENIED),
    c('anon', { action: 'update', set: 'cp_nome_curso' }, DENIED),
    c('gestor', { action: 'update', set: 'cp_nome_curso' }, rows(1)),
    c('gestor', { action: 'update', set: 'cp_curso_id' }, DENIED),
    c('diretorA', { action: 'update', set: 'cp_nome_curso' }, NONE),
    c('secretariaA', { action: 'update', set: 'cp_nome_curso' }, NONE),
    c('professorA', { action: 'update', set: 'cp_nome_curso' }, NONE),
    c('alunoA', { action: 'update', set: 'cp_nome_curso' }, NONE),
    c('excluidoA', { action: 'update', set: 'cp_nome_curso' }, NONE),
    // Direção fills a course with no tracks yet (the second arm of cursos_update), never renames it.
    c('gestor', { action: 'update', set: 'cp_pdf1_curso', curso: 'free' }, rows(1)),
    c('diretorA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, rows(1)),
    c('diretorA', { action: 'update', set: 'cp_nome_curso', curso: 'vazio' }, DENIED),
    c('diretorA', { action: 'update', set: 'cp_pdf1_curso', curso: 'free' }, NONE), // it has a track
    // Another course's PDF is not the writer's to give (private.guard_file_columns).
    c('gestor', { action: 'update', set: 'pdf-other', curso: 'used' }, DENIED),
    c('diretorA', { action: 'update', set: 'pdf-other', curso: 'vazio' }, DENIED),
    c('secretariaA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, NONE),
    c('professorA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, NONE),
    c('excluidoA', { action: 'update', set: 'cp_pdf1_curso', curso: 'vazio' }, NONE),
    c('anon', { action: 'delete', curso: 'free' }, DENIED),
    c('gestor', { action: 'delete', curso: 'free' }, rows(1)),
    c('gestor', { action: 'delete', curso: 'used' }, IN_USE), // classes point at it
    c('diretorA', { action: 'delete', curso: 'free' }, NONE),
    c('secretariaA', { action: 'delete', curso: 'free' }, NONE),
    c('professorA', { action: 'delete', curso: 'free' }, NONE),
    c('alunoA', { action: 'delete', curso: 'free' }, NONE),
    c('excluidoA', { action: 'delete', curso: 'free' }, NONE),
  ],
};

function audioStatement(op: AudioOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_audio_id from public.audios where cp_audio_id = any($1::bigint[])',
        params: [op.audio === 'fixtures' ? Object.values(AUDIOS).map((v) => v.id) : [AUDIOS[op.audio].id]],
      };
    case 'insert':
      return {
        sql: `insert into public.audios (cp_curso_id, cp_nome_audio, cp_arquivo_audio)
              values ($1, 'RLS Faixa nova', $2) returning cp_audio_id`,
        params: [CURSOS[op.curso], ownUpload('audios', caller)],
      };
    case 'update':
      return op.set === 'cp_arquivo_audio'
        ? {
            sql: 'update public.audios set cp_arquivo_audio = $2 where cp_audio_id = $1 returning cp_audio_id',
            params: [AUDIOS[op.audio].id, ownUpload('audios', caller)],
          }
        : {
            sql: "update public.audios set cp_nome_audio = 'RLS Renomeada' where cp_audio_id = $1 returning cp_audio_id",
            params: [AUDIOS[op.audio].id],
          };
    case 'delete':
      return { sql: 'delete from public.audios where cp_audio_id = $1 returning cp_audio_id', params: [AUDIOS[op.audio].id] };
  }
}

function cursoStatement(op: CursoOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_curso_id from public.cursos where cp_curso_id = any($1::bigint[])',
        params: [Object.values(CURSOS)],
      };
    case 'insert':
      return { sql: "insert into public.cursos (cp_nome_curso) values ('RLS Curso novo') returning cp_curso_id", params: [] };
    case 'update': {
      const set = {
        cp_curso_id: 'cp_curso_id = 910599',
        cp_nome_curso: "cp_nome_curso = 'RLS Renomeado'",
        cp_pdf1_curso: `cp_pdf1_curso = '${ownUpload('pdfs-cursos', caller)}'`,
        'pdf-other': `cp_pdf1_curso = '${cursoPdf('free')}'`,
      }[op.set];
      return {
        sql: `update public.cursos set ${set} where cp_curso_id = $1 returning cp_curso_id`,
        params: [CURSOS[op.curso ?? 'used']],
      };
    }
    case 'delete':
      return { sql: 'delete from public.cursos where cp_curso_id = $1 returning cp_curso_id', params: [CURSOS[op.curso]] };
  }
}
