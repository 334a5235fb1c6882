/** The classes screens' texts (spec sections 2 and 8, letter for letter where the spec gives them). */
import { formatCount, formatInteger } from '@contract/numbers';

export const TURMA_FORM_TITLE_NEW = 'Cadastro de Turma';
export const TURMA_FORM_TITLE_EDIT = 'Editar Turma';
export const TURMAS_LIST_TITLE = 'Turmas';

export const TURMA_REGISTERED = 'Turma cadastrada com sucesso!';
export const TURMA_UPDATED = 'Turma atualizada com sucesso!';
export const TURMA_LOAD_FAILED = 'Erro ao carregar dados da turma!';
export const TURMA_SAVE_FAILED = 'Erro ao salvar a turma';

export const ALUNOS_EMPTY = 'Nenhum aluno encontrado. Selecione uma escola!';
export const ALUNOS_NO_MATCH = 'Nenhum aluno encontrado para a pesquisa.';
export const TURMAS_EMPTY = 'Nenhuma turma encontrada.';
export const TURMAS_LOAD_FAILED = 'Erro ao carregar as turmas.';

export const TURMA_CONFIRM_NEW_TITLE = 'Confirmar Cadastro';
export const TURMA_CONFIRM_EDIT_TITLE = 'Confirmar Alterações';

export const TURMA_DELETE_TITLE = 'Excluir Turma';
export const turmaDeleteMessage = (nome: string) =>
  `Tem certeza que deseja excluir a turma "${nome}"? Os alunos continuam cadastrados, mas ficam sem turma.`;
/** Fallbacks when the server answers without a message (it normally sends its own texts). */
export const TURMA_DELETED = 'Turma excluída com sucesso.';
export const TURMA_DELETE_FAILED = 'Erro ao excluir a turma. Tente novamente.';

export const selectAlunoLabel = (nome: string) => `Selecionar ${nome}`;
export const removeAlunoLabel = (nome: string) => `Remover ${nome}`;
/** The list of the students picked for the class, above the table. */
export const ALUNOS_SELECIONADOS = 'Alunos selecionados';

/** 'N aluno(s) … será(ão) movido(s)': the students chosen from another class. */
export function movedAlunosNotice(count: number): string {
  return count === 1
    ? '1 aluno escolhido está em outra turma e será movido para esta ao salvar.'
    : `${formatInteger(count)} alunos escolhidos estão em outra turma e serão movidos para esta ao salvar.`;
}

export function selectedCount(count: number): string {
  if (count === 0) return 'Nenhum aluno selecionado';
  return formatCount(count, 'aluno selecionado', 'alunos selecionados');
}

export function turmaConfirmMessage(editing: boolean, nome: string, moved: number): string {
  const base = editing ? `Deseja salvar as alterações da turma "${nome}"?` : `Deseja cadastrar a turma "${nome}"?`;
  return moved > 0 ? `${base} ${movedAlunosNotice(moved)}` : base;
}
