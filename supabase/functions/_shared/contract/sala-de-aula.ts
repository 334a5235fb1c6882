/** Classroom endpoints (spec section 7, "Classroom"). */
import { z } from 'zod';
import {
  AttendanceStatusSchema,
  ClockTime,
  Id,
  IsoDate,
  ListQuery,
  MessageBody,
  MiB,
  OptionalText,
  RequiredText,
} from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { Chamada, Curso, Nota, Resumo, AlunoEscola, TurmaComAlunos } from './entities.ts';

const grade = z.coerce
  .number({ error: 'As notas devem estar entre 0 e 10!' })
  .min(0, 'As notas devem estar entre 0 e 10!')
  .max(10, 'As notas devem estar entre 0 e 10!')
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'As notas usam uma casa decimal.');

export const listTurmasComAlunos = endpoint({
  ...ROUTES.listTurmasComAlunos,
  name: 'listTurmasComAlunos',
  response: z.array(TurmaComAlunos),
  summary: 'Turmas do chamador com seus alunos (sala de aula).',
});

export const listTurmaAlunos = endpoint({
  ...ROUTES.listTurmaAlunos,
  name: 'listTurmaAlunos',
  response: z.array(AlunoEscola),
  summary: 'Alunos de uma turma.',
});

export const listChamadas = endpoint({
  ...ROUTES.listChamadas,
  name: 'listChamadas',
  query: ListQuery,
  response: z.array(Chamada),
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
  ...ROUTES.createChamada,
  name: 'createChamada',
  body: ChamadaCreate,
  response: MessageBody.extend({ cp_ch_id: Id }),
  summary: 'Registra uma chamada (o modo em lote envia uma por aluno).',
});

export const updateChamada = endpoint({
  ...ROUTES.updateChamada,
  name: 'updateChamada',
  body: z.object({ data: IsoDate, hora: ClockTime, status: AttendanceStatusSchema }),
  response: MessageBody,
  summary: 'Altera o status (e a data/hora) de uma chamada.',
});

export const deleteChamada = endpoint({
  ...ROUTES.deleteChamada,
  name: 'deleteChamada',
  response: MessageBody,
  summary: 'Exclui uma chamada.',
});

export const listResumos = endpoint({
  ...ROUTES.listResumos,
  name: 'listResumos',
  response: z.array(Resumo),
  summary: 'Resumos de aula da turma.',
});

export const listResumosDaChamada = endpoint({
  ...ROUTES.listResumosDaChamada,
  name: 'listResumosDaChamada',
  response: z.array(Resumo),
  summary: 'Resumos ligados a uma chamada da turma.',
});

const resumoFile = { accept: ['application/pdf', 'image/*'], maxBytes: 20 * MiB, maxFiles: 1 } as const;
const link = OptionalText(500);

export const createResumo = endpoint({
  ...ROUTES.createResumo,
  name: 'createResumo',
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
  ...ROUTES.updateResumo,
  name: 'updateResumo',
  body: z.object({ resumo: RequiredText('Resumo', 10000), aula: RequiredText('Aula', 200), link, linkYoutube: link }),
  uploads: { arquivo: resumoFile },
  response: Resumo,
  summary: 'Edita um resumo e responde o resumo atualizado.',
});

export const deleteResumo = endpoint({
  ...ROUTES.deleteResumo,
  name: 'deleteResumo',
  response: MessageBody,
  summary: 'Exclui um resumo.',
});

export const listNotas = endpoint({
  ...ROUTES.listNotas,
  name: 'listNotas',
  response: z.array(Nota),
  summary: 'Notas da turma.',
});

export const createNota = endpoint({
  ...ROUTES.createNota,
  name: 'createNota',
  body: z.object({ turmaId: Id, alunoId: Id, data: IsoDate, notaWorkbook: grade, notaProva: grade }),
  response: MessageBody.extend({ cp_nota_id: Id }),
  summary: 'Lança a nota de um aluno.',
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
  response: z.array(Id),
  summary: 'Ids dos áudios já ouvidos pelo aluno.',
});

export const registrarVisualizacao = endpoint({
  ...ROUTES.registrarVisualizacao,
  name: 'registrarVisualizacao',
  body: z.object({ userId: Id, audioId: Id }),
  response: MessageBody,
  summary: 'Marca um áudio como ouvido.',
});
