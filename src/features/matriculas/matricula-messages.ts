/**
 * Texts of the enrolment screens (spec sections 2, 4, 5 and 8, letter for
 * letter where the spec gives them; docs/matriculas.md for the server's).
 */
import type { EnrolmentStatus, PaymentType } from '@contract/constants';
import { formatInteger } from '@contract/numbers';

export const MATRICULA_FORM_TITLE_NEW = 'Cadastro de Matrícula';
export const MATRICULA_FORM_TITLE_EDIT = 'Editar Matrícula';
/** The list's title, without the accent, as the spec writes it. */
export const MATRICULAS_LIST_TITLE = 'Matriculas';
/** The list as exported and printed: 'Exportar CSV: Matrículas', the printed sheet's heading. */
export const MATRICULAS_EXPORT_TITLE = 'Matrículas';

// Section 8 toasts, letter for letter.
export const MATRICULA_NOT_FOUND = 'Matrícula não encontrada.';
export const MATRICULA_LOAD_FAILED = 'Erro ao buscar matrícula.';
export const USUARIO_NOT_FOUND = 'Usuário não encontrado.';
export const USUARIO_LOAD_FAILED = 'Erro ao buscar usuário.';
export const MATRICULA_EDITED = 'Matrícula editada com sucesso';
export const MATRICULA_EDIT_FAILED = 'Erro ao editar matrícula';
export const MATRICULA_REGISTERED = 'Matrícula cadastrada com sucesso';
export const MATRICULA_REGISTER_FAILED = 'Erro ao cadastrar matrícula';
export const CURSOS_LOAD_FAILED = 'Erro ao buscar cursos';
export const CLEAR_BEFORE_CLOSING = 'Preencha ou limpe os campos antes de fechar.';
export const NO_USERS_FOUND = 'Nenhum usuário encontrado';
/** Section 4: 'Tipo de pagamento alterado para Parcelado/Mensalidade'. */
export const paymentTypeChanged = (tipo: PaymentType) => `Tipo de pagamento alterado para ${PAYMENT_TYPE_LABELS[tipo]}`;

// Section 2 names.
export const SEARCH_USER_BUTTON = 'Pesquisar Usuário';
export const MINOR_TOGGLE = 'Aluno menor de 18 anos';
export const ADD_NEW = 'Adicionar Novo';
export const SEARCH_PLACEHOLDER = 'Pesquisar';
export const ALL_STATUSES = 'Todos os Status';

// Our own texts (the spec names these dialogs and fields, not their words).
export const ADDITIONAL_TOGGLE = 'Preencher dados adicionais';
export const CONFIRM_NEW_TITLE = 'Confirmar Cadastro';
export const CONFIRM_EDIT_TITLE = 'Confirmar Alterações';
export function confirmMessage(editing: boolean, nome: string, parcelado: boolean): string {
  if (!editing) return `Deseja cadastrar a matrícula de ${nome}?`;
  const base = `Deseja salvar as alterações da matrícula de ${nome}?`;
  return parcelado ? `${base} As parcelas ainda não pagas serão recalculadas; as pagas não mudam.` : base;
}
export const PAYMENT_WARNING_TITLE = 'Alterar Tipo de Pagamento';
export function paymentWarningMessage(next: PaymentType): string {
  return next === 'mensalidade'
    ? 'Ao mudar para Mensalidade, o número e o valor das parcelas serão limpos. Ao salvar, as parcelas não pagas desta matrícula serão removidas; as já pagas são mantidas.'
    : 'Ao mudar para Parcelado, o número e o valor das parcelas serão limpos: escolha de novo o número de parcelas. Ao salvar, as parcelas não pagas serão geradas de novo.';
}
export const PAYMENT_WARNING_CONFIRM = 'Alterar';
export const SEARCH_DIALOG_TITLE = 'Pesquisar Usuário';
export const SEARCH_DIALOG_LABEL = 'Nome ou CPF';
export const SEARCH_DIALOG_HINT = 'Enter escolhe o primeiro da lista.';
export const SEARCH_FAILED = 'Não foi possível pesquisar os usuários.';
export const searchMoreHint = (shown: number, total: number) =>
  `Mostrando ${formatInteger(shown)} de ${formatInteger(total)} usuários: refine a pesquisa para encontrar outros.`;
export const NO_USER_CHOSEN = 'Nenhum usuário escolhido. Use "Pesquisar Usuário".';
export const ALUNO_FIXED = 'O aluno de uma matrícula não pode ser trocado.';
export const PAYMENT_VALUE_FIRST = 'Informe o valor do curso primeiro.';
export const PARCELA_VALUE_HINT = 'Valor do curso ÷ parcelas; a última parcela acerta os centavos.';

export const MATRICULAS_LOAD_FAILED = 'Erro ao carregar as matrículas.';
export const MATRICULAS_EMPTY = 'Nenhum registro encontrado';
export const MATRICULAS_NONE_YET = 'Nenhuma matrícula cadastrada.';
export const MATRICULA_DELETE_TITLE = 'Excluir Matrícula';
export const matriculaDeleteMessage = (nome: string) =>
  `Tem certeza que deseja excluir a matrícula de ${nome}? As parcelas não pagas também serão excluídas.`;
/** Fallbacks when the server answers without a message (it normally sends its own texts). */
export const MATRICULA_DELETED = 'Matrícula excluída com sucesso.';
export const MATRICULA_DELETE_FAILED = 'Erro ao excluir matrícula.';

/** The statuses as the spec writes them (the list's filter and the form's select). */
export const STATUS_LABELS: Readonly<Record<EnrolmentStatus, string>> = {
  ativo: 'ativo',
  cancelado: 'cancelado',
  trancado: 'trancado',
  concluido: 'concluido',
};

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  parcelado: 'Parcelado',
  mensalidade: 'Mensalidade',
};

/** How a stored marital status reads (the contract's values; the users form shows the same words). */
export const ESTADO_CIVIL_LABELS: Readonly<Record<string, string>> = {
  solteiro: 'Solteiro(a)',
  casado: 'Casado(a)',
  divorciado: 'Divorciado(a)',
  viuvo: 'Viúvo(a)',
  uniao_estavel: 'União estável',
};

/** The paid/total count of a row, as a link to the enrolment's installments in Financeiro. */
export const parcelasLinkLabel = (count: string, matricula: string) => `${count} — ver as parcelas de ${matricula}`;
