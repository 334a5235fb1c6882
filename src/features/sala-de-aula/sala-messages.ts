/**
 * The texts of the teacher's Sala de Aula where the spec names none; the
 * spec's (section 8, letter for letter) are the contract's SALA_MESSAGES,
 * imported from @contract/sala-de-aula.
 */
import { FILE_KINDS } from '@contract/arquivos';
import { describeAccept, formatBytes } from '@contract/uploads';
import { formatDateBR } from '@contract/dates';
import { formatCount, formatInteger } from '@contract/numbers';

export const PAGE_TITLE = 'Sala de Aula';

// The class picker and the class's details
export const TURMA_LABEL = 'Turma';
export const TURMA_PLACEHOLDER = 'Selecione uma turma';
export const TURMA_SEARCH_LABEL = 'Pesquisar turmas';
export const PICK_PROMPT = 'Escolha uma turma para ver as chamadas, as notas e os resumos.';
export const INFO_BUTTON = 'Informações da turma';
export const INFO_TITLE = 'Informações da turma';
export const READ_ONLY_NOTE = 'Somente o professor da turma registra chamadas, notas e resumos.';
export const turmasMoreHint = (shown: number, total: number) =>
  `Mostrando ${formatInteger(shown)} de ${formatInteger(total)} turmas. Refine a pesquisa para encontrar outra.`;

export const TABS_LABEL = 'Registros da turma';
export const TAB_CHAMADAS = 'Chamadas';
export const TAB_NOTAS = 'Notas e Avaliações';

// Attendance
export const CHAMADA_FORM_TITLE = 'Registrar chamada';
export const MODE_LEGEND = 'Registrar para';
export const MODE_INDIVIDUAL = 'Um aluno';
export const MODE_TURMA = 'A turma inteira';
export const SUBMIT_INDIVIDUAL = 'Registrar chamada';
export const SUBMIT_TURMA = 'Salvar chamada';
export const ALUNO_PLACEHOLDER = 'Selecione um aluno';
export const REQUIRED_FIELD = 'Campo obrigatório.';

// The roll call ('A turma inteira')
export const LISTA_LABEL = 'Lista de chamada';
export const LISTA_LOADING = 'Carregando os alunos da turma…';
export const LISTA_NEW_HINT = 'Todos começam como Presente: marque quem faltou e salve uma vez.';
export const LISTA_UPDATE_HINT = 'Este dia já tem chamada: salvar atualiza os status (o horário registrado fica).';
export const LISTA_PICK_DAY = 'Escolha a data da aula para ver a lista.';
export const registradoAs = (hora: string) => `Registrado às ${hora}`;
export const LISTA_CHANGED = 'alterado';
const counted = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;
/** The roll call's tally as it stands: '8 alunos: 5 presentes, 1 justificado, 2 ausentes.' */
export const listaTally = (n: number, presentes: number, justificados: number, ausentes: number) =>
  `${counted(n, 'aluno', 'alunos')}: ${counted(presentes, 'presente', 'presentes')}, ${counted(justificados, 'justificado', 'justificados')}, ${counted(ausentes, 'ausente', 'ausentes')}.`;

export const HISTORY_TITLE = 'Histórico de chamadas';
export const FILTER_ALUNO = 'Filtrar por aluno';
export const FILTER_ALL = 'Todos os alunos';
export const FILTER_FROM = 'De';
export const FILTER_TO = 'Até';
export const CLEAR_FILTERS = 'Limpar filtros';
export const NO_MATCH_CHAMADAS = 'Nenhuma chamada encontrada com esses filtros.';
export const chamadasCount = (n: number) => formatCount(n, 'chamada', 'chamadas');
export const STATUS_TITLE = 'Alterar status';
export const statusButtonLabel = (nome: string, status: string) => `Marcar ${nome} como ${status}`;
export const statusQuestion = (nome: string, data: string, status: string) =>
  `Alterar a chamada de ${nome} em ${formatDateBR(data)} para ${status}?`;
