/**
 * The agenda (contract agenda.ts; rules in docs/agenda.md).
 *
 * Tags: every window of the calendar (and the day of 'Eventos do Dia')
 * provides `Evento` LIST plus one per event, so a create, a move or a
 * delete refreshes every window shown. A move is drawn at once: it patches
 * the event in every cached window and undoes the patches if the server
 * refuses it; then the windows read the server's answer either way.
 */
import type { AgendaEvento, AgendaQuery, EventoCreate, EventoUpdate } from '@contract/agenda';
import type { MessageBody } from '@contract/common';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request } from './request';

export interface UpdateEventoArgs {
  readonly id: number;
  readonly changes: EventoUpdate;
}

const WINDOWS = [{ type: 'Evento' as const, id: 'LIST' as const }];

/** The changes as the server keeps them (a blank description is none). */
function applied(changes: EventoUpdate): Partial<AgendaEvento> {
  const { cp_ev_titulo, cp_ev_descricao, cp_ev_inicio, cp_ev_fim, cp_ev_dia_inteiro } = changes;
  return {
    ...(cp_ev_titulo !== undefined ? { cp_ev_titulo: cp_ev_titulo.trim() } : {}),
    ...(cp_ev_descricao !== undefined ? { cp_ev_descricao: cp_ev_descricao?.trim() || null } : {}),
    ...(cp_ev_inicio !== undefined ? { cp_ev_inicio } : {}),
    ...(cp_ev_fim !== undefined ? { cp_ev_fim } : {}),
    ...(cp_ev_dia_inteiro !== undefined ? { cp_ev_dia_inteiro } : {}),
  };
}

export const agendaApi = baseApi.enhanceEndpoints({ addTagTypes: ['Evento'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The events the caller reads that touch [de, ate] (both days included), by start and title. */
    listAgenda: build.query<AgendaEvento[], AgendaQuery>({
      query: ({ de, ate }) => request(ROUTES.listAgenda, { query: { de, ate } }),
      providesTags: (rows) => [...WINDOWS, ...(rows ?? []).map((e) => ({ type: 'Evento' as const, id: e.cp_ev_id }))],
    }),
    createEvento: build.mutation<AgendaEvento, EventoCreate>({
      query: (body) => request(ROUTES.createEvento, { body }),
      invalidatesTags: (_r, error) => (error ? [] : WINDOWS),
    }),
    /** A move, a resize or an edit, drawn before the server answers. */
    updateEvento: build.mutation<AgendaEvento, UpdateEventoArgs>({
      query: ({ id, changes }) => request(ROUTES.updateEvento, { params: { id }, body: changes }),
      async onQueryStarted({ id, changes }, { dispatch, getState, queryFulfilled }) {
        const patch = applied(changes);
        const windows = agendaApi.util.selectCachedArgsForQuery(getState(), 'listAgenda');
        const patches = windows.map((window) =>
          dispatch(
            agendaApi.util.updateQueryData('listAgenda', window, (rows) => {
              const row = rows.find((e) => e.cp_ev_id === id);
              if (row) Object.assign(row, patch);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const p of patches) p.undo();
        }
      },
      // Refused or not, the windows read the server's truth (the event may have gone).
      invalidatesTags: WINDOWS,
    }),
    /** Deletes only that event (decision 43). */
    deleteEvento: build.mutation<MessageBody, number>({
      query: (id) => request(ROUTES.deleteEvento, { params: { id } }),
      invalidatesTags: (_r, error) => (error ? [] : WINDOWS),
    }),
  }),
});

export const { useListAgendaQuery, useCreateEventoMutation, useUpdateEventoMutation, useDeleteEventoMutation } = agendaApi;
