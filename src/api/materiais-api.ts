/**
 * Training and extra material (spec section 7, "Materials"), and the grants
 * the gestor gives (contract permissoes.ts). Both kinds share one body and
 * one card view (`materialView`): the endpoints take the kind and pick its
 * route, so the screens never spell a path or a field name twice.
 *
 * Tags: a kind's list provides its LIST tag plus one per row (`Material` for
 * training, `MaterialExtra` for extra), so a save or a delete refreshes the
 * list; grants provide `Permissao`, so a grant or a revoke refreshes both the
 * gestor's list and `minhasPermissoes`.
 */
import type { MessageBody } from '@contract/common';
import type { MaterialCategoryCode } from '@contract/constants';
import {
  materialView,
  type MaterialBody,
  type MaterialExtraResposta,
  type MaterialKind,
  type MaterialResposta,
  type MaterialView,
} from '@contract/materiais';
import type { Grant } from '@contract/access';
import type { Permissao } from '@contract/permissoes';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, request, type Page } from './request';

export interface MateriaisQuery {
  readonly kind: MaterialKind;
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  /** Only materials tagged with this category code. */
  readonly codigo?: MaterialCategoryCode;
}

export interface SaveMaterialArgs {
  readonly kind: MaterialKind;
  /** Present on edit. */
  readonly id?: number;
  readonly body: MaterialBody;
}

export interface DeleteMaterialArgs {
  readonly kind: MaterialKind;
  readonly id: number;
}

export interface GrantArgs {
  readonly userId: number;
  readonly permissao: Grant;
}

/** Each kind's routes and tag. */
const KIND = {
  treinamento: {
    tag: 'Material',
    list: ROUTES.listMateriais,
    create: ROUTES.createMaterial,
    update: ROUTES.updateMaterial,
    remove: ROUTES.deleteMaterial,
  },
  extra: {
    tag: 'MaterialExtra',
    list: ROUTES.listMaterialExtra,
    create: ROUTES.createMaterialExtra,
    update: ROUTES.updateMaterialExtra,
    remove: ROUTES.deleteMaterialExtra,
  },
} as const;

const listOf = {
  treinamento: listQueryFn<MaterialResposta, MateriaisQuery>(ROUTES.listMateriais, ({ kind: _kind, ...query }) => query),
  extra: listQueryFn<MaterialExtraResposta, MateriaisQuery>(ROUTES.listMaterialExtra, ({ kind: _kind, ...query }) => query),
};

/** A kind's list changed (and the row, when one is named). */
const kindChanged = (kind: MaterialKind, id?: number) => [
  { type: KIND[kind].tag, id: 'LIST' as const },
  ...(id !== undefined ? [{ type: KIND[kind].tag, id }] : []),
];

const PERMISSOES = [{ type: 'Permissao' as const, id: 'LIST' as const }];

export const materiaisApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of a kind's materials, as cards (most recent first; a teacher sees those of their codes). */
    listMateriais: build.query<Page<MaterialView>, MateriaisQuery>({
      async queryFn(arg, api, extra, baseQuery) {
        // The slice's base query is fetchBaseQuery's (its meta is FetchBaseQueryMeta), as listQueryFn reads it.
        const result = await listOf[arg.kind](arg, api, extra, baseQuery as Parameters<(typeof listOf)['extra']>[3]);
        if (result.error) return { error: result.error };
        const rows = result.data.items as (MaterialResposta | MaterialExtraResposta)[];
        return { data: { items: rows.map((row) => materialView(arg.kind, row)), total: result.data.total } };
      },
      providesTags: (page, _e, { kind }) => [
        { type: KIND[kind].tag, id: 'LIST' as const },
        ...(page?.items ?? []).map((m) => ({ type: KIND[kind].tag, id: m.id })),
      ],
    }),
    /** Creates (no id) or edits a material of either kind: files travel as upload ids. */
    saveMaterial: build.mutation<MessageBody, SaveMaterialArgs>({
      query: ({ kind, id, body }) =>
        id === undefined ? request(KIND[kind].create, { body }) : request(KIND[kind].update, { params: { id }, body }),
      invalidatesTags: (_r, error, { kind, id }) => (error ? [] : kindChanged(kind, id)),
    }),
    deleteMaterial: build.mutation<MessageBody, DeleteMaterialArgs>({
      query: ({ kind, id }) => request(KIND[kind].remove, { params: { id } }),
      invalidatesTags: (_r, error, { kind, id }) => (error ? [] : kindChanged(kind, id)),
    }),
    /** The grants of the caller (what the screen may offer beyond the caller's type). */
    minhasPermissoes: build.query<readonly Grant[], void>({
      query: () => request(ROUTES.minhasPermissoes),
      transformResponse: (answer: { permissoes: Grant[] }) => answer.permissoes,
      providesTags: PERMISSOES,
    }),
    /** Who holds a grant (the gestor: everyone; the others: their own). */
    listPermissoes: build.query<Permissao[], { permissao?: Grant } | void>({
      query: (arg) => request(ROUTES.listPermissoes, { query: { permissao: arg?.permissao } }),
      providesTags: PERMISSOES,
    }),
    grantPermissao: build.mutation<MessageBody, GrantArgs>({
      query: ({ userId, permissao }) => request(ROUTES.grantPermissao, { params: { userId, permissao } }),
      invalidatesTags: (_r, error) => (error ? [] : PERMISSOES),
    }),
    revokePermissao: build.mutation<MessageBody, GrantArgs>({
      query: ({ userId, permissao }) => request(ROUTES.revokePermissao, { params: { userId, permissao } }),
      invalidatesTags: (_r, error) => (error ? [] : PERMISSOES),
    }),
  }),
});

export const {
  useListMateriaisQuery,
  useSaveMaterialMutation,
  useDeleteMaterialMutation,
  useMinhasPermissoesQuery,
  useListPermissoesQuery,
  useGrantPermissaoMutation,
  useRevokePermissaoMutation,
} = materiaisApi;
