/**
 * Completion certificates (docs/certificados.md; the spec only names the
 * screen). The gestor issues one for a concluded enrolment; its texts are
 * frozen when issued; it can be revoked with a reason; the student downloads
 * their own; anyone checks a code on the public page, which answers only the
 * name, course, school, date and whether it is valid.
 */
import { z } from 'zod';
import { Id, IsoDate, ListQuery, RequiredText } from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { CODE_LENGTH, normalizeCertificateCode } from './rules/certificados.ts';
import { compareBy, nameOrder, type ListOrder } from './order.ts';
import type { SearchField } from './search.ts';

export const CERT_MESSAGES = {
  title: 'Certificado',
  emitidos: 'Certificados emitidos',
  pendentes: 'Matrículas concluídas',
  issued: 'Certificado emitido com sucesso!',
  revoked: 'Certificado revogado.',
  downloaded: 'Certificado baixado.',
  issueError: 'Erro ao emitir o certificado.',
  revokeError: 'Erro ao revogar o certificado.',
  loadError: 'Erro ao carregar os certificados.',
  pdfError: 'Erro ao gerar o PDF do certificado.',
  notConcluded: 'Só é possível emitir certificado de matrícula concluída.',
  alreadyIssued: 'Esta matrícula já tem um certificado válido.',
  alreadyRevoked: 'Este certificado já foi revogado.',
  notFound: 'Certificado não encontrado.',
  matriculaNotFound: 'Matrícula não encontrada.',
  matriculaHasCertificate: 'Esta matrícula tem certificado emitido e não pode ser excluída.',
  conclusaoFuture: 'A data de conclusão não pode ser futura.',
  conclusaoBeforeStart: 'A data de conclusão não pode ser anterior ao início da matrícula.',
  codeInvalid: `Código inválido: confira os ${CODE_LENGTH} caracteres.`,
  confirmIssue: (nome: string) => `Emitir o certificado de ${nome}?`,
  confirmRevoke: 'Revogar este certificado? Quem conferir o código verá que ele foi revogado.',
  noPendentes: 'Nenhuma matrícula concluída encontrada.',
  noEmitidos: 'Nenhum certificado encontrado.',
  noneOwn: 'Você ainda não tem certificados.',
  // the public check
  verifyTitle: 'Verificar certificado',
  verifyPrompt: 'Digite o código impresso no certificado.',
  valid: 'Certificado válido',
  revokedStatus: 'Certificado revogado',
  unknownCode: 'Nenhum certificado com este código.',
} as const;

export const CERT_SITUACOES = ['valido', 'revogado'] as const;
export type CertSituacao = (typeof CERT_SITUACOES)[number];
export const CertSituacaoSchema = z.enum(CERT_SITUACOES);
export const CERT_SITUACAO_LABELS: Readonly<Record<CertSituacao, string>> = { valido: 'Válido', revogado: 'Revogado' };

export const CERT_LIMITS = { motivo: 500 } as const;

/**
 * A course's name as a certificate prints it: without the catalogue's
 * language tag ('[ING] GLOBAL ENGLISH BOOK 2' → 'GLOBAL ENGLISH BOOK 2');
 * a name that is only a tag stays as it is.
 */
export function cursoNomeCertificado(nome: string): string {
  const bare = nome.replace(/^\s*\[[^\]]*\]\s*/, '').trim();
  return bare === '' ? nome.trim() : bare;
}

/** A certificate as stored: the texts printed on it are frozen at issue. */
export const Certificado = z.object({
  cp_cert_id: Id,
  cp_cert_codigo: z.string(),
  cp_cert_matricula_id: Id,
  cp_cert_aluno_id: Id,
  cp_cert_escola_id: Id,
  cp_cert_aluno_nome: z.string(),
  cp_cert_curso_nome: z.string(),
  cp_cert_escola_nome: z.string(),
  /** The school's responsible director at issue (cp_ec_responsavel). */
  cp_cert_diretor_nome: z.string(),
  /** The period: the enrolment's start and the conclusion date given at issue. */
  cp_cert_inicio: IsoDate,
  cp_cert_conclusao: IsoDate,
  /** ISO 8601 instant. */
  cp_cert_emitido_em: z.string(),
  cp_cert_situacao: CertSituacaoSchema,
  cp_cert_revogado_em: z.string().nullable(),
  cp_cert_motivo: z.string().nullable(),
});
export type Certificado = z.infer<typeof Certificado>;

/** A concluded enrolment and its current certificate (the valid one, else the latest revoked, else none). */
export const Certificavel = z.object({
  cp_mt_id: Id,
  cp_mt_usuario: Id,
  cp_mt_nome_usuario: z.string(),
  cp_mt_escola: Id,
  cp_escola_nome: z.string(),
  cp_curso_nome: z.string(),
  cp_mt_primeira_parcela: IsoDate,
  cp_cert_id: Id.nullable(),
  cp_cert_codigo: z.string().nullable(),
  cp_cert_situacao: CertSituacaoSchema.nullable(),
});
export type Certificavel = z.infer<typeof Certificavel>;

