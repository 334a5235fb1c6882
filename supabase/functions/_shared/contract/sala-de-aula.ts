/**
 * Classroom endpoints (spec section 7, "Classroom"; rules in
 * docs/sala-de-aula.md). Attendance, grades and lesson summaries belong to a
 * class; only the class's teacher writes them, the school's staff read them,
 * a student reads the class's summaries and only their own attendance,
 * grades and played-audio marks.
 */
import { z } from 'zod';
import { AttendanceStatusSchema, ClockTime, Id, IsoDate, ListQuery, MessageBody, OptionalText, RequiredText } from './common.ts';
import { UploadId } from './arquivos.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { AlunoEscola, Chamada, Curso, Nota, Resumo } from './entities.ts';
import { GRADE_MAX, GRADE_MIN, isGradeStep } from './rules/notas.ts';
import { nameOrder, type ListOrder } from './order.ts';
import type { SearchField } from './search.ts';

/** Every text the classroom shows or answers (spec section 8, "Classroom"), letter for letter, plus ours. */
export const SALA_MESSAGES = {
  // spec: errors
  resumosLoadError: 'Erro ao buscar resumos. Tente novamente mais tarde.',
  resumoSaveError: 'Erro ao salvar resumo...',
  resumoEditError: 'Erro ao editar resumo...',
  resumoDeleteError: 'Erro ao excluir resumo...',
  chamadasLoadError: 'Erro ao buscar registros...',
  chamadaSaveError: 'Erro ao cadastrar chamada. Tente novamente.',
  loteSaveError: 'Erro ao cadastrar chamadas em lote. Tente novamente.',
  chamadaDeleteError: 'Erro ao deletar chamada...',
  statusError: 'Erro ao atualizar status. Tente novamente.',
  statusConfirmError: 'Erro ao confirmar a atualização do status.',
  notasLoadError: 'Erro ao carregar notas.',
  notaSaveError: 'Erro ao salvar nota.',
  notaDeleteError: 'Erro ao deletar nota.',
  turmasLoadError: 'Erro ao carregar turmas...',
  turmaLoadError: 'Erro ao carregar dados da turma...',
  historyError: 'Erro ao atualizar o hístórico...',
  // spec: validation
  gradesRequired: 'É obrigatório preencher tanto a nota do workbook quanto da prova!',
  gradeRange: 'As notas devem estar entre 0 e 10!',
  studentRequired: 'É obrigatório selecionar um aluno!',
  required: 'Preencha todos os campos obrigatórios.',
  noStudents: 'Nenhum aluno encontrado nesta turma.',
  courseFallback: 'Não disponível',
  // spec: successes
  resumoSaved: 'Resumo salvo com sucesso.',
  resumoEdited: 'Resumo editado com sucesso.',
  resumoDeleted: 'Resumo excluído com sucesso.',
  chamadaSaved: 'Chamada cadastrada com sucesso!',
  loteSaved: (n: number) => `Chamada cadastrada para todos os ${n} alunos!`,
  chamadaDeleted: 'Chamada deletada com sucesso.',
  statusUpdated: (status: string) => `Status atualizado para: ${status}`,
  notaSaved: 'Nota salva com sucesso!',
  notaUpdated: 'Nota atualizada com sucesso!',
  notaDeleted: 'Nota deletada com sucesso!',
  notaDeleteConfirm: 'Tem certeza que deseja deletar esta nota?',
  // spec: empty states
  noTurmas: 'Nenhuma turma encontrada.',
  noChamadas: 'Nenhuma chamada encontrada.',
  noNotas: 'Nenhuma nota registrada para esta turma.',
  noResumos: 'Nenhum resumo encontrado.',
  noAudios: 'Nenhum áudio encontrado',
  // ours (docs/sala-de-aula.md)
  chamadaDuplicate: 'Este aluno já tem chamada nesta data. Altere o status na lista.',
  loteDuplicate: (nomes: string) => `Já há chamada nesta data para: ${nomes}. Nada foi registrado.`,
  notaDuplicate: 'Este aluno já tem nota nesta data. Edite a nota existente.',
  listaRepeated: 'Cada aluno aparece uma só vez na chamada.',
  listaTooLong: 'A chamada tem alunos demais.',
  /** A roll call that lacks current students (the class changed since it was opened): nothing is written. */
  listaMissing: (nomes: readonly string[]) =>
    nomes.length === 1
      ? `Falta na chamada: ${nomes[0]} (a turma mudou). Confira a lista e salve de novo; nada foi registrado.`
      : `Faltam na chamada: ${nomes.join(', ')} (a turma mudou). Confira a lista e salve de novo; nada foi registrado.`,
  gradeStep: 'As notas usam uma casa decimal.',
  notInClass: 'O aluno não está nesta turma.',
  chamadaNotFound: 'Chamada não encontrada.',
  notaNotFound: 'Nota não encontrada.',
  resumoNotFound: 'Resumo não encontrado.',
  turmaNotFound: 'Turma não encontrada.',
  audioNotInCourse: 'Este áudio não é do curso da sua turma.',
  onlyOwnMarks: 'Só é possível marcar os próprios áudios.',
  audioMarked: 'Áudio marcado como ouvido.',
  noClass: 'Você ainda não está em uma turma. Procure a secretaria.',
  exported: 'Arquivo exportado.',
} as const;

