/** Courses and audios endpoints (spec section 7, "Courses and audios"). */
import { z } from 'zod';
import { BinaryBody, Id, ListQuery, MAX_PDFS, MessageBody, MiB, OptionalText, RequiredText } from './common.ts';
import { endpoint } from './http.ts';
import { Audio, Course } from './entities.ts';

const pdf = { accept: ['application/pdf'], maxBytes: 20 * MiB, maxFiles: 1 } as const;
const audios = { accept: ['audio/*'], maxBytes: 50 * MiB, maxFiles: 200 } as const;

export const CourseFields = z.object({
  cp_nome_curso: RequiredText('Curso'),
  cp_youtube_link_curso: OptionalText(500).refine(
    (s) => s == null || s === 'null' || /^https?:\/\//i.test(s),
    'Informe um link válido (http:// ou https://).',
  ),
});

const coursePdfUploads = { pdf1: pdf, pdf2: pdf, pdf3: pdf };

export const listCursos = endpoint({
  name: 'listCursos',
  method: 'GET',
  path: '/cursos',
  auth: 'user',
  query: ListQuery,
  response: z.array(Course),
  list: true,
  summary: 'Catálogo de cursos.',
});

export const getCurso = endpoint({
  name: 'getCurso',
  method: 'GET',
  path: '/cursos/:id',
  auth: 'user',
  response: Course,
  summary: 'Um curso.',
});

export const createCurso = endpoint({
  name: 'createCurso',
  method: 'POST',
  path: '/cursos',
  auth: 'user',
  bodyKind: 'multipart',
  body: CourseFields,
  uploads: coursePdfUploads,
  response: z.object({ cursoId: Id }),
  summary: `Cadastra um curso com até ${MAX_PDFS} PDFs.`,
});

export const updateCurso = endpoint({
  name: 'updateCurso',
  method: 'PUT',
  path: '/update-curso/:id',
  auth: 'user',
  bodyKind: 'multipart',
  body: CourseFields,
  uploads: coursePdfUploads,
  response: MessageBody,
  summary: 'Edita um curso.',
});

export const deleteCurso = endpoint({
  name: 'deleteCurso',
  method: 'DELETE',
  path: '/cursos/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui um curso (também usado para desfazer um cadastro com erro).',
});

export const deleteCursoLegacy = endpoint({
  name: 'deleteCursoLegacy',
  method: 'DELETE',
  path: '/delete-curso/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui um curso e seus áudios.',
});

export const cursosBatch = endpoint({
  name: 'cursosBatch',
  method: 'POST',
  path: '/cursos/batch',
  auth: 'user',
  body: z.object({ cursoIds: z.array(Id).max(500) }),
  response: z.array(Course),
  summary: 'Vários cursos por id.',
});

export const listCourseAudios = endpoint({
  name: 'listCourseAudios',
  method: 'GET',
  path: '/audios-curso/:courseId',
  auth: 'user',
  query: ListQuery,
  response: z.array(Audio),
  list: true,
  summary: 'Áudios de um curso, ordenados por nome (ordem numérica).',
});

export const registerAudios = endpoint({
  name: 'registerAudios',
  method: 'POST',
  path: '/register-audio/:courseId',
  auth: 'user',
  bodyKind: 'multipart',
  body: z.object({}),
  uploads: { audios },
  response: MessageBody,
  summary: 'Envia áudios para um curso.',
});

export const updateAudios = endpoint({
  name: 'updateAudios',
  method: 'PUT',
  path: '/update-audio/:courseId',
  auth: 'user',
  bodyKind: 'multipart',
  body: z.object({}),
  uploads: { audios },
  response: MessageBody,
  summary: 'Acrescenta ou substitui áudios de um curso.',
});

export const streamAudioFile = endpoint({
  name: 'streamAudioFile',
  method: 'GET',
  path: '/audio/:filename',
  auth: 'user',
  response: BinaryBody,
  summary: 'Transmite um arquivo de áudio.',
});

export const streamAudioByName = endpoint({
  name: 'streamAudioByName',
  method: 'GET',
  path: '/audios/:name',
  auth: 'user',
  response: BinaryBody,
  summary: 'Transmite um áudio pelo nome.',
});