/** The certificates list: newest first (the issue's instant, then id). */
export const CERTIFICADO_ORDER: ListOrder<'cp_cert_emitido_em' | 'cp_cert_id'> = [
  { column: 'cp_cert_emitido_em', kind: 'date', desc: true },
  { column: 'cp_cert_id', kind: 'number', desc: true },
];

/** What the certificates list's `q` searches. */
export const CERTIFICADO_SEARCH: readonly SearchField<keyof Certificado & string>[] = [
  'cp_cert_aluno_nome',
  'cp_cert_curso_nome',
  'cp_cert_codigo',
];

/** The concluded enrolments: by the student's name, then id. */
export const CERTIFICAVEL_ORDER = nameOrder('cp_mt_nome_usuario', 'cp_mt_id');

/** What the concluded enrolments' `q` searches. */
export const CERTIFICAVEL_SEARCH: readonly SearchField<keyof Certificavel & string>[] = ['cp_mt_nome_usuario'];

/**
 * An enrolment's current certificate among its certificates: the valid one
 * (there is at most one), else the latest revoked (CERTIFICADO_ORDER), else
 * none. The api's SQL twin is checked by tests/db/certificados.test.ts.
 */
export function currentCertificate<
  T extends { readonly cp_cert_revogado_em: string | null; readonly cp_cert_emitido_em: string; readonly cp_cert_id: number },
>(rows: readonly T[]): T | null {
  return rows.find((c) => c.cp_cert_revogado_em === null) ?? [...rows].sort(compareBy(CERTIFICADO_ORDER))[0] ?? null;
}

/** 'pendente': no valid certificate yet (never issued, or revoked); rules/certificados.ts matchesCertificavel. */
export const CertificavelQuery = ListQuery.extend({
  situacao: z.enum(['pendente', ...CERT_SITUACOES]).optional(),
  escolaId: Id.optional(),
});

export const CertificadoQuery = ListQuery.extend({ situacao: CertSituacaoSchema.optional() });

export const CertificadoEmitir = z.object({
  matriculaId: Id,
  /** Defaults to today (the server's day); never in the future, never before the enrolment's start. */
  conclusao: IsoDate.optional(),
});

export const CertificadoRevogar = z.object({ motivo: RequiredText('Motivo', CERT_LIMITS.motivo) });

/** What the public check shows, and nothing more. */
export const CertificadoVerificacao = z.object({
  codigo: z.string(),
  nome: z.string(),
  curso: z.string(),
  escola: z.string(),
  /** The conclusion date printed on the certificate. */
  data: IsoDate,
  situacao: CertSituacaoSchema,
});
export type CertificadoVerificacao = z.infer<typeof CertificadoVerificacao>;

/** A path code as typed or scanned: normalised, or refused with a Portuguese message. */
export const CertificadoCodigo = z
  .string()
  .max(64, CERT_MESSAGES.codeInvalid)
  .transform((s, ctx) => {
    const code = normalizeCertificateCode(s);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: CERT_MESSAGES.codeInvalid });
      return z.NEVER;
    }
    return code;
  });

export const listCertificaveis = endpoint({
  ...ROUTES.listCertificaveis,
  name: 'listCertificaveis',
  query: CertificavelQuery,
  response: z.array(Certificavel),
  summary: 'Matrículas concluídas e o certificado atual de cada uma, por nome do aluno (gestor).',
});

export const listCertificados = endpoint({
  ...ROUTES.listCertificados,
  name: 'listCertificados',
  query: CertificadoQuery,
  response: z.array(Certificado),
  summary: 'Certificados emitidos, mais recentes primeiro: todos para o gestor, os próprios para o aluno.',
});

export const getCertificado = endpoint({
  ...ROUTES.getCertificado,
  name: 'getCertificado',
  response: Certificado,
  summary: 'Um certificado, com tudo o que o PDF imprime.',
});

export const emitirCertificado = endpoint({
  ...ROUTES.emitirCertificado,
  name: 'emitirCertificado',
  body: CertificadoEmitir,
  response: Certificado,
  summary: 'Emite o certificado de uma matrícula concluída (201); outra emissão com um válido é 409.',
});

export const revogarCertificado = endpoint({
  ...ROUTES.revogarCertificado,
  name: 'revogarCertificado',
  body: CertificadoRevogar,
  response: Certificado,
  summary: 'Revoga um certificado com um motivo; o código passa a constar como revogado.',
});

export const verificarCertificado = endpoint({
  ...ROUTES.verificarCertificado,
  name: 'verificarCertificado',
  response: CertificadoVerificacao,
  summary: 'Conferência pública de um código (sem login): nome, curso, escola, data e situação.',
});
