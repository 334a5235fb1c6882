/** Classroom endpoints (spec section 7, "Classroom"). */
import { z } from 'zod';
import { AttendanceStatusSchema, ClockTime, Id, IsoDate, ListQuery, MessageBody, MiB, OptionalText, RequiredText } from './common.ts';
import { endpoint } from './http.ts';
import { Chamada, Course, Nota, Resumo, SchoolStudent, TurmaWithStudents } from './entities.ts';

const grade = z.coerce
  .number({ error: 'As notas devem estar entre 0 e 10!' })
  .min(0, 'As notas devem estar entre 0 e 10!')
  .max(10, 'As notas devem estar entre 0 e 10!')
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'As notas usam uma casa decimal.');

export const listTurmasComAlunos = endpoint({
  name: 'listTurmasComAlunos',
  method: 'GET',
  path: '/turmasComAlunos',
  auth: 'user',
  response: z.array(TurmaWithStudents),
  summary: 'Turmas do chamador com seus alunos (sala de aula).',
});

export const listTurmaAlunos = endpoint({
  name: 'listTurmaAlunos',
  method: 'GET',
  path: '/turmas/:id/alunos',
  auth: 'user',
  response: z.array(SchoolStudent),
  summary: 'Alunos de uma turma.',
});

export const listChamadas = endpoint({
  name: 'listChamadas',
  method: 'GET',
  path: '/chamadas/turma/:id',
  auth: 'user',
  query: ListQuery,
  response: z.array(Chamada),
  list: true,
  summary: 'Histórico de chamadas da turma (10 por página).',
});

export const ChamadaCreate = z.object({
  turmaId: Id,
  alunoId: Id,
  data: IsoDate,
  hora: ClockTime,
  status: AttendanceStatusSchema.default('Presente'),
});

export const createChamada = endpoint({
  name: 'createChamada',
  method: 'POST',
  path: '/chamadas',
  auth: 'user',
  body: ChamadaCreate,
  response: MessageBody.extend({ cp_ch_id: Id }),
  summary: 'Registra uma chamada (o modo em lote envia uma por aluno).',
});

export const updateChamada = endpoint({
  name: 'updateChamada',
  method: 'PUT',
  path: '/chamadas/:id',
  auth: 'user',
  body: z.object({ data: IsoDate, hora: ClockTime, status: AttendanceStatusSchema }),
  response: MessageBody,
  summary: 'Altera o status (e a data/hora) de uma chamada.',
});

export const deleteChamada = endpoint({
  name: 'deleteChamada',
  method: 'DELETE',
  path: '/chamadas/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui uma chamada.',
});

export const listResumos = endpoint({
  name: 'listResumos',
  method: 'GET',
  path: '/resumos/:turmaId',
  auth: 'user',
  response: z.array(Resumo),
  summary: 'Resumos de aula da turma.',
});

export const listResumosDaChamada = endpoint({
  name: 'listResumosDaChamada',
  method: 'GET',
  path: '/resumos/:chamadaId/:turmaId',
  auth: 'user',
  response: z.array(Resumo),
  summary: 'Resumos ligados a uma chamada da turma.',
});

const resumoFile = { accept: ['application/pdf', 'image/*'], maxBytes: 20 * MiB, maxFiles: 1 } as const;
const link = OptionalText(500);

export const createResumo = endpoint({
  name: 'createResumo',
  method: 'POST',
  path: '/resumos',
  auth: 'user',
  bodyKind: 'multipart',
  body: z.object({
    turmaId: Id,
    resumo: RequiredText('Resumo', 10000),
    link,
    linkYoutube: link,
    aula: RequiredText('Aula', 200),
    data: IsoDate,
  }),
  uploads: { arquivo: resumoFile },
  response: Resumo,
  summary: 'Registra um resumo de aula.',
});

export const updateResumo = endpoint({
  name: 'updateResumo',
  method: 'PUT',
  path: '/resumos/:id',
  auth: 'user',
  bodyKind: 'multipart',
  body: z.object({ resumo: RequiredText('Resumo', 10000), aula: RequiredText('Aula', 200), link, linkYoutube: link }),
  uploads: { arquivo: resumoFile },
  response: Resumo,
  summary: 'Edita um resumo e responde o resumo atualizado.',
});

export const deleteResumo = endpoint({
  name: 'deleteResumo',
  method: 'DELETE',
  path: '/resumos/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui um resumo.',
});

export const listNotas = endpoint({
  name: 'listNotas',
  method: 'GET',
  path: '/notas/turma/:id',
  auth: 'user',
  response: z.array(Nota),
  summary: 'Notas da turma.',
});

export const createNota = endpoint({
  name: 'createNota',
  method: 'POST',
  path: '/notas',
  auth: 'user',
  body: z.object({ turmaId: Id, alunoId: Id, data: IsoDate, notaWorkbook: grade, notaProva: grade }),
  response: MessageBody.extend({ cp_nota_id: Id }),
  summary: 'Lança a nota de um aluno.',
});

export const updateNota = endpoint({
  name: 'updateNota',
  method: 'PUT',
  path: '/notas/:id',
  auth: 'user',
  body: z.object({ notaWorkbook: grade, notaProva: grade }),
  response: MessageBody,
  summary: 'Corrige uma nota.',
});

export const deleteNota = endpoint({
  name: 'deleteNota',
  method: 'DELETE',
  path: '/notas/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui uma nota.',
});

export const getTurmaCursoId = endpoint({
  name: 'getTurmaCursoId',
  method: 'GET',
  path: '/curso-id-da-turma/:turmaId',
  auth: 'user',
  response: z.object({ cp_tr_curso_id: Id }),
  summary: 'O curso de uma turma.',
});

export const getCursoMaterial = endpoint({
  name: 'getCursoMaterial',
  method: 'GET',
  path: '/curso-material/:courseId',
  auth: 'user',
  response: Course,
  summary: 'Vídeo e PDFs de um curso (sala de aula do aluno).',
});

export const listAudiosMarcados = endpoint({
  name: 'listAudiosMarcados',
  method: 'GET',
  path: '/audios-marcados/:userId',
  auth: 'user',
  response: z.array(Id),
  summary: 'Ids dos áudios já ouvidos pelo aluno.',
});

export const registrarVisualizacao = endpoint({
  name: 'registrarVisualizacao',
  method: 'POST',
  path: '/registrar-visualizacao',
  auth: 'user',
  body: z.object({ userId: Id, audioId: Id }),
  response: MessageBody,
  summary: 'Marca um áudio como ouvido.',
});
