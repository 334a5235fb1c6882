/**
 * The classroom (contract sala-de-aula.ts; rules in docs/sala-de-aula.md).
 *
 * Tags: a class's attendance, grades and summaries provide `Chamada`, `Nota`
 * and `Resumo` keyed `turma-<id>` (the per-class LIST) plus one per row, so
 * every write refreshes the lists of its class — and attendance writes also
 * refresh the class's frequency. Played marks provide `AudioOuvido`.
 */
import type { MessageBody } from '@contract/common';
import type { AlunoEscola, Chamada, Curso, Nota, Resumo } from '@contract/entities';
import type { AttendanceStatus } from '@contract/constants';
import type { Frequencia, ListaChamadaBody, ListaChamadaItem, ResumoBody } from '@contract/sala-de-aula';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, request, type Page } from './request';

export interface ChamadasQuery {
  readonly turmaId: number;
  readonly page?: number;
  readonly alunoId?: number;
  readonly de?: string;
  readonly ate?: string;
}

export interface NotasQuery {
  readonly turmaId: number;
  readonly page?: number;
  readonly pageSize?: number;
  readonly alunoId?: number;
}

export interface ResumosQuery {
  readonly turmaId: number;
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  readonly ordem?: 'recentes' | 'antigos';
}

export interface ChamadaArgs {
  readonly turmaId: number;
  readonly alunoId: number;
  readonly data: string;
  readonly hora: string;
  readonly status: AttendanceStatus;
}

/** A roll call: the class, and the day's date, time and one status per current student. */
export interface ListaChamadaArgs extends ListaChamadaBody {
  readonly turmaId: number;
}

export interface NotaArgs {
  readonly turmaId: number;
  readonly alunoId: number;
  readonly data: string;
  readonly notaWorkbook: number;
  readonly notaProva: number;
}

export interface SaveResumoArgs {
  /** Present on edit. */
  readonly id?: number;
  readonly turmaId: number;
  readonly body: Omit<ResumoBody, 'turmaId'>;
}

const ofClass = <T extends string>(type: T, turmaId: number) => ({ type, id: `turma-${turmaId}` });

