/** Texts of the users screens (spec sections 2, 5 and 8; docs/registration.md). */
import { ESTADOS_CIVIS, type EstadoCivilValue } from '@contract/constants';

export const FORM_TITLE_NEW = 'Cadastro de Usuário';
export const FORM_TITLE_EDIT = 'Editar Usuário';
export const LIST_TITLE = 'Usuários';

// Section 8 toasts, letter for letter.
export const USER_LOAD_FAILED = 'Erro ao carregar os dados do usuário.';
export const USER_EDITED = 'Usuário editado com sucesso!';
export const USER_EDIT_FAILED = 'Erro ao editar usuário.';
export const USER_EXISTS = 'Usuário já cadastrado';
export const USER_REGISTERED = 'Usuário cadastrado com sucesso!';
export const USER_SAVE_FAILED = 'Erro ao salvar usuário. Tente novamente.';
export const NO_USERS = 'Nenhum usuário encontrado';

// Our own texts (the spec names the dialogs, not their words).
export const CONFIRM_REGISTER_TITLE = 'Confirmar Cadastro';
export const CONFIRM_REGISTER_MESSAGE = 'Deseja cadastrar este usuário?';
export const CONFIRM_EDIT_TITLE = 'Confirmar Alterações';
export const CONFIRM_EDIT_MESSAGE = 'Tem certeza que deseja salvar as alterações deste usuário?';
export const CONFIRM_DELETE_TITLE = 'Excluir Usuário';
export const confirmDeleteMessage = (name: string) =>
  `Tem certeza que deseja excluir o usuário ${name}? Ele deixará de poder entrar no sistema.`;
export const USER_DELETED = 'Usuário excluído com sucesso.';
export const USER_DELETE_FAILED = 'Erro ao excluir usuário.';
export const LIST_LOAD_FAILED = 'Não foi possível carregar os usuários.';
export const ESCOLAS_LOAD_FAILED = 'Não foi possível carregar as escolas.';
export const COMPANY_CHECKBOX = 'Cadastro de Empresa';
export const PHOTO_HINT = 'Opcional. Uma imagem (JPG, PNG, WEBP ou GIF) de até 5 MB; o envio começa ao escolher.';
/** A photo that could not be sent is still in the field at submit. */
export const PHOTO_NOT_SENT = 'A foto não foi enviada. Remova-a para cadastrar sem foto ou escolha outra imagem.';
export const SENDING_PHOTO = 'Enviando foto…';
export const PHOTO_PROGRESS = 'Envio da foto';
export const PASSWORD_EDIT_HINT = 'Deixe em branco para manter a senha atual.';
export const BIRTHDAY_TODAY = 'Aniversário hoje';
/** The badge of a birthday within the next 5 days: 'Aniversário em 14/03'. */
export const birthdaySoon = (dayMonth: string) => `Aniversário em ${dayMonth}`;

export const ESTADO_CIVIL_LABELS: Readonly<Record<EstadoCivilValue, string>> = {
  solteiro: 'Solteiro(a)',
  casado: 'Casado(a)',
  divorciado: 'Divorciado(a)',
  viuvo: 'Viúvo(a)',
  uniao_estavel: 'União estável',
};

export const ESTADO_CIVIL_OPTIONS = ESTADOS_CIVIS.map((value) => ({ value, label: ESTADO_CIVIL_LABELS[value] }));
