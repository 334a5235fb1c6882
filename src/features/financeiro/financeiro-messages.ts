/** The finance screen's texts (spec sections 2, 8 and 9, letter for letter where the spec gives them). */
import { formatCount } from '@contract/numbers';
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

/** Recording a payment (docs/matriculas.md, "Recording a payment"). */
export const PAGAMENTO_TITLE = 'Registrar pagamento';
export const pagamentosTitle = (count: number) => (count === 1 ? PAGAMENTO_TITLE : `Registrar pagamento de ${count} parcelas`);
export const PAGAMENTO_DATE_LABEL = 'Data do pagamento';
export const PAGAMENTO_DATE_HINT = 'Hoje ou um dia anterior.';
export const PAGAMENTO_DATE_REQUIRED = 'Informe a data do pagamento.';
export const PAGAMENTO_FORMA_LABEL = 'Forma de pagamento';
export const PAGAMENTO_FORMA_PLACEHOLDER = 'Selecione';
export const PAGAMENTO_FORMA_REQUIRED = 'Escolha a forma de pagamento.';
export const PAGAMENTO_CONFIRM = 'Confirmar pagamento';
export const PAGAMENTO_TOTAL = 'Total';
export const pagamentosDone = (count: number) =>
  formatCount(count, 'parcela marcada como paga.', 'parcelas marcadas como pagas.');

/** Undoing a payment ('Não Pago'): the record goes with it. */
export const DESFAZER_TITLE = 'Desfazer pagamento';
export const DESFAZER_CONFIRM = 'Desfazer pagamento';
export const desfazerMessage = (numero: number, aluno: string, registro: string | null) =>
  `A parcela ${numero} de ${aluno} voltará a constar como não paga` +
  (registro ? ` e o registro do pagamento (${registro}) será apagado.` : '.');

/** A paid installment's record, as its row shows it. */
export const pagoEm = (dia: string) => `Pago em ${dia}`;
export const pagoPor = (nome: string) => `por ${nome}`;
export const PAGAMENTO_SEM_REGISTRO = 'Pagamento sem registro de data e forma';

/** Selecting installments and acting on them at once. */
export const selectParcelaLabel = (numero: number, aluno: string) => `Selecionar parcela ${numero} de ${aluno}`;
export const SELECT_PAGE = 'Selecionar todas as parcelas da página';
export const selectedCount = (count: number) => formatCount(count, 'parcela selecionada', 'parcelas selecionadas');
export const BULK_TOOLBAR = 'Ações com as parcelas selecionadas';
export const BULK_PAY = 'Marcar como pagas';
export const BULK_REMIND = 'Lembrar por WhatsApp';
export const BULK_CLEAR = 'Limpar seleção';

/** Several reminders: one message per student, opened one by one (a browser opens one tab per click). */
export const LEMBRETES_TITLE = 'Lembretes por WhatsApp';
export const LEMBRETES_INTRO = 'Uma mensagem por aluno. Abra cada uma no WhatsApp e envie; as abertas ficam marcadas.';
export const LEMBRETES_COPY_ALL = 'Copiar todas as mensagens';
export const LEMBRETES_COPIED = 'Mensagens copiadas!';
export const LEMBRETE_OPENED = 'Aberto';
export const lembreteOpenLabel = (aluno: string) => `Abrir no WhatsApp: ${aluno}`;
export const lembretesLeftOut = (count: number) =>
  count === 1
    ? '1 parcela selecionada ficou de fora: não está vencida ou o aluno não tem WhatsApp.'
    : `${count} parcelas selecionadas ficaram de fora: não estão vencidas ou o aluno não tem WhatsApp.`;

/** The links between an enrolment and its installments. */
export const matriculaLinkLabel = (aluno: string) => `Matrícula de ${aluno}`;
export const matriculaFilterTitle = (aluno: string) => `Parcelas da matrícula de ${aluno}`;
export const MATRICULA_FILTER_LOADING = 'Parcelas da matrícula';
export const OPEN_MATRICULA = 'Abrir a matrícula';
export const ALL_PARCELAS = 'Ver todas as parcelas';

/** A student's installments, one group per enrolment. */
export function matriculaGroupTitle(status: string, curso: string | null): string {
  const matricula = `Matrícula ${status.toLocaleLowerCase('pt-BR')}`;
  return curso ? `${curso} · ${matricula}` : matricula;
}

export function parcelasCount(total: number): string {
  return formatCount(total, 'parcela', 'parcelas');
}

export function overdueCount(count: number): string {
  if (count === 0) return 'Nenhuma parcela vencida';
  return formatCount(count, 'parcela vencida', 'parcelas vencidas');
}
