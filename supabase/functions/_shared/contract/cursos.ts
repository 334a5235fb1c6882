/** Courses and audios endpoints (spec section 7, "Courses and audios"). */
import { z } from 'zod';
import { BinaryBody, Id, ListQuery, MAX_PDFS, MessageBody, MiB, OptionalText, RequiredText } from './common.ts';
import { columnsOf } from './columns.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { Audio, Curso } from './entities.ts';

const pdf = { accept: ['application/pdf'], maxBytes: 20 * MiB, maxFiles: 1 } as const;
const audios = { accept: ['audio/*'], maxBytes: 50 * MiB, maxFiles: 200 } as const;

export const CursoFields = z.object({
  cp_nome_curso: RequiredText('Curso'),
  cp_youtube_link_curso: OptionalText(500).refine(
    (s) => s == null || s === 'null' || /^https?:\/\//i.test(s),
    'Informe um link válido (http:// ou https://).',
  ),
});

/** The columns of a course. */
export const CURSO_COLUMNS = columnsOf(Curso);

const coursePdfUploads = { pdf1: pdf, pdf2: pdf, pdf3: pdf };

export const listCursos = endpoint({
  ...ROUTES.listCursos,
  name: 'listCursos',
  query: ListQuery,
  response: z.array(Curso),
  summary: 'Catálogo de cursos.',
});

export const getCurso = endpoint({
  ...ROUTES.getCurso,
  name: 'getCurso',
  response: Curso,
  summary: 'Um curso.',
});

export const createCurso = endpoint({
  ...ROUTES.createCurso,
  name: 'createCurso',
  body: CursoFields,
  uploads: coursePdfUploads,
  response: z.object({ cursoId: Id }),
  summary: `Cadastra um curso com até ${MAX_PDFS} PDFs.`,
});

export const updateCurso = endpoint({
  ...ROUTES.updateCurso,
  name: 'updateCurso',
  body: CursoFields,
  uploads: coursePdfUploads,
  response: MessageBody,
  summary: 'Edita um curso.',
});

export const deleteCurso = endpoint({
  ...ROUTES.deleteCurso,
  name: 'deleteCurso',
  response: MessageBody,
  summary: 'Exclui um curso (também usado para desfazer um cadastro com erro).',
});

export const deleteCursoLegacy = endpoint({
  ...ROUTES.deleteCursoLegacy,
  name: 'deleteCursoLegacy',
  response: MessageBody,
  summary: 'Exclui um curso e seus áudios.',
});

export const cursosBatch = endpoint({
  ...ROUTES.cursosBatch,
  name: 'cursosBatch',
  body: z.object({ cursoIds: z.array(Id).max(500) }),
  response: z.array(Curso),
  summary: 'Vários cursos por id.',
});

export const listAudiosCurso = endpoint({
  ...ROUTES.listAudiosCurso,
  name: 'listAudiosCurso',
  query: ListQuery,
  response: z.array(Audio),
  summary: 'Áudios de um curso, ordenados por nome (ordem numérica).',
});

export const registerAudios = endpoint({
  ...ROUTES.registerAudios,
  name: 'registerAudios',
  body: z.object({}),
  uploads: { audios },
  response: MessageBody,
  summary: 'Envia áudios para um curso.',
});

export const updateAudios = endpoint({
  ...ROUTES.updateAudios,
  name: 'updateAudios',
  body: z.object({}),
  uploads: { audios },
  response: MessageBody,
  summary: 'Acrescenta ou substitui áudios de um curso.',
});

export const streamAudioFile = endpoint({
  ...ROUTES.streamAudioFile,
  name: 'streamAudioFile',
  response: BinaryBody,
  summary: 'Transmite um arquivo de áudio.',
});

export const streamAudioByName = endpoint({
  ...ROUTES.streamAudioByName,
  name: 'streamAudioByName',
  response: BinaryBody,
  summary: 'Transmite um áudio pelo nome.',
});
