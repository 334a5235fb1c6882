/**
 * People pickers of the registration forms (docs/registration.md): the
 * directors of the school form, the teachers and the students of a school
 * for the class form. Names only; the full user endpoints are users-api.ts.
 */
import type { PersonRef, SchoolStudent } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request } from './request';

/** The director type asked for by the school form (`cp_tipo_user=2`). */
const DIRECTOR_TYPE = 2;

export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /users-escolas?cp_tipo_user=2`: live directors, sorted by name. */
    listDirectors: build.query<PersonRef[], void>({
      query: () => request(ROUTES.listDirectors, { query: { cp_tipo_user: DIRECTOR_TYPE } }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    /** `GET /users-professores?escolaId=`: live teachers in the caller's scope, optionally of one school. */
    listTeachers: build.query<PersonRef[], { escolaId?: number } | void>({
      query: (args) => request(ROUTES.listTeachers, { query: { escolaId: args?.escolaId } }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    /** `GET /escola/alunos/:schoolId`: the school's live students with their current class. */
    listSchoolStudents: build.query<SchoolStudent[], number>({
      query: (schoolId) => request(ROUTES.listSchoolStudents, { params: { schoolId } }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useListDirectorsQuery, useListTeachersQuery, useListSchoolStudentsQuery } = peopleApi;
