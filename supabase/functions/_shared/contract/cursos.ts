/** Courses and audios endpoints (spec section 7, "Courses and audios"). */
import { z } from 'zod';
import { FlagInput, Id, ListQuery, MAX_PDFS, MessageBody, OptionalText, RequiredText } from './common.ts';
import { UploadId } from './arquivos.ts';
import { columnsOf } from './columns.ts';
import type { ListOrder } from './order.ts';
import type { SearchField } from './search.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { Audio, Curso } from './entities.ts';

/** How many tracks one course holds at most (an audio course is dozens of tracks). */
export const MAX_AUDIOS_PER_CURSO = 200;

/** The messages of the audio form (spec section 8, "Courses and audios"), and ours where the spec names none. */
export const CURSO_MESSAGES = {
  created: 'Curso e áudios cadastrados com sucesso!',
  updated: 'Curso e áudios atualizados com sucesso!',
  maxPdfs: `Máximo de ${MAX_PDFS} PDFs permitidos.`,
  noAudios: 'Envie ao menos um arquivo de áudio.',
  tooManyAudios: `Um curso tem no máximo ${MAX_AUDIOS_PER_CURSO} áudios.`,
  notFound: 'Curso não encontrado.',
  notInCatalogue: 'Escolha um curso do catálogo.',
  alreadyHasAudios: 'Este curso já tem áudios cadastrados. Use a edição do curso.',
  audioNotInCourse: 'Há áudios a remover que não são deste curso.',
  keepMissing: 'Um dos PDFs a manter não existe mais neste curso. Recarregue a página.',
  pdfRepeated: 'O mesmo PDF foi escolhido mais de uma vez.',
  audioRepeated: 'O mesmo arquivo de áudio foi escolhido mais de uma vez.',
} as const;

const youtubeLink = OptionalText(500).refine(
  (s) => s == null || s === 'null' || /^https?:\/\//i.test(s),
  'Informe um link válido (http:// ou https://).',
);

export const CursoFields = z.object({
  cp_nome_curso: RequiredText('Curso'),
  cp_youtube_link_curso: youtubeLink,
});

/** The columns of a course. */
export const CURSO_COLUMNS = columnsOf(Curso);

/** The PDF columns of a course, in slot order. */
export const CURSO_PDF_COLUMNS = ['cp_pdf1_curso', 'cp_pdf2_curso', 'cp_pdf3_curso'] as const;

/** The order of the courses list: the catalogue's (the id). */
export const CURSO_ORDER: ListOrder<'cp_curso_id'> = [{ column: 'cp_curso_id', kind: 'number' }];

/** The order of a course's tracks: by name, numeric-aware ('Unit 2' before 'Unit 10'), then id. */
export const AUDIO_ORDER: ListOrder<'cp_nome_audio' | 'cp_audio_id'> = [
  { column: 'cp_nome_audio', kind: 'natural' },
  { column: 'cp_audio_id', kind: 'number' },
];

/** What the courses list's `q` searches. */
export const CURSO_SEARCH: readonly SearchField<'cp_nome_curso'>[] = ['cp_nome_curso'];

/** What a course's tracks list's `q` searches. */
export const AUDIO_SEARCH: readonly SearchField<'cp_nome_audio'>[] = ['cp_nome_audio'];

/** A course as answered: its files as signed URLs (null where there is none, or the caller may not read it), with the PDFs' original names. */
export const CursoResposta = Curso.extend({
  cp_pdf1_nome: z.string().nullable(),
  cp_pdf2_nome: z.string().nullable(),
  cp_pdf3_nome: z.string().nullable(),
});
export type CursoResposta = z.infer<typeof CursoResposta>;

/** A track as answered: `cp_arquivo_audio` is a signed URL (null when the file is missing or not readable). */
export const AudioResposta = Audio.extend({ cp_arquivo_audio: z.string().nullable() });
export type AudioResposta = z.infer<typeof AudioResposta>;

