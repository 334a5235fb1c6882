/**
 * The texts of the certificates screen, the public check and the PDF where the
 * design names none; the rest are the contract's CERT_MESSAGES (shared with
 * both backends), imported from @contract/certificados.
 */
import { formatDateBR } from '@contract/dates';
import { formatCount } from '@contract/numbers';

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
export const matriculasCount = (n: number) => formatCount(n, 'matrícula', 'matrículas');
export const certificadosCount = (n: number) => formatCount(n, 'certificado', 'certificados');

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

// Issuing several at once (the selected concluded enrolments)
export const selectMatriculaLabel = (nome: string, curso: string) => `Selecionar ${nome} — ${curso}`;
export const SELECT_PAGE_PENDENTES = 'Selecionar todas as matrículas pendentes da página';
export const BULK_CERT_TOOLBAR = 'Ações com as matrículas selecionadas';
export const selectedMatriculas = (n: number) => formatCount(n, 'matrícula selecionada', 'matrículas selecionadas');
export const NONE_SELECTED = 'Nenhuma matrícula selecionada';
export const ISSUE_SELECTED = 'Emitir certificados';
export const issueManyTitle = (n: number) => `Emitir ${n} certificados`;
export const issueManyQuestion = (n: number) => `Emitir os certificados destas ${n} matrículas, com a mesma data de conclusão?`;
export const issueManyHint = (inicio: string) =>
  `Impressa em cada certificado como o fim do período; não antes de ${formatDateBR(inicio)} (o início mais recente entre elas).`;
export const issueManyProgress = (done: number, total: number) => `Emitindo ${done} de ${total}…`;
export const issuedMany = (n: number) => formatCount(n, 'certificado emitido.', 'certificados emitidos.');
export const ISSUE_MANY_FAILED = 'Alguns certificados não foram emitidos';
export const issueFailure = (nome: string, motivo: string | null) => `${nome}: ${motivo ?? 'erro desconhecido'}`;

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