export const CHAMADA_DELETE_TITLE = 'Excluir chamada';
export const chamadaDeleteQuestion = (nome: string, data: string) =>
  `Tem certeza que deseja excluir a chamada de ${nome} em ${formatDateBR(data)}?`;

export const FREQUENCIA_TITLE = 'Frequência por aluno';
export const FREQUENCIA_HINT = 'Presenças e faltas justificadas sobre todas as aulas registradas.';

// Lesson summaries
export const RESUMO_FORM_TITLE = 'Resumo da aula';
export const RESUMO_EDIT_TITLE = 'Editar resumo';
export const RESUMO_SUBMIT = 'Salvar resumo';
export const RESUMO_SUBMIT_EDIT = 'Salvar alterações';
export const CANCEL_EDIT = 'Cancelar edição';
export const SENDING_FILE = 'Enviando arquivo...';
export const WAIT_UPLOAD = 'Aguarde o envio do arquivo para salvar.';
export const RESUMO_FILE_LABEL = 'Arquivo';
export const RESUMO_NEW_FILE_LABEL = 'Novo arquivo';
export const RESUMO_FILE_HINT = `${describeAccept(FILE_KINDS.resumo.accept)}, até ${formatBytes(FILE_KINDS.resumo.maxBytes)}.`;
export const CURRENT_FILE = 'Arquivo atual';
export const REMOVE_FILE = 'Remover o arquivo atual';
export const RESUMOS_TITLE = 'Resumos registrados';
export const RESUMO_SEARCH_LABEL = 'Pesquisar resumos';
export const ORDER_LABEL = 'Ordem';
export const ORDER_OPTIONS = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'antigos', label: 'Mais antigos' },
] as const;
export const NO_MATCH_RESUMOS = 'Nenhum resumo encontrado com essa pesquisa.';
export const resumosCount = (n: number) => formatCount(n, 'resumo', 'resumos');
export const RESUMO_DELETE_TITLE = 'Excluir resumo';
export const resumoDeleteQuestion = (aula: string) => `Tem certeza que deseja excluir o resumo "${aula}"?`;
export const OPEN_FILE = 'Abrir arquivo';
export const OPEN_LINK = 'Link';
export const OPEN_YOUTUBE = 'YouTube';

// Grades
export const NOTA_FORM_TITLE = 'Lançar nota';
export const NOTA_EDIT_TITLE = 'Editar nota';
export const NOTA_SUBMIT = 'Salvar nota';
export const NOTA_SUBMIT_EDIT = 'Atualizar nota';
export const WORKBOOK_LABEL = 'Nota do workbook';
export const PROVA_LABEL = 'Nota da prova';
export const NOTA_HINT = 'De 0 a 10, com uma casa decimal.';
export const NOTA_FIELD_RANGE = 'Entre 0 e 10.';
export const NOTA_FIELD_NUMBER = 'Digite um número, como 8,5.';
export const NOTA_FIELD_STEP = 'Com uma casa decimal, como 8,5.';
export const NOTA_CONFIRM_TITLE = 'Confirmar nota';
export const notaConfirmQuestion = (nome: string, workbook: string, prova: string, media: string) =>
  `Salvar a nota de ${nome}: workbook ${workbook}, prova ${prova} (média ${media})?`;
export const NOTAS_TITLE = 'Notas da turma';
export const notasCount = (n: number) => formatCount(n, 'nota', 'notas');
export const NOTA_DELETE_TITLE = 'Excluir nota';

// Export
export const EXPORT_LABEL = 'Exportar CSV';
/** Said after 'Exportar CSV' in the button's name: which history it saves. */
export const EXPORT_CHAMADAS_SUFFIX = 'das chamadas';
export const EXPORT_NOTAS_SUFFIX = 'das notas';
export const EXPORT_FAILED = 'Erro ao exportar o arquivo. Tente novamente.';
