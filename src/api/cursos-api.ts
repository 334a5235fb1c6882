/**
 * Courses and their tracks (spec section 7, "Courses and audios"; rules in
 * docs/cursos.md): the fixed catalogue, one course, its tracks page by page,
 * and the audio form's create and edit — each one call that carries the
 * uploads' ids (docs/arquivos.md).
 */
import type { AudioResposta, CriarCursoBody, CursoResposta, EditarCursoBody } from '@contract/cursos';
import type { MessageBody } from '@contract/common';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, listTags, request, type Page } from './request';

export interface CursoListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  /** 1: only courses with tracks (the Áudios screen). */
  readonly comAudios?: 0 | 1;
}

export interface AudiosQuery {
  readonly cursoId: number;
  readonly page?: number;
  readonly pageSize?: number;
}

/** A course's content changed: the course, the course lists and its tracks refresh. */
const courseChanged = (id?: number) => [
  { type: 'Curso' as const, id: 'LIST' },
  ...(id !== undefined ? [{ type: 'Curso' as const, id }] : []),
  { type: 'Audio' as const, id: 'LIST' },
];

export const cursosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCursos: build.query<Page<CursoResposta>, CursoListQuery | void>({
      queryFn: listQueryFn<CursoResposta, CursoListQuery | void>(ROUTES.listCursos),
      providesTags: listTags('Curso', (c: CursoResposta) => c.cp_curso_id),
    }),
    getCurso: build.query<CursoResposta, number>({
      query: (id) => request(ROUTES.getCurso, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Curso', id }],
    }),
    /** A page of a course's tracks (numeric-aware order); without page and pageSize, every track. */
    listAudiosCurso: build.query<Page<AudioResposta>, AudiosQuery>({
      queryFn: listQueryFn<AudioResposta, AudiosQuery>(
        ROUTES.listAudiosCurso,
        ({ page, pageSize }) => ({ page, pageSize }),
        ({ cursoId }) => ({ courseId: cursoId }),
      ),
      providesTags: listTags('Audio', (a: AudioResposta) => a.cp_audio_id),
    }),
    createCurso: build.mutation<{ cursoId: number; msg: string }, CriarCursoBody>({
      query: (body) => request(ROUTES.createCurso, { body }),
      invalidatesTags: (_r, error) => (error ? [] : courseChanged()),
    }),
    updateCurso: build.mutation<MessageBody, { id: number; body: EditarCursoBody }>({
      query: ({ id, body }) => request(ROUTES.updateCurso, { params: { id }, body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : courseChanged(id)),
    }),
  }),
});

export const { useListCursosQuery, useGetCursoQuery, useListAudiosCursoQuery, useCreateCursoMutation, useUpdateCursoMutation } =
  cursosApi;
