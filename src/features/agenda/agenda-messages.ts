/**
 * The agenda screen's own labels. The spec's texts and the answers' are the
 * contract's AGENDA_MESSAGES (letter for letter), imported from @contract/agenda.
 */

// The form
export const TITULO_LABEL = 'Título';
export const DESCRICAO_LABEL = 'Descrição';
export const DATA_LABEL = 'Data';
export const ESCOPO_LABEL = 'Visibilidade';
export const ESCOLA_LABEL = 'Escola';
export const ESCOLA_PLACEHOLDER = 'Selecione uma escola';
export const TURMA_LABEL = 'Turma';
export const TURMA_PLACEHOLDER = 'Selecione uma turma';
export const CANCEL = 'Cancelar';
export const SAVE = 'Salvar';
export const LOADING_OPTIONS = 'Carregando…';
/** Under each field the alert names (the alert itself is the spec's). */
export const REQUIRED = 'Campo obrigatório.';

// Delete, details and edit
export const DELETE_TITLE = 'Excluir evento';
export const DELETE_CONFIRM = 'Excluir';
export const EDIT = 'Editar';
export const EDIT_TITLE = 'Editar Evento';
/** The reach is chosen once, when the event is created. */
export const ESCOPO_FIXED = 'A visibilidade não muda depois do cadastro.';
export const AUTOR_LABEL = 'Autor';
export const NO_DESCRIPTION = 'Sem descrição.';

// The calendar
/** The weekdays as a Brazilian abbreviates them, Sunday first (getDay's order): 'Sáb', never 'Sab'. */
export const WEEKDAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const CALENDAR_LOADING = 'Carregando eventos…';
export const TOOLBAR_NAV = 'Navegar no calendário';
export const TOOLBAR_VIEWS = 'Visualização do calendário';
/** The week and day views' scrolling hours. */
export const HOURS_LABEL = 'Horários';
export const CALENDAR_MESSAGES = {
  date: 'Data',
  time: 'Hora',
  event: 'Evento',
  allDay: 'Dia inteiro',
  week: 'Semana',
  work_week: 'Semana útil',
  day: 'Dia',
  month: 'Mês',
  previous: 'Anterior',
  next: 'Próximo',
  yesterday: 'Ontem',
  tomorrow: 'Amanhã',
  today: 'Hoje',
  agenda: 'Lista',
  noEventsInRange: 'Nenhum evento neste período.',
} as const;
/** The link under a full month day: what the design calls 'Mostrar mais', short enough for a phone. */
export const showMore = (count: number) => `+${count} mais`;
export const SHOW_MORE_TITLE = 'Mostrar mais';
