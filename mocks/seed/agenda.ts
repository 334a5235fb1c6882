/** The demo agenda (docs/agenda.md): events of every reach around today. */
import type { AgendaEscopo } from '@contract';
import { toIsoDay } from '@contract/dates';
import { addDays } from './calendar';
import type { SeedContext } from './context';
import type { AgendaEventoRow, TurmaRow } from './rows';

/**
 * The demo agenda (docs/agenda.md), around today: the network's events by the
 * gestor, school events (school 1's by the demo secretary, school 2's by its
 * director), class events (the demo student's class by its teacher, another
 * of the demo teacher's classes by the secretary, a class of another teacher
 * of school 1 by that teacher) and personal events of the demo student and
 * teacher. Timed events give their hours; the others are all day, for `days`
 * days (1 unless said).
 */
interface AgendaDef {
  readonly title: string;
  readonly description: string | null;
  /** Days from today to the event's first day. */
  readonly inDays: number;
  /** Start and end on that day ('HH:MM'), or null: all day. */
  readonly time: readonly [string, string] | null;
  readonly days?: number;
  readonly reach: AgendaEscopo;
  /** The author's login. */
  readonly author: string;
  /** The school of a school event. */
  readonly school?: number;
  /** The class of a class event, by name (its school is the class's). */
  readonly turma?: string;
}

const AGENDA: readonly AgendaDef[] = [
  {
    title: 'Reunião geral da rede',
    description: 'Planejamento do próximo bimestre com as equipes de todas as unidades.',
    inDays: 2,
    time: ['14:00', '17:00'],
    reach: 'rede',
    author: 'gestor',
  },
  {
    title: 'Recesso escolar',
    description: 'Não há aulas nestes dias em nenhuma unidade.',
    inDays: 20,
    time: null,
    days: 5,
    reach: 'rede',
    author: 'gestor',
  },
  {
    title: 'Workshop de conversação',
    description: 'Encontro aberto aos alunos do nível intermediário.',
    inDays: -4,
    time: null,
    reach: 'rede',
    author: 'gestor',
  },
  {
    title: 'Prova de nivelamento',
    description: 'Novos alunos: teste escrito e entrevista oral.',
    inDays: 6,
    time: ['09:00', '12:00'],
    reach: 'escola',
    author: 'secretaria',
    school: 1,
  },
  { title: 'Entrega de boletins', description: null, inDays: 13, time: null, reach: 'escola', author: 'secretaria', school: 1 },
  {
    title: 'Festa junina da escola',
    description: 'Confraternização com famílias e alunos.',
    inDays: 9,
    time: ['18:00', '22:00'],
    reach: 'escola',
    author: 'secretaria',
    school: 1,
  },
  {
    title: 'Reunião de pais',
    description: 'Apresentação do calendário do semestre às famílias.',
    inDays: 3,
    time: ['19:00', '20:30'],
    reach: 'escola',
    author: 'fernando.teixeira',
    school: 2,
  },
  {
    title: 'Prova oral',
    description: 'Unidades 5 e 6 do livro.',
    inDays: 1,
    time: ['19:00', '20:30'],
    reach: 'turma',
    author: 'professor',
    turma: 'Global English 3 — Seg/Qua 19h',
  },
  {
    title: 'Entrega do workbook',
    description: 'Exercícios das unidades 5 e 6.',
    inDays: 0,
    time: null,
    reach: 'turma',
    author: 'professor',
    turma: 'Global English 3 — Seg/Qua 19h',
  },
  {
    title: 'Aula de reposição',
    description: 'Reposição da aula do feriado.',
    inDays: 4,
    time: ['09:00', '11:00'],
    reach: 'turma',
    author: 'secretaria',
    turma: 'TV Box 1 — Sábado 9h',
  },
  {
    title: 'Simulado DELE',
    description: 'Simulado completo com as quatro habilidades.',
    inDays: 5,
    time: null,
    reach: 'turma',
    author: 'larissa.carvalho',
    turma: 'Nuevo Español 2 — Ter/Qui 18h',
  },
  {
    title: 'Estudar para a prova oral',
    description: null,
    inDays: 0,
    time: ['20:00', '21:30'],
    reach: 'pessoal',
    author: 'aluno',
  },
  {
    title: 'Preparar a prova oral',
    description: 'Separar as fichas de conversação.',
    inDays: -1,
    time: ['08:00', '09:30'],
    reach: 'pessoal',
    author: 'professor',
  },
];

export function buildAgenda(ctx: SeedContext, turmas: readonly TurmaRow[]): AgendaEventoRow[] {
  const { today } = ctx;
  return AGENDA.map((e, i) => {
    const author = ctx.usuarios.find((u) => u.cp_login === e.author);
    if (!author) throw new Error(`Autor desconhecido no seed: ${e.author}`);
    const turma = e.turma === undefined ? undefined : turmas.find((t) => t.cp_tr_nome === e.turma);
    if (e.turma !== undefined && !turma) throw new Error(`Turma desconhecida no seed: ${e.turma}`);
    const first = toIsoDay(addDays(today, e.inDays));
    const [start, end] = e.time ?? ['00:00', '00:00'];
    return {
      cp_ev_id: i + 1,
      cp_ev_titulo: e.title,
      cp_ev_descricao: e.description,
      cp_ev_inicio: `${first}T${start}`,
      cp_ev_fim: e.time ? `${first}T${end}` : `${toIsoDay(addDays(today, e.inDays + (e.days ?? 1)))}T00:00`,
      cp_ev_dia_inteiro: e.time === null,
      cp_ev_escopo: e.reach,
      cp_ev_escola_id: turma?.cp_tr_id_escola ?? e.school ?? null,
      cp_ev_turma_id: turma?.cp_tr_id ?? null,
      cp_ev_autor_id: author.cp_id,
    };
  });
}
