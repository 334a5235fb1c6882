/**
 * Agenda endpoints (spec sections 2, 3, 4, 5 "Agenda"; rules in
 * docs/agenda.md). Beyond the spec, events are kept: each has a reach
 * (`cp_ev_escopo`) that decides who sees and who changes it — the network,
 * one school, one class, or only its author (ACCESS rows agendaRede,
 * agendaEscola, agendaTurma, agendaPessoal).
 */
import { z } from 'zod';
import { Id, IsoDate, MessageBody, OptionalText, RequiredText } from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import type { Resource } from './access.ts';
import type { ListOrder } from './order.ts';

/** Limits of an event (the spec has none; these keep a row sane). */
export const AGENDA_LIMITS = {
  titulo: 120,
  descricao: 2000,
  /** The widest window one list call may ask for (a month view shows six weeks). */
  rangeDays: 100,
  /** The most events one window answers. */
  maxEvents: 1000,
} as const;

/** Every text the agenda shows or answers (spec section 8 "Agenda alert", section 2), letter for letter, plus ours. */
export const AGENDA_MESSAGES = {
  // spec
  title: 'Agenda',
  eventosDoDia: 'Eventos do Dia',
  cadastrar: 'Cadastrar Evento',
  emDesenvolvimento: 'Em desenvolvimento',
  calendario: 'Calendário',
  preencha: 'Por favor, preencha todos os campos.',
  confirmDelete: (titulo: string) => `Deseja excluir o evento '${titulo}'?`,
  // ours (docs/agenda.md)
  saved: 'Evento cadastrado com sucesso!',
  moved: 'Evento atualizado.',
  deleted: 'Evento excluído.',
  saveError: 'Erro ao salvar o evento.',
  moveError: 'Erro ao mover o evento. Ele voltou para o lugar de antes.',
  deleteError: 'Erro ao excluir o evento.',
  loadError: 'Erro ao carregar a agenda.',
  notFound: 'Evento não encontrado.',
  forbidden: 'Você não pode alterar este evento.',
  scopeForbidden: 'Você não pode criar eventos com esta visibilidade.',
  escolaRequired: 'Escolha a escola do evento.',
  turmaRequired: 'Escolha a turma do evento.',
  endBeforeStart: 'O fim do evento deve ser depois do início.',
  allDayTimes: 'Um evento de dia inteiro começa e termina à meia-noite.',
  rangeTooLong: `Consulte no máximo ${AGENDA_LIMITS.rangeDays} dias por vez.`,
  noEvents: 'Nenhum evento neste dia.',
} as const;

/** Who an event is for; the author picks it (beyond the spec). */
export const AGENDA_ESCOPOS = ['rede', 'escola', 'turma', 'pessoal'] as const;
export type AgendaEscopo = (typeof AGENDA_ESCOPOS)[number];
export const AgendaEscopoSchema = z.enum(AGENDA_ESCOPOS, { error: 'Visibilidade inválida.' });

/** How each reach reads in the form and on the event. */
export const AGENDA_ESCOPO_LABELS: Readonly<Record<AgendaEscopo, string>> = {
  rede: 'Toda a rede',
  escola: 'Escola',
  turma: 'Turma',
  pessoal: 'Somente eu',
};

/** The ACCESS row that decides each reach. */
export const AGENDA_RESOURCE: Readonly<Record<AgendaEscopo, Resource>> = {
  rede: 'agendaRede',
  escola: 'agendaEscola',
  turma: 'agendaTurma',
  pessoal: 'agendaPessoal',
};

/**
 * A local date-time of the school's calendar, minute precision, no zone:
 * 'YYYY-MM-DDTHH:MM'. A school's agenda is read in the school's own time.
 */
export const LocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Data e hora inválidas (use AAAA-MM-DDTHH:MM).')
  .refine((s) => IsoDate.safeParse(s.slice(0, 10)).success, 'Data inválida.');
export type LocalDateTime = z.infer<typeof LocalDateTime>;

/**
 * An event as answered. All-day events run from 00:00 of their first day to
 * 00:00 after their last (the end is exclusive), the way the calendar draws them.
 */
