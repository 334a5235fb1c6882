/** The finance screen's texts (spec sections 2, 8 and 9, letter for letter where the spec gives them). */
export const FINANCEIRO_TITLE = 'Financeiro';

export const STATUS_UPDATED = 'Status atualizado com sucesso!';
export const STATUS_UPDATE_FAILED = 'Erro ao atualizar o status. Tente novamente.';
/** Spec section 8: the finance toasts close after 3 s. */
export const FINANCE_TOAST_MS = 3000;

export const PARCELAS_EMPTY = 'Sem Parcelas Disponíveis';
export const PARCELAS_NO_MATCH = 'Nenhuma parcela encontrada com esses filtros.';
export const PARCELAS_LOAD_FAILED = 'Erro ao carregar as parcelas.';
export const RESUMO_LOAD_FAILED = 'Erro ao carregar o resumo financeiro.';
export const ESCOLAS_LOAD_FAILED = 'Erro ao carregar as escolas.';

/** Spec section 6: a student who pays a monthly fee is told to contact the secretariat. */
export const MENSALIDADE_NOTICE_TITLE = 'Pagamento por mensalidade';
export const MENSALIDADE_NOTICE =
  'Sua matrícula é por mensalidade: procure a secretaria da escola para informações de pagamento.';
export const NO_MATRICULA_NOTICE = 'Você ainda não tem parcelas. Procure a secretaria da sua escola.';

/** The staff status control (spec section 4): 'Não Pago' is sent as 'à vencer'. */
export const STATUS_CHOICES = ['Pago', 'Não Pago'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export const statusControlLabel = (numero: number, aluno: string) => `Status da parcela ${numero} de ${aluno}`;
export const pixActionLabel = (numero: number, aluno: string) => `PIX da parcela ${numero} de ${aluno}`;
export const reminderActionLabel = (numero: number, aluno: string) => `Lembrar por WhatsApp: parcela ${numero} de ${aluno}`;

export const PIX_DIALOG_TITLE = 'Pagar com PIX';
export const PIX_CODE_LABEL = 'PIX copia e cola';
export const PIX_COPY = 'Copiar código';
export const PIX_COPIED = 'Código PIX copiado!';
export const PIX_COPY_FAILED = 'Não foi possível copiar. Selecione o código e copie manualmente.';
export const PIX_BUILD_FAILED = 'Não foi possível gerar o código PIX desta parcela.';
export const PIX_LOADING = 'Gerando o código PIX…';

export const REMINDER_DIALOG_TITLE = 'Lembrete por WhatsApp';
export const REMINDER_OPEN = 'Abrir no WhatsApp';
export const REMINDER_NO_PIX = 'Não foi possível gerar o código PIX: a mensagem segue sem ele.';

export function parcelasCount(total: number): string {
  return total === 1 ? '1 parcela' : `${total} parcelas`;
}

export function overdueCount(count: number): string {
  if (count === 0) return 'Nenhuma parcela vencida';
  return count === 1 ? '1 parcela vencida' : `${count} parcelas vencidas`;
}