const grade = z.coerce
  .number({ error: SALA_MESSAGES.gradeRange })
  .min(GRADE_MIN, SALA_MESSAGES.gradeRange)
  .max(GRADE_MAX, SALA_MESSAGES.gradeRange)
  .refine(isGradeStep, SALA_MESSAGES.gradeStep);

/** The current students of a class (the attendance and grade pickers). Staff and the class's teacher only. */
export const listTurmaAlunos = endpoint({
  ...ROUTES.listTurmaAlunos,
  name: 'listTurmaAlunos',
  response: z.array(AlunoEscola),
  summary: 'Alunos atuais de uma turma, por nome.',
});

/** Filters of the attendance history (beyond the spec: by student and date range). */
export const ChamadaQuery = ListQuery.omit({ q: true }).extend({
  alunoId: Id.optional(),
  de: IsoDate.optional(),
  ate: IsoDate.optional(),
});

export const listChamadas = endpoint({
  ...ROUTES.listChamadas,
  name: 'listChamadas',
  query: ChamadaQuery,
  response: z.array(Chamada),
  summary: 'Histórico de chamadas da turma, mais recentes primeiro (10 por página).',
});

export const ChamadaCreate = z.object({
  turmaId: Id,
  alunoId: Id,
  data: IsoDate,
  hora: ClockTime,
  status: AttendanceStatusSchema.default('Presente'),
});

export const createChamada = endpoint({
  ...ROUTES.createChamada,
  name: 'createChamada',
  body: ChamadaCreate,
  response: MessageBody.extend({ cp_ch_id: Id }),
  summary: 'Registra a chamada de um aluno (uma por aluno, turma e dia: outra é 409).',
});

export const createChamadasLote = endpoint({
  ...ROUTES.createChamadasLote,
  name: 'createChamadasLote',
  body: ChamadaCreate.omit({ alunoId: true }),
  response: MessageBody.extend({ count: z.number().int().positive() }),
  summary: 'Chamada da turma inteira numa transação: todos os alunos atuais ou nenhum.',
});

/** A class holds at most this many students (turmas.ts, `cp_tr_alunos`): the longest roll call. */
export const LISTA_MAX_ALUNOS = 500;

/**
 * A line of a class's roll call on a day: a current student (by name, as
 * ALUNO_ORDER lists them) and their record that day, if any (id, time and
 * status; null when the day has none for them).
 */
export const ListaChamadaItem = z.object({
  cp_aluno_id: Id,
  cp_nome_aluno: z.string(),
  cp_ch_id: Id.nullable(),
  cp_ch_hora: ClockTime.nullable(),
  cp_ch_status: AttendanceStatusSchema.nullable(),
});
export type ListaChamadaItem = z.infer<typeof ListaChamadaItem>;

export const getListaChamada = endpoint({
  ...ROUTES.getListaChamada,
  name: 'getListaChamada',
  query: z.object({ data: IsoDate }),
  response: z.array(ListaChamadaItem),
  summary: 'A lista de chamada da turma num dia: cada aluno atual e a sua chamada desse dia, se houver.',
});

/** One student's status in a roll call. */
export const ListaChamadaAluno = z.object({ alunoId: Id, status: AttendanceStatusSchema });

export const ListaChamadaBody = z.object({
  data: IsoDate,
  hora: ClockTime,
  alunos: z
    .array(ListaChamadaAluno)
    .max(LISTA_MAX_ALUNOS, SALA_MESSAGES.listaTooLong)
    .refine((alunos) => new Set(alunos.map((a) => a.alunoId)).size === alunos.length, SALA_MESSAGES.listaRepeated),
});
export type ListaChamadaBody = z.input<typeof ListaChamadaBody>;

/**
 * The roll call (docs/sala-de-aula.md, decision "the roll call"): a status
 * for every current student of the class, in one transaction. A student with
 * a record that day gets its status changed (the lesson's time stays, as
 * with P/J/F); the others get a record at `data` and `hora`.
 */