export const AgendaEvento = z.object({
  cp_ev_id: Id,
  cp_ev_titulo: z.string(),
  cp_ev_descricao: z.string().nullable(),
  cp_ev_inicio: LocalDateTime,
  cp_ev_fim: LocalDateTime,
  cp_ev_dia_inteiro: z.boolean(),
  cp_ev_escopo: AgendaEscopoSchema,
  cp_ev_escola_id: Id.nullable(),
  cp_ev_turma_id: Id.nullable(),
  cp_ev_autor_id: Id,
  /** The author's name, the class's name, the school's name: what the card shows under the title. */
  cp_ev_autor_nome: z.string(),
  cp_ev_escola_nome: z.string().nullable(),
  cp_ev_turma_nome: z.string().nullable(),
});
export type AgendaEvento = z.infer<typeof AgendaEvento>;

/** The list's order: the start, then the title (compareNames), then id. */
export const AGENDA_ORDER: ListOrder<'cp_ev_inicio' | 'cp_ev_titulo' | 'cp_ev_id'> = [
  { column: 'cp_ev_inicio', kind: 'date' },
  { column: 'cp_ev_titulo', kind: 'name' },
  { column: 'cp_ev_id', kind: 'number' },
];

/** The window of the calendar's view: events that overlap [de, ate] (both days included). */
export const AgendaQuery = z
  .object({ de: IsoDate, ate: IsoDate })
  .refine((q) => q.de <= q.ate, { message: 'A data final deve ser igual ou posterior à inicial.', path: ['ate'] })
  .refine((q) => daysBetween(q.de, q.ate) < AGENDA_LIMITS.rangeDays, {
    message: AGENDA_MESSAGES.rangeTooLong,
    path: ['ate'],
  });
export type AgendaQuery = z.infer<typeof AgendaQuery>;

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

const Titulo = RequiredText('Título', AGENDA_LIMITS.titulo);
const Descricao = OptionalText(AGENDA_LIMITS.descricao);

const endAfterStart = (e: { cp_ev_inicio?: string | undefined; cp_ev_fim?: string | undefined }) =>
  e.cp_ev_inicio === undefined || e.cp_ev_fim === undefined || e.cp_ev_fim > e.cp_ev_inicio;

export const EventoCreate = z
  .object({
    cp_ev_titulo: Titulo,
    cp_ev_descricao: Descricao,
    cp_ev_inicio: LocalDateTime,
    cp_ev_fim: LocalDateTime,
    cp_ev_dia_inteiro: z.boolean().default(true),
    cp_ev_escopo: AgendaEscopoSchema.default('pessoal'),
    /** Required for 'escola' (the gestor picks one; staff get their own); ignored otherwise. */
    cp_ev_escola_id: Id.nullable().optional(),
    /** Required for 'turma'; ignored otherwise. */
    cp_ev_turma_id: Id.nullable().optional(),
  })
  .refine(endAfterStart, { message: AGENDA_MESSAGES.endBeforeStart, path: ['cp_ev_fim'] });
export type EventoCreate = z.input<typeof EventoCreate>;

/** A move, a resize or an edit: the reach, school, class and author never change. */
export const EventoUpdate = z
  .object({
    cp_ev_titulo: Titulo.optional(),
    cp_ev_descricao: Descricao,
    cp_ev_inicio: LocalDateTime.optional(),
    cp_ev_fim: LocalDateTime.optional(),
    cp_ev_dia_inteiro: z.boolean().optional(),
  })
  .refine(endAfterStart, { message: AGENDA_MESSAGES.endBeforeStart, path: ['cp_ev_fim'] });
export type EventoUpdate = z.input<typeof EventoUpdate>;

export const listAgenda = endpoint({
  ...ROUTES.listAgenda,
  name: 'listAgenda',
  query: AgendaQuery,
  response: z.array(AgendaEvento),
  summary: 'Eventos que o usuário vê e que tocam a janela [de, ate], por início e título.',
});

export const createEvento = endpoint({
  ...ROUTES.createEvento,
  name: 'createEvento',
  body: EventoCreate,
  response: AgendaEvento,
  summary: 'Cadastra um evento com a visibilidade escolhida (201).',
});

export const updateEvento = endpoint({
  ...ROUTES.updateEvento,
  name: 'updateEvento',
  body: EventoUpdate,
  response: AgendaEvento,
  summary: 'Move, redimensiona ou edita um evento (quem pode criá-lo naquela visibilidade).',
});

export const deleteEvento = endpoint({
  ...ROUTES.deleteEvento,
  name: 'deleteEvento',
  response: MessageBody,
  summary: 'Exclui só o evento clicado (não todos com o mesmo título: decisão 43).',
});
