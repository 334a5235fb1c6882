/**
 * People pickers of the registration forms (docs/registration.md): the
 * directors of the school form, the teachers and the students of a school
 * for the class form. Names only; the full user endpoints are usuarios-api.ts.
 */
import type { PersonRef, AlunoEscola } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request } from './request';

/** The director type asked for by the school form (`cp_tipo_user=2`). */
const DIRECTOR_TYPE = 2;

export const pessoasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /users-escolas?cp_tipo_user=2`: live directors, sorted by name. */
    listDiretores: build.query<PersonRef[], void>({
      query: () => request(ROUTES.listDiretores, { query: { cp_tipo_user: DIRECTOR_TYPE } }),
      providesTags: [{ type: 'Usuario', id: 'LIST' }],
    }),
    /** `GET /users-professores?escolaId=`: live teachers in the caller's scope, optionally of one school. */
    listProfessores: build.query<PersonRef[], { escolaId?: number } | void>({
      query: (args) => request(ROUTES.listProfessores, { query: { escolaId: args?.escolaId } }),
      providesTags: [{ type: 'Usuario', id: 'LIST' }],
    }),
    /** `GET /escola/alunos/:schoolId`: the school's live students with their current class. */
    listAlunosEscola: build.query<AlunoEscola[], number>({
      query: (schoolId) => request(ROUTES.listAlunosEscola, { params: { schoolId } }),
      providesTags: [{ type: 'Usuario', id: 'LIST' }],
    }),
  }),
});

export const { useListDiretoresQuery, useListProfessoresQuery, useListAlunosEscolaQuery } = pessoasApi;