export const saveListaChamada = endpoint({
  ...ROUTES.saveListaChamada,
  name: 'saveListaChamada',
  body: ListaChamadaBody,
  response: MessageBody.extend({ count: z.number().int().positive() }),
  summary: 'Salva a chamada da turma num dia: um status por aluno atual, todos ou nenhum.',
});

/** A status change keeps the lesson's date (docs/decisions.md: the spec's reset to now is a flaw of the original). */
export const updateChamada = endpoint({
  ...ROUTES.updateChamada,
  name: 'updateChamada',
  body: z.object({ status: AttendanceStatusSchema }),
  response: MessageBody,
  summary: 'Altera o status de uma chamada.',
});

export const deleteChamada = endpoint({
  ...ROUTES.deleteChamada,
  name: 'deleteChamada',
  response: MessageBody,
  summary: 'Exclui uma chamada.',
});

/** One student's attendance in a class (rules/sala-de-aula.ts attendanceRate computes the percentage). */
export const Frequencia = z.object({
  cp_aluno_id: Id,
  cp_nome_aluno: z.string(),
  presentes: z.number().int().nonnegative(),
  ausentes: z.number().int().nonnegative(),
  justificados: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  percentual: z.number().int().min(0).max(100).nullable(),
});
export type Frequencia = z.infer<typeof Frequencia>;

export const listFrequencia = endpoint({
  ...ROUTES.listFrequencia,
  name: 'listFrequencia',
  response: z.array(Frequencia),
  summary: 'Frequência por aluno da turma (o aluno recebe só a sua), por nome.',
});

export const RESUMO_ORDERS = ['recentes', 'antigos'] as const;
export type ResumoOrdem = (typeof RESUMO_ORDERS)[number];

export const ResumoQuery = ListQuery.extend({ ordem: z.enum(RESUMO_ORDERS).default('recentes') });

export const listResumos = endpoint({
  ...ROUTES.listResumos,
  name: 'listResumos',
  query: ResumoQuery,
  response: z.array(Resumo),
  summary: 'Resumos de aula da turma; q busca na aula e no resumo.',
});

const link = OptionalText(500);

/** A summary's file: a new upload (kind `resumo`), `{ manter: true }` on edit, or null for none. */
export const ResumoArquivo = z.union([UploadId, z.object({ manter: z.literal(true) })]).nullable();

export const ResumoBody = z.object({
  turmaId: Id,
  aula: RequiredText('Aula', 200),
  resumo: RequiredText('Resumo', 10000),
  link,
  linkYoutube: link,
  data: IsoDate,
  hora: ClockTime,
  arquivo: ResumoArquivo.default(null),
});
export type ResumoBody = z.input<typeof ResumoBody>;

export const createResumo = endpoint({
  ...ROUTES.createResumo,
  name: 'createResumo',
  body: ResumoBody,
  response: Resumo,
  summary: 'Registra um resumo de aula (arquivo por upload id).',
});

export const updateResumo = endpoint({
  ...ROUTES.updateResumo,
  name: 'updateResumo',
  body: ResumoBody.omit({ turmaId: true }),
  response: Resumo,
  summary: 'Edita um resumo e responde o resumo atualizado.',
});

export const deleteResumo = endpoint({
  ...ROUTES.deleteResumo,
  name: 'deleteResumo',
  response: MessageBody,
  summary: 'Exclui um resumo (e o seu arquivo).',
});

export const NotaQuery = ListQuery.omit({ q: true }).extend({ alunoId: Id.optional() });

export const listNotas = endpoint({
  ...ROUTES.listNotas,
  name: 'listNotas',
  query: NotaQuery,
  response: z.array(Nota),
  summary: 'Notas da turma, mais recentes primeiro (o aluno recebe só as suas).',
});

export const createNota = endpoint({
  ...ROUTES.createNota,
  name: 'createNota',
  body: z.object({ turmaId: Id, alunoId: Id, data: IsoDate, notaWorkbook: grade, notaProva: grade }),
  response: MessageBody.extend({ cp_nota_id: Id }),
  summary: 'Lança a nota de um aluno (uma por aluno, turma e dia: outra é 409).',
});

export const updateNota = endpoint({
  ...ROUTES.updateNota,
  name: 'updateNota',
  body: z.object({ notaWorkbook: grade, notaProva: grade }),
  response: MessageBody,
  summary: 'Corrige uma nota.',
});

export const deleteNota = endpoint({
  ...ROUTES.deleteNota,
  name: 'deleteNota',
  response: MessageBody,
  summary: 'Exclui uma nota.',
});

export const EXPORT_KINDS = ['chamadas', 'notas'] as const;

