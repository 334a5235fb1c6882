/** Classes (turmas) endpoints (spec section 7, "Classes"). */
import { z } from 'zod';
import { Id, IsoDate, ListQuery, MessageBody, RequiredText } from './common.ts';
import { endpoint } from './http.ts';
import { SchoolStudent, Turma } from './entities.ts';

export const TurmaFields = z.object({
  cp_tr_nome: RequiredText('Nome'),
  cp_tr_data: IsoDate,
  cp_tr_id_professor: Id,
  cp_tr_id_escola: Id,
  cp_tr_curso_id: Id,
  cp_tr_alunos: z.array(Id).max(500).default([]),
});
export type TurmaFields = z.input<typeof TurmaFields>;

export const listTurmas = endpoint({
  name: 'listTurmas',
  method: 'GET',
  path: '/turmas',
  auth: 'user',
  query: ListQuery.extend({ escolaId: Id.optional(), professorId: Id.optional() }),
  response: z.array(Turma),
  list: true,
  summary: 'Turmas visíveis ao chamador (aluno: a sua; professor: as suas).',
});

export const getTurma = endpoint({
  name: 'getTurma',
  method: 'GET',
  path: '/turmas/:id',
  auth: 'user',
  response: Turma,
  summary: 'Uma turma.',
});

export const deleteTurma = endpoint({
  name: 'deleteTurma',
  method: 'DELETE',
  path: '/delete-turma/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui uma turma.',
});

export const listSchoolStudents = endpoint({
  name: 'listSchoolStudents',
  method: 'GET',
  path: '/escola/alunos/:schoolId',
  auth: 'user',
  response: z.array(SchoolStudent),
  summary: 'Alunos de uma escola (para montar turmas).',
});

export const listTeacherTurmas = endpoint({
  name: 'listTeacherTurmas',
  method: 'GET',
  path: '/cp_turmas/professor/:teacherId',
  auth: 'user',
  response: z.array(Turma),
  summary: 'Turmas de um professor.',
});

export const updateTurma = endpoint({
  name: 'updateTurma',
  method: 'PUT',
  path: '/update-turma/:id',
  auth: 'user',
  body: TurmaFields,
  response: MessageBody,
  summary: 'Edita uma turma e seus alunos.',
});

export const registerTurma = endpoint({
  name: 'registerTurma',
  method: 'POST',
  path: '/register-turma',
  auth: 'user',
  body: TurmaFields,
  response: MessageBody.extend({ cp_tr_id: Id }),
  summary: 'Cadastra uma turma com seus alunos.',
});
