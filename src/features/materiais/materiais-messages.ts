/**
 * The texts of the Treinamento and Material Extra screens where the spec
 * names none; the spec's (sections 2, 8 and 9, letter for letter) are the
 * contract's MATERIAL_MESSAGES and PERMISSAO_MESSAGES, imported from there.
 */
import { GRANT_LABELS } from '@contract/permissoes';
import type { MaterialKind } from '@contract/materiais';
import { MATERIAL_CATEGORY_CODES, MAX_PDFS } from '@contract/constants';
import { formatCount } from '@contract/numbers';

/** Each kind's page title (spec section 2 and the sidebar's labels). */
export const PAGE_TITLES: Readonly<Record<MaterialKind, string>> = {
  treinamento: 'Treinamento',
  extra: 'Material Extra',
};

export const CREATE_LABEL = 'Cadastrar Material';
export const FORM_TITLE_NEW = 'Cadastrar Material';
export const FORM_TITLE_EDIT = 'Editar Material';
export const SEARCH_LABEL = 'Pesquisar materiais';
export const CODE_FILTER_LABEL = 'Categoria';
export const CODE_FILTER_ALL = 'Todas as categorias';
export const LOAD_FAILED = 'Erro ao carregar os materiais.';
export const NO_MATCH = 'Nenhum material encontrado com esses filtros.';
export const WATCH_VIDEO = 'Assistir vídeo';
export const DOWNLOAD_LABEL = 'Baixar PDFs';
export const DELETE_TITLE = 'Excluir material';
export const deleteQuestion = (titulo: string) => `Tem certeza que deseja excluir o material "${titulo}"?`;

/** The form's field hints. */
export const CODES_HINT = 'Nenhum código marcado: o material é para todos os professores.';
export const CATEGORIES_HINT = 'Separe as categorias por vírgula (ex.: gramática, conversação).';
export const THUMBNAIL_HINT = 'Imagem (tamanho sugerido: 300 × 180 px).';
export const PDFS_HINT = `Arquivos PDF (.pdf), até ${MAX_PDFS}.`;
export const DOWNLOAD_HINT = 'Sem esta opção o material só pode ser visto na tela.';
export const SENDING_FILES = 'Enviando arquivos...';
export const WAIT_UPLOADS = 'Aguarde o envio dos arquivos para salvar.';
export const FIX_FIELDS = 'Verifique os campos destacados.';
export const TITLE_REQUIRED = 'Informe o título.';
export const DATE_REQUIRED = 'Informe a data.';
export const LINK_INVALID = 'Informe um link válido (http:// ou https://).';
export const FILE_FAILED = 'Remova ou troque o arquivo com erro antes de salvar.';

/** The permissions modal (the gestor's, on Material Extra). */
export const PERMISSOES_BUTTON = 'Permissões';
export const PERMISSOES_TITLE = GRANT_LABELS.materialExtra;
export const PERMISSOES_INTRO =
  'Quem tem esta permissão cadastra, edita e exclui material extra como o gestor, e vê todas as categorias.';
export const PERMISSOES_EMPTY = 'Ninguém tem esta permissão no momento.';
export const PERMISSOES_LOAD_FAILED = 'Erro ao carregar as permissões.';
export const PERMISSOES_SEARCH = 'Buscar pessoa';
export const PERMISSOES_SEARCH_HINT = 'Diretores, secretários e professores, pelo nome.';
export const PERMISSOES_NO_MATCH = 'Nenhum usuário encontrado';
export const PERMISSOES_ERROR = 'Erro ao alterar a permissão.';

/** The six codes of spec section 9, in order. */
export const CATEGORY_CODES = MATERIAL_CATEGORY_CODES;

export const materiaisCount = (n: number) => formatCount(n, 'material', 'materiais');

/** A PDF button shows at most this many characters of the file's name. */
export const PDF_NAME_MAX = 28;

/**
 * A PDF's name as its button shows it: cut in the middle, so the end that
 * tells sibling files apart ('…-parte-2.pdf') stays visible.
 */
export function shortPdfName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= PDF_NAME_MAX) return name;
  const tail = 12;
  return `${chars.slice(0, PDF_NAME_MAX - tail - 1).join('')}…${chars.slice(-tail).join('')}`;
}

/** A PDF button's name: what it shows, then the whole name when it was cut. */
export function pdfButtonName(name: string): string {
  const shown = shortPdfName(name);
  return shown === name ? name : `${shown} (${name})`;
}