/** CSV text (rules/sala-de-aula.ts chamadasCsv/notasCsv) wrapped in JSON; the browser adds the BOM when saving. */
export const exportarSalaDeAula = endpoint({
  ...ROUTES.exportarSalaDeAula,
  name: 'exportarSalaDeAula',
  query: z.object({ tipo: z.enum(EXPORT_KINDS) }),
  response: z.object({ arquivo: z.string(), csv: z.string() }),
  summary: 'Chamadas ou notas da turma em CSV (pt-BR: ";", vírgula decimal).',
});

export const getTurmaCursoId = endpoint({
  ...ROUTES.getTurmaCursoId,
  name: 'getTurmaCursoId',
  response: z.object({ cp_tr_curso_id: Id }),
  summary: 'O curso de uma turma.',
});

export const getCursoMaterial = endpoint({
  ...ROUTES.getCursoMaterial,
  name: 'getCursoMaterial',
  response: Curso,
  summary: 'Vídeo e PDFs de um curso (sala de aula do aluno).',
});

export const listAudiosMarcados = endpoint({
  ...ROUTES.listAudiosMarcados,
  name: 'listAudiosMarcados',
  query: z.object({ cursoId: Id.optional() }),
  response: z.array(Id),
  summary: 'Ids dos áudios já ouvidos pelo próprio aluno (de um curso, com cursoId).',
});

export const registrarVisualizacao = endpoint({
  ...ROUTES.registrarVisualizacao,
  name: 'registrarVisualizacao',
  body: z.object({ userId: Id, audioId: Id }),
  response: MessageBody,
  summary: 'Marca um áudio do curso da própria turma como ouvido (repetir não muda nada).',
});

// ── Orders and records, the same on both backends ─────────────────────

/** A class's students (the pickers, a whole-class attendance): by name, then id. */
export const ALUNO_ORDER = nameOrder('cp_nome', 'cp_id');

/** The attendance history: the lesson's day and time, newest first, then the student's name, then id. */
export const CHAMADA_ORDER: ListOrder<'cp_ch_data' | 'cp_ch_hora' | 'cp_nome_aluno' | 'cp_ch_id'> = [
  { column: 'cp_ch_data', kind: 'date', desc: true },
  { column: 'cp_ch_hora', kind: 'date', desc: true },
  { column: 'cp_nome_aluno', kind: 'name' },
  { column: 'cp_ch_id', kind: 'number' },
];

/** Attendance per student: by name, then the student's id. */
export const FREQUENCIA_ORDER = nameOrder('cp_nome_aluno', 'cp_aluno_id');

/** Grades: the day, newest first, then the student's name, then id. */
export const NOTA_ORDER: ListOrder<'cp_nota_data' | 'cp_nome_aluno' | 'cp_nota_id'> = [
  { column: 'cp_nota_data', kind: 'date', desc: true },
  { column: 'cp_nome_aluno', kind: 'name' },
  { column: 'cp_nota_id', kind: 'number' },
];

/** Summaries, by the list's `ordem`: newest first (day, time, id), or the reverse. */
export const RESUMO_ORDER: Readonly<Record<ResumoOrdem, ListOrder<'cp_res_data' | 'cp_res_hora' | 'cp_res_id'>>> = {
  recentes: [
    { column: 'cp_res_data', kind: 'date', desc: true },
    { column: 'cp_res_hora', kind: 'date', desc: true },
    { column: 'cp_res_id', kind: 'number', desc: true },
  ],
  antigos: [
    { column: 'cp_res_data', kind: 'date' },
    { column: 'cp_res_hora', kind: 'date' },
    { column: 'cp_res_id', kind: 'number' },
  ],
};

/** What `q` searches in a summary: the lesson, then the text. */
export const RESUMO_SEARCH: readonly SearchField<keyof Resumo & string>[] = ['cp_res_aula', 'cp_res_resumo'];

/**
 * The class records as both backends find them: each is stored in the table
 * (and mock collection) of its resource's name, with its id, class, student
 * (summaries have none) and day columns; and the 404 text of a missing one.
 */
export const CLASSROOM_RECORDS = {
  chamadas: {
    id: 'cp_ch_id',
    turma: 'cp_ch_turma_id',
    aluno: 'cp_ch_aluno_id',
    data: 'cp_ch_data',
    notFound: SALA_MESSAGES.chamadaNotFound,
  },
  notas: {
    id: 'cp_nota_id',
    turma: 'cp_nota_turma_id',
    aluno: 'cp_nota_aluno_id',
    data: 'cp_nota_data',
    notFound: SALA_MESSAGES.notaNotFound,
  },
  resumos: {
    id: 'cp_res_id',
    turma: 'cp_res_turma_id',
    aluno: null,
    data: 'cp_res_data',
    notFound: SALA_MESSAGES.resumoNotFound,
  },
} as const;

/** The ACCESS resources of the class records. */
export type ClassroomResource = keyof typeof CLASSROOM_RECORDS;
