/** The schools screens' texts (spec sections 2 and 8, letter for letter where the spec gives them). */
export const SCHOOL_FORM_TITLE_NEW = 'Cadastro de Escola';
export const SCHOOL_FORM_TITLE_EDIT = 'Editar Escola';
export const SCHOOLS_LIST_TITLE = 'Escolas';

export const SCHOOL_REGISTERED = 'Escola cadastrada com sucesso!';
export const SCHOOL_UPDATED = 'Escola atualizada com sucesso!';
export const SCHOOL_SAVE_FAILED = 'Erro ao realizar a operação. Tente novamente.';
export const SCHOOL_LOAD_FAILED = 'Erro ao carregar os dados da escola.';
export const DIRECTORS_LOAD_FAILED = 'Erro ao buscar os responsáveis';

export const SCHOOL_CONFIRM_NEW_TITLE = 'Confirmar Cadastro';
export const SCHOOL_CONFIRM_EDIT_TITLE = 'Confirmar Alterações';
export const schoolConfirmMessage = (editing: boolean, nome: string) =>
  editing ? `Deseja salvar as alterações da escola "${nome}"?` : `Deseja cadastrar a escola "${nome}"?`;

export const SCHOOL_DELETE_TITLE = 'Excluir Escola';
export const schoolDeleteMessage = (nome: string) =>
  `Tem certeza que deseja excluir a escola "${nome}"? Ela deixará de aparecer nas listas.`;
/** Fallbacks when the server answers without a message (it normally sends these same texts). */
export const SCHOOL_DELETED = 'Escola excluída com sucesso.';
export const SCHOOL_DELETE_FAILED = 'Erro ao excluir a escola. Tente novamente.';
export const SCHOOLS_LOAD_FAILED = 'Erro ao carregar as escolas.';
export const SCHOOLS_EMPTY = 'Nenhuma escola encontrada.';