/** A track's name: its file's name without the extension ("Unit 2.mp3" → "Unit 2"). */
export function audioNameOf(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const name = (dot > 0 ? base.slice(0, dot) : base).trim();
  return name === '' ? base : name;
}

const pdfList = z.array(UploadId).max(MAX_PDFS, CURSO_MESSAGES.maxPdfs);
const uniqueIds = (ids: readonly string[]) => new Set(ids).size === ids.length;

/**
 * Registers a course's audio content in one operation (spec: POST /cursos,
 * then POST /register-audio, deleting the course if the audios fail): the
 * course of the catalogue named `cp_nome_curso`, its YouTube link, up to 3
 * PDFs and its tracks, by upload id (docs/arquivos.md). All or nothing.
 */
export const CriarCursoBody = CursoFields.extend({
  pdfs: pdfList.default([]).refine(uniqueIds, CURSO_MESSAGES.pdfRepeated),
  audios: z
    .array(UploadId)
    .min(1, CURSO_MESSAGES.noAudios)
    .max(MAX_AUDIOS_PER_CURSO, CURSO_MESSAGES.tooManyAudios)
    .refine(uniqueIds, CURSO_MESSAGES.audioRepeated),
});
export type CriarCursoBody = z.infer<typeof CriarCursoBody>;

/** A PDF slot of an edit: a new upload, or `{ manter: n }` to keep the course's current PDF n (1–3). */
export const PdfSlot = z.union([UploadId, z.object({ manter: z.number().int().min(1).max(MAX_PDFS) })]);
export type PdfSlot = z.infer<typeof PdfSlot>;

/**
 * Edits a course and its tracks in one operation (spec: PUT /update-curso,
 * then PUT /update-audio): the link, the PDFs in order (kept or new; one not
 * listed is removed), tracks added (`audios`, by upload id) and removed
 * (`remover`, by id).
 */
export const EditarCursoBody = z.object({
  cp_youtube_link_curso: youtubeLink,
  pdfs: z.array(PdfSlot).max(MAX_PDFS, CURSO_MESSAGES.maxPdfs),
  audios: z
    .array(UploadId)
    .max(MAX_AUDIOS_PER_CURSO, CURSO_MESSAGES.tooManyAudios)
    .refine(uniqueIds, CURSO_MESSAGES.audioRepeated)
    .default([]),
  remover: z.array(Id).max(MAX_AUDIOS_PER_CURSO).default([]),
});
export type EditarCursoBody = z.infer<typeof EditarCursoBody>;

export const CursosQuery = ListQuery.extend({
  /** 1: only courses with at least one track (the Áudios screen's list). */
  comAudios: FlagInput.optional(),
});

export const listCursos = endpoint({
  ...ROUTES.listCursos,
  name: 'listCursos',
  query: CursosQuery,
  response: z.array(CursoResposta),
  summary: 'Catálogo de cursos.',
});

export const getCurso = endpoint({
  ...ROUTES.getCurso,
  name: 'getCurso',
  response: CursoResposta,
  summary: 'Um curso.',
});

export const createCurso = endpoint({
  ...ROUTES.createCurso,
  name: 'createCurso',
  body: CriarCursoBody,
  response: z.object({ cursoId: Id, msg: z.string() }),
  summary: `Cadastra o conteúdo de áudio de um curso do catálogo (link, até ${MAX_PDFS} PDFs, faixas) numa só operação.`,
});

export const updateCurso = endpoint({
  ...ROUTES.updateCurso,
  name: 'updateCurso',
  body: EditarCursoBody,
  response: MessageBody,
  summary: 'Edita um curso e suas faixas (acrescenta e remove) numa só operação.',
});

export const listAudiosCurso = endpoint({
  ...ROUTES.listAudiosCurso,
  name: 'listAudiosCurso',
  query: ListQuery,
  response: z.array(AudioResposta),
  summary: 'Áudios de um curso, ordenados por nome (ordem numérica).',
});
