/**
 * Completion certificates (contract certificados.ts; docs/certificados.md).
 *
 * Tags: the slice declares no certificate tag type (base-api.ts), and a
 * certificate is a fact of its enrolment, so both lists hang on `Matricula`:
 * the concluded enrolments provide `Matricula` LIST (an enrolment edited to
 * 'concluido', or deleted, refreshes them) plus `CERTIFICAVEIS`; the issued
 * certificates provide `CERTIFICADOS`. Issuing and revoking refresh both.
 * The public check is cached per code and provides nothing.
 */
import type { Certificado, CertificadoVerificacao, CertSituacao, Certificavel } from '@contract/certificados';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, request, type Page } from './request';

/** The contract's CertificavelQuery. */
export interface CertificaveisQuery {
  readonly page?: number;
  readonly pageSize?: number;
  /** The student's name. */
  readonly q?: string;
  /** 'pendente': no valid certificate (never issued, or revoked). */
  readonly situacao?: 'pendente' | CertSituacao;
  readonly escolaId?: number;
}

/** The contract's CertificadoQuery. */
export interface CertificadosQuery {
  readonly page?: number;
  readonly pageSize?: number;
  /** The student's name, the course or the code. */
  readonly q?: string;
  readonly situacao?: CertSituacao;
}

export interface EmitirCertificadoArgs {
  readonly matriculaId: number;
  /** ISO day; the server's today when left out. */
  readonly conclusao?: string;
}

export interface RevogarCertificadoArgs {
  readonly id: number;
  readonly motivo: string;
}

const CERTIFICAVEIS = { type: 'Matricula' as const, id: 'CERTIFICAVEIS' };
const CERTIFICADOS = { type: 'Matricula' as const, id: 'CERTIFICADOS' };
const WRITTEN = [CERTIFICAVEIS, CERTIFICADOS];

export const certificadosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The concluded enrolments and each one's current certificate, by student name (gestor). */
    listCertificaveis: build.query<Page<Certificavel>, CertificaveisQuery>({
      queryFn: listQueryFn<Certificavel, CertificaveisQuery>(ROUTES.listCertificaveis),
      providesTags: [{ type: 'Matricula', id: 'LIST' }, CERTIFICAVEIS],
    }),
    /** The certificates issued, newest first: every one for the gestor, their own for a student. */
    listCertificados: build.query<Page<Certificado>, CertificadosQuery>({
      queryFn: listQueryFn<Certificado, CertificadosQuery>(ROUTES.listCertificados),
      providesTags: [CERTIFICADOS],
    }),
    /** One certificate with everything its PDF prints (a concluded enrolment's 'Baixar PDF'). */
    getCertificado: build.query<Certificado, number>({
      query: (id) => request(ROUTES.getCertificado, { params: { id } }),
      providesTags: [CERTIFICADOS],
    }),
    emitirCertificado: build.mutation<Certificado, EmitirCertificadoArgs>({
      query: (body) => request(ROUTES.emitirCertificado, { body }),
      invalidatesTags: (_r, error) => (error ? [] : WRITTEN),
    }),
    revogarCertificado: build.mutation<Certificado, RevogarCertificadoArgs>({
      query: ({ id, motivo }) => request(ROUTES.revogarCertificado, { params: { id }, body: { motivo } }),
      invalidatesTags: (_r, error) => (error ? [] : WRITTEN),
    }),
    /** The public check of a code (no session needed): only name, course, school, date and situation. */
    verificarCertificado: build.query<CertificadoVerificacao, string>({
      query: (codigo) => request(ROUTES.verificarCertificado, { params: { codigo } }),
    }),
  }),
});

export const {
  useListCertificaveisQuery,
  useListCertificadosQuery,
  useLazyGetCertificadoQuery,
  useEmitirCertificadoMutation,
  useRevogarCertificadoMutation,
  useVerificarCertificadoQuery,
} = certificadosApi;