export const salaDeAulaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTurmaAlunos: build.query<AlunoEscola[], number>({
      query: (id) => request(ROUTES.listTurmaAlunos, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Turma', id }],
    }),
    listChamadas: build.query<Page<Chamada>, ChamadasQuery>({
      queryFn: listQueryFn<Chamada, ChamadasQuery>(
        ROUTES.listChamadas,
        ({ turmaId: _t, ...query }) => query,
        ({ turmaId }) => ({ id: turmaId }),
      ),
      providesTags: (page, _e, { turmaId }) => [
        ofClass('Chamada', turmaId),
        ...(page?.items ?? []).map((c) => ({ type: 'Chamada' as const, id: c.cp_ch_id })),
      ],
    }),
    listFrequencia: build.query<Frequencia[], number>({
      query: (id) => request(ROUTES.listFrequencia, { params: { id } }),
      providesTags: (_r, _e, id) => [ofClass('Chamada', id)],
    }),
    createChamada: build.mutation<MessageBody & { cp_ch_id: number }, ChamadaArgs>({
      query: (body) => request(ROUTES.createChamada, { body }),
      invalidatesTags: (_r, error, { turmaId }) => (error ? [] : [ofClass('Chamada', turmaId)]),
    }),
    /** The roll call of a day: every current student with their record that day (refreshed by every attendance write). */
    getListaChamada: build.query<ListaChamadaItem[], { turmaId: number; data: string }>({
      query: ({ turmaId, data }) => request(ROUTES.getListaChamada, { params: { id: turmaId }, query: { data } }),
      providesTags: (_r, _e, { turmaId }) => [ofClass('Chamada', turmaId), { type: 'Turma', id: turmaId }],
    }),
    /**
     * Saves a roll call in one transaction. A refusal (the class changed: a
     * student left or joined) refreshes the roll call too, so what is shown
     * next is the class as it is.
     */
    saveListaChamada: build.mutation<MessageBody & { count: number }, ListaChamadaArgs>({
      query: ({ turmaId, ...body }) => request(ROUTES.saveListaChamada, { params: { id: turmaId }, body }),
      invalidatesTags: (_r, error, { turmaId }) =>
        error ? [ofClass('Chamada', turmaId), { type: 'Turma', id: turmaId }] : [ofClass('Chamada', turmaId)],
    }),
    updateChamada: build.mutation<MessageBody, { id: number; turmaId: number; status: AttendanceStatus }>({
      query: ({ id, status }) => request(ROUTES.updateChamada, { params: { id }, body: { status } }),
      invalidatesTags: (_r, error, { id, turmaId }) => (error ? [] : [ofClass('Chamada', turmaId), { type: 'Chamada', id }]),
    }),
    deleteChamada: build.mutation<MessageBody, { id: number; turmaId: number }>({
      query: ({ id }) => request(ROUTES.deleteChamada, { params: { id } }),
      invalidatesTags: (_r, error, { turmaId }) => (error ? [] : [ofClass('Chamada', turmaId)]),
    }),
    listNotas: build.query<Page<Nota>, NotasQuery>({
      queryFn: listQueryFn<Nota, NotasQuery>(
        ROUTES.listNotas,
        ({ turmaId: _t, ...query }) => query,
        ({ turmaId }) => ({ id: turmaId }),
      ),
      providesTags: (page, _e, { turmaId }) => [
        ofClass('Nota', turmaId),
        ...(page?.items ?? []).map((n) => ({ type: 'Nota' as const, id: n.cp_nota_id })),
      ],
    }),
    createNota: build.mutation<MessageBody & { cp_nota_id: number }, NotaArgs>({
      query: (body) => request(ROUTES.createNota, { body }),
      invalidatesTags: (_r, error, { turmaId }) => (error ? [] : [ofClass('Nota', turmaId)]),
    }),
    updateNota: build.mutation<MessageBody, { id: number; turmaId: number; notaWorkbook: number; notaProva: number }>({
      query: ({ id, notaWorkbook, notaProva }) =>
        request(ROUTES.updateNota, { params: { id }, body: { notaWorkbook, notaProva } }),
      invalidatesTags: (_r, error, { id, turmaId }) => (error ? [] : [ofClass('Nota', turmaId), { type: 'Nota', id }]),
    }),
    deleteNota: build.mutation<MessageBody, { id: number; turmaId: number }>({
      query: ({ id }) => request(ROUTES.deleteNota, { params: { id } }),
      invalidatesTags: (_r, error, { turmaId }) => (error ? [] : [ofClass('Nota', turmaId)]),
    }),
    listResumos: build.query<Page<Resumo>, ResumosQuery>({
      queryFn: listQueryFn<Resumo, ResumosQuery>(
        ROUTES.listResumos,
        ({ turmaId: _t, ...query }) => query,
        ({ turmaId }) => ({ turmaId }),
      ),
      providesTags: (page, _e, { turmaId }) => [
        ofClass('Resumo', turmaId),
        ...(page?.items ?? []).map((r) => ({ type: 'Resumo' as const, id: r.cp_res_id })),
      ],
    }),
    saveResumo: build.mutation<Resumo, SaveResumoArgs>({
      query: ({ id, turmaId, body }) =>
        id === undefined
          ? request(ROUTES.createResumo, { body: { ...body, turmaId } })
          : request(ROUTES.updateResumo, { params: { id }, body }),
      invalidatesTags: (_r, error, { turmaId }) => (error ? [] : [ofClass('Resumo', turmaId)]),
    }),
    deleteResumo: build.mutation<MessageBody, { id: number; turmaId: number }>({
      query: ({ id }) => request(ROUTES.deleteResumo, { params: { id } }),
      invalidatesTags: (_r, error, { turmaId }) => (error ? [] : [ofClass('Resumo', turmaId)]),
    }),
    /** The class's attendance or grades as CSV text (saved with a BOM by the screen). */
    exportarSalaDeAula: build.mutation<{ arquivo: string; csv: string }, { turmaId: number; tipo: 'chamadas' | 'notas' }>({
      query: ({ turmaId, tipo }) => request(ROUTES.exportarSalaDeAula, { params: { id: turmaId }, query: { tipo } }),
    }),
    getTurmaCursoId: build.query<number, number>({
      query: (turmaId) => request(ROUTES.getTurmaCursoId, { params: { turmaId } }),
      transformResponse: (answer: { cp_tr_curso_id: number }) => answer.cp_tr_curso_id,
    }),
    getCursoMaterial: build.query<Curso, number>({
      query: (courseId) => request(ROUTES.getCursoMaterial, { params: { courseId } }),
      providesTags: (_r, _e, id) => [{ type: 'Curso', id }],
    }),
    listAudiosMarcados: build.query<number[], { userId: number; cursoId?: number }>({
      query: ({ userId, cursoId }) => request(ROUTES.listAudiosMarcados, { params: { userId }, query: { cursoId } }),
      providesTags: [{ type: 'AudioOuvido', id: 'LIST' }],
    }),
    registrarVisualizacao: build.mutation<MessageBody, { userId: number; audioId: number }>({
      query: (body) => request(ROUTES.registrarVisualizacao, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'AudioOuvido', id: 'LIST' }]),
    }),
  }),
});

export const {
  useListTurmaAlunosQuery,
  useListChamadasQuery,
  useListFrequenciaQuery,
  useCreateChamadaMutation,
  useGetListaChamadaQuery,
  useSaveListaChamadaMutation,
  useUpdateChamadaMutation,
  useDeleteChamadaMutation,
  useListNotasQuery,
  useCreateNotaMutation,
  useUpdateNotaMutation,
  useDeleteNotaMutation,
  useListResumosQuery,
  useSaveResumoMutation,
  useDeleteResumoMutation,
  useExportarSalaDeAulaMutation,
  useGetTurmaCursoIdQuery,
  useGetCursoMaterialQuery,
  useListAudiosMarcadosQuery,
  useRegistrarVisualizacaoMutation,
} = salaDeAulaApi;
