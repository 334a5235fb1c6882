/**
 * The texts of the certificates screen, the public check and the PDF where the
 * design names none; the rest are the contract's CERT_MESSAGES (shared with
 * both backends), imported from @contract/certificados.
 */
import { formatDateBR } from '@contract/dates';

export const OWN_TITLE = 'Meus certificados';
export const TABS_LABEL = 'Certificados';

// Lists
export const SEARCH_PENDENTES = 'Pesquisar aluno';
export const SEARCH_EMITIDOS = 'Pesquisar aluno, curso ou código';
export const SEARCH_OWN = 'Pesquisar curso ou código';
export const SITUACAO_LABEL = 'Situação';
export const ALL_SITUACOES = 'Todas as situações';
export const ESCOLA_LABEL = 'Escola';
export const ALL_ESCOLAS = 'Todas as escolas';
export const ESCOLAS_LOAD_FAILED = 'Erro ao carregar as escolas';
/** A concluded enrolment without a valid certificate. */
export const PENDENTE = 'Pendente';
export const NO_MATCH = 'Nenhum registro encontrado';
export const motivoText = (motivo: string | null) => `Motivo: ${motivo ?? '—'}`;
export const matriculasCount = (n: number) => (n === 1 ? '1 matrícula' : `${n} matrículas`);
export const certificadosCount = (n: number) => (n === 1 ? '1 certificado' : `${n} certificados`);

// Actions
export const ISSUE = 'Emitir certificado';
export const issueLabel = (nome: string, curso: string) => `Emitir certificado de ${nome} — ${curso}`;
export const DOWNLOAD = 'Baixar PDF';
export const downloadLabel = (codigo: string) => `Baixar PDF do certificado ${codigo}`;
export const REVOKE = 'Revogar';
export const revokeLabel = (codigo: string) => `Revogar o certificado ${codigo}`;

// The issue dialog
export const ISSUE_TITLE = 'Emitir certificado';
export const CONCLUSAO_LABEL = 'Data de conclusão';
export const CONCLUSAO_HINT = 'Impressa no certificado como o fim do período.';
export const CONCLUSAO_REQUIRED = 'Informe a data de conclusão.';
export const periodoText = (inicio: string) => `Início da matrícula: ${formatDateBR(inicio)}`;

// The revoke dialog
export const REVOKE_TITLE = 'Revogar certificado';
export const MOTIVO_LABEL = 'Motivo';

// The public check
export const CODE_LABEL = 'Código do certificado';
export const VERIFY = 'Verificar';
export const TO_LOGIN = 'Entrar no sistema';
export const RESULT_TITLE = 'Resultado da verificação';
export const VERIFY_FAILED = 'Não foi possível verificar o código agora. Tente novamente.';
export const FACT_NOME = 'Nome';
export const FACT_CURSO = 'Curso';
export const FACT_ESCOLA = 'Escola';
export const FACT_DATA = 'Data de conclusão';
export const FACT_CODIGO = 'Código';

// The PDF (A4 landscape)
export const PDF_TITLE = 'Certificado de Conclusão';
export const PDF_DIRECTOR = 'Diretor(a) responsável';
export const pdfIssued = (day: string) => `Emitido em ${formatDateBR(day)}`;
export const PDF_CODE = 'Código de verificação';
export const PDF_VERIFY = 'Confira a autenticidade em';
