import type { PixKeyKind } from '@contract/validators';

/** The schools screens' texts (spec sections 2 and 8, letter for letter where the spec gives them). */
export const ESCOLA_FORM_TITLE_NEW = 'Cadastro de Escola';
export const ESCOLA_FORM_TITLE_EDIT = 'Editar Escola';
export const ESCOLAS_LIST_TITLE = 'Escolas';

export const ESCOLA_REGISTERED = 'Escola cadastrada com sucesso!';
export const ESCOLA_UPDATED = 'Escola atualizada com sucesso!';
export const ESCOLA_SAVE_FAILED = 'Erro ao realizar a operação. Tente novamente.';
export const ESCOLA_LOAD_FAILED = 'Erro ao carregar os dados da escola.';
export const DIRECTORS_LOAD_FAILED = 'Erro ao buscar os responsáveis';

/** A new school's new director, registered with it (one pass, docs/registration.md). */
export const NOVO_DIRETOR_LABEL = 'Cadastrar um novo diretor para esta escola';
export const NOVO_DIRETOR_HINT = 'A escola e o diretor são cadastrados juntos; o diretor passa a ser o responsável.';
export const NOVO_DIRETOR_CARD = 'Novo Diretor';
/** What the school form's validator is given for the responsável while the new director stands for it. */
export const NOVO_DIRETOR_PLACEHOLDER = 'novo diretor';

export const ESCOLA_CONFIRM_NEW_TITLE = 'Confirmar Cadastro';
export const ESCOLA_CONFIRM_EDIT_TITLE = 'Confirmar Alterações';
export const escolaConfirmMessage = (editing: boolean, nome: string) =>
  editing ? `Deseja salvar as alterações da escola "${nome}"?` : `Deseja cadastrar a escola "${nome}"?`;

export const escolaDiretorConfirmMessage = (nome: string, diretor: string) =>
  `Deseja cadastrar a escola "${nome}" e o seu diretor, ${diretor}?`;

/** Shown over the form of a school the caller may read but not change (ACCESS.escolas). */
export const ESCOLA_READ_ONLY =
  'Apenas o gestor ou o diretor desta escola podem alterar os dados dela, inclusive a chave PIX. Aqui você pode só consultá-los.';

export const ESCOLA_DELETE_TITLE = 'Excluir Escola';
export const escolaDeleteMessage = (nome: string) =>
  `Tem certeza que deseja excluir a escola "${nome}"? Ela deixará de aparecer nas listas.`;
/** Fallbacks when the server answers without a message (it normally sends these same texts). */
export const ESCOLA_DELETED = 'Escola excluída com sucesso.';
export const ESCOLA_DELETE_FAILED = 'Erro ao excluir a escola. Tente novamente.';
export const ESCOLAS_LOAD_FAILED = 'Erro ao carregar as escolas.';
export const ESCOLAS_EMPTY = 'Nenhuma escola encontrada.';

/** The school's PIX key (docs/matriculas.md: its unpaid installments carry a PIX code). */
export const PIX_KEY_LABEL = 'Chave PIX';
export const PIX_KEY_HINT =
  'Opcional. CPF ou CNPJ (só números), e-mail, telefone com +55 e DDD (ex.: +5511987654321) ou chave aleatória. ' +
  'Com ela, as parcelas em aberto da escola ganham um código PIX.';
export const PIX_KEY_INVALID =
  'Chave PIX inválida: use CPF ou CNPJ (só números), e-mail, telefone (+55 e DDD) ou chave aleatória.';
/** What each kind of key is called under the field once it is recognised. */
export const PIX_KEY_KIND_LABELS: Readonly<Record<PixKeyKind, string>> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'e-mail',
  telefone: 'telefone',
  aleatoria: 'chave aleatória',
};
export const pixKeyRecognised = (kind: PixKeyKind) => `Chave PIX reconhecida: ${PIX_KEY_KIND_LABELS[kind]}.`;
