/**
 * `buildSeed(today)`: the demo school network, deterministic for a given day.
 *
 * Three schools in three states, a manager, a director and a secretary per
 * school, teachers, classes with their students, enrolments in every status
 * with installments around "today", attendance, lesson summaries, grades,
 * audio courses, materials and agenda events. Pure: no I/O, no clock, no MSW.
 */
import type { AgendaEscopo, EnrolmentStatus, PaymentType, UserType } from '@contract';
import { CODE_BYTES, certificateCode } from '@contract/rules/certificados';
import { BIRTHDAY_WINDOW_DAYS } from '@/domain/birthday';
import { COURSE_CATALOGUE, categoryCodeFor } from '@/domain/courses';
import { toIsoDay } from '@/domain/dates';
import { parcelasPlano } from '@/domain/installments';
import {
  addDays,
  addMonths,
  ageOn,
  birthDateAround,
  classStart,
  dayOfMonth,
  daysInMonth,
  monthsBetween,
  pastLessons,
  startOfDay,
} from './calendar';
import { DEMO_PASSWORD } from './demo';
import {
  COMPANIES,
  EDUCATION_LEVELS,
  LANGUAGE_LEVELS,
  MALE_NAMES,
  FEMALE_NAMES,
  PROFESSIONS,
  SURNAMES,
  cnpj,
  landline,
  mobilePhone,
  personalEmail,
  rg,
  slugify,
  uniqueCpf,
  uniqueFullName,
  uniqueHandle,
} from './people';
import { createRandom, type Random } from './prng';
import { lessonTitle, summaryTopic } from './rows';
import type {
  AgendaEventoRow,
  AudioOuvidoRow,
  CertificadoRow,
  BirthSpec,
  ChamadaRow,
  ClassCalendar,
  Curso,
  MaterialExtra,
  MatriculaRow,
  NotaRow,
  ParcelaRow,
  Resumo,
  Escola,
  LessonRef,
  SeedCredential,
  SeedData,
  SummaryRef,
  Material,
  TurmaAlunoRow,
  TurmaRow,
  UsuarioRow,
  Audio,
} from './rows';

/** The fixed PRNG seed: change it and every demo name, CPF and grade changes. */
export const SEED_NUMBER = 20_250_317;

/** How many past lessons of each class carry attendance records. */
export const ATTENDANCE_LESSONS = 8;
/** How many past lessons of each class carry a lesson summary, at most (every other class has one less). */
export const SUMMARY_LESSONS = 4;
/** How many of their course's tracks the demo student has played (the progress bar is not 0). */
export const DEMO_PLAYED_AUDIOS = 4;
/**
 * The class seeded without any classroom record (attendance, grades,
 * summaries, played tracks): one with few students, so the classroom's empty
 * states can be seen (its teacher, ana.vieira, teaches only it).
 */
export const EMPTY_CLASSROOM_CLASS = 'Momente A1.2 — Seg/Qua 19h30';

interface SchoolDef {
  readonly nome: string;
  readonly cidade: string;
  readonly bairro: string;
  readonly estado: Escola['cp_ec_endereco_estado'];
  readonly rua: string;
  readonly numero: string;
  readonly ddd: string;
  readonly cep: string;
  readonly descricao: string | null;
  /** The school's PIX key (docs/matriculas.md), or null. */
  readonly pixChave: string | null;
  readonly yearsAgo: number;
  readonly streets: readonly string[];
}

const SCHOOL_DEFS: readonly SchoolDef[] = [
  {
    nome: 'Escola de Idiomas — Unidade Vila Mariana',
    cidade: 'São Paulo',
    bairro: 'Vila Mariana',
    estado: 'SP',
    rua: 'Rua Domingos de Morais',
    numero: '1820',
    ddd: '11',
    cep: '04010-100',
    descricao: 'Unidade matriz da rede: seis salas, laboratório de conversação e biblioteca.',
    pixChave: '7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04',
    yearsAgo: 9,
    streets: ['Rua Vergueiro', 'Rua Joaquim Távora', 'Avenida Lins de Vasconcelos', 'Rua Santa Cruz', 'Rua França Pinto'],
  },
  {
    nome: 'Escola de Idiomas — Unidade Savassi',
    cidade: 'Belo Horizonte',
    bairro: 'Savassi',
    estado: 'MG',
    rua: 'Rua Pernambuco',
    numero: '1045',
    ddd: '31',
    cep: '30130-151',
    descricao: 'Unidade com foco em cursos infantis e preparatórios.',
    pixChave: '11222333000181',
    yearsAgo: 5,
    streets: ['Rua Paraíba', 'Avenida Getúlio Vargas', 'Rua Antônio de Albuquerque', 'Rua Tomé de Souza', 'Rua Alagoas'],
  },
  {
    nome: 'Escola de Idiomas — Unidade Batel',
    cidade: 'Curitiba',
    bairro: 'Batel',
    estado: 'PR',
    rua: 'Avenida do Batel',
    numero: '1550',
    ddd: '41',
    cep: '80420-090',
    descricao: null,
    pixChave: null,
    yearsAgo: 2,
    streets: [
      'Rua Comendador Araújo',
      'Alameda Dom Pedro II',
      'Rua Bruno Filgueira',
      'Rua Gutemberg',
      'Avenida Sete de Setembro',
    ],
  },
];

interface StaffDef {
  readonly name: string;
  readonly gender: 'f' | 'm';
  readonly type: UserType;
  readonly school: number;
  readonly login?: string;
  readonly deleted?: boolean;
  /** Days from today to the next birthday (to fill the birthday list); otherwise drawn from RANDOM_BIRTHDAY_OFFSETS. */
  readonly birthdayIn?: number;
}

/** Staff in id order; the first five are the demo logins (all in school 1). */
const STAFF: readonly StaffDef[] = [
  { name: 'Ricardo Almeida Prado', gender: 'm', type: 1, school: 1, login: 'gestor', birthdayIn: 3 },
  { name: 'Helena Martins Costa', gender: 'f', type: 2, school: 1, login: 'diretor' },
  { name: 'Juliana Ferreira Lima', gender: 'f', type: 3, school: 1, login: 'secretaria', birthdayIn: 1 },
  { name: 'Marcos Vinícius Rocha', gender: 'm', type: 4, school: 1, login: 'professor' },
  // id 5 is the demo student, created with the classes below.
  { name: 'Fernando Augusto Teixeira', gender: 'm', type: 2, school: 2 },
  { name: 'Patrícia Gomes Ribeiro', gender: 'f', type: 3, school: 2 },
  { name: 'Cláudia Regina Moraes', gender: 'f', type: 2, school: 3, birthdayIn: 0 },
  { name: 'Rafael Nunes Barbosa', gender: 'm', type: 3, school: 3 },
  { name: 'Larissa Mendes Carvalho', gender: 'f', type: 4, school: 1 },
  { name: 'Thiago Henrique Souza', gender: 'm', type: 4, school: 2 },
  { name: 'Camila Duarte Pereira', gender: 'f', type: 4, school: 2 },
  { name: 'Gustavo Lopes Freitas', gender: 'm', type: 4, school: 3 },
  { name: 'Ana Clara Vieira', gender: 'f', type: 4, school: 3 },
  { name: 'Eduardo Pinto Cardoso', gender: 'm', type: 4, school: 1, deleted: true },
];

const DEMO_STUDENT = { name: 'Beatriz Santos Oliveira', gender: 'f' as const, login: 'aluno', age: 20 };

interface ClassDef {
  readonly name: string;
  readonly school: number;
  /** Login of the teacher (staff list above). */
  readonly teacher: string;
  readonly course: string;
  /** Weekdays of the lessons (0 = Sunday). */
  readonly weekdays: readonly number[];
  readonly start: string;
  readonly end: string;
  readonly size: number;
  /** Student age range. */
  readonly ages: readonly [number, number];
  readonly monthsAgo: number;
}

const CLASSES: readonly ClassDef[] = [
  {
    name: 'Global English 3 — Seg/Qua 19h',
    school: 1,
    teacher: 'professor',
    course: '[ING] GLOBAL ENGLISH BOOK 3',
    weekdays: [1, 3],
    start: '19:00',
    end: '20:30',
    size: 8,
    ages: [18, 45],
    monthsAgo: 5,
  },
  {
    name: 'TV Box 1 — Sábado 9h',
    school: 1,
    teacher: 'professor',
    course: '[ING] TV BOX 1',
    weekdays: [6],
    start: '09:00',
    end: '11:00',
    size: 6,
    ages: [22, 58],
    monthsAgo: 3,
  },
  {
    name: 'Nuevo Español 2 — Ter/Qui 18h',
    school: 1,
    teacher: 'larissa.carvalho',
    course: '[ESP] NUEVO ESPAÑOL 2',
    weekdays: [2, 4],
    start: '18:00',
    end: '19:30',
    size: 7,
    ages: [18, 50],
    monthsAgo: 7,
  },
  {
    name: 'Ferris Wheel 2 — Ter/Qui 14h',
    school: 2,
    teacher: 'thiago.souza',
    course: '[ING] FERRIS WHEEL 2',
    weekdays: [2, 4],
    start: '14:00',
    end: '15:00',
    size: 7,
    ages: [7, 9],
    monthsAgo: 4,
  },
  {
    name: 'Tweens 3 — Seg/Qua 16h',
    school: 2,
    teacher: 'thiago.souza',
    course: '[ING] GLOBAL TWEENS 3',
    weekdays: [1, 3],
    start: '16:00',
    end: '17:30',
    size: 6,
    ages: [10, 13],
    monthsAgo: 6,
  },
  {
    name: 'Global English 5 — Sexta 19h',
    school: 2,
    teacher: 'camila.pereira',
    course: '[ING] GLOBAL ENGLISH BOOK 5',
    weekdays: [5],
    start: '19:00',
    end: '21:30',
    size: 9,
    ages: [18, 48],
    monthsAgo: 8,
  },
  {
    name: 'Momente A1.2 — Seg/Qua 19h30',
    school: 3,
    teacher: 'ana.vieira',
    course: '[ALE] MOMENTE A1.2',
    weekdays: [1, 3],
    start: '19:30',
    end: '21:00',
    size: 5,
    ages: [19, 40],
    monthsAgo: 2,
  },
  {
    name: 'Next Station 1 — Sábado 10h',
    school: 3,
    teacher: 'gustavo.freitas',
    course: '[ING] NEXT STATION 1',
    weekdays: [6],
    start: '10:00',
    end: '11:30',
    size: 10,
    ages: [6, 9],
    monthsAgo: 3,
  },
  {
    name: 'Business English — Ter/Qui 20h',
    school: 3,
    teacher: 'gustavo.freitas',
    course: '[ING] BUSINESS ENGLISH',
    weekdays: [2, 4],
    start: '20:00',
    end: '21:30',
    size: 6,
    ages: [25, 55],
    monthsAgo: 5,
  },
];

/** Students of each school without a class yet, with their enrolment status. */
const UNPLACED_STATUSES: readonly EnrolmentStatus[] = ['trancado', 'cancelado', 'ativo'];

/**
 * The seeded certificates, in order: the demo student's concluded enrolment
 * (valid), one of another school (valid), and a third revoked with its
 * reason. The other concluded enrolments have none ('Matrículas concluídas').
 */
const CERTIFIED: readonly {
  concludedDaysAgo: number;
  issuedDaysAgo: number;
  revoked?: { daysAgo: number; motivo: string };
}[] = [
  { concludedDaysAgo: 40, issuedDaysAgo: 35 },
  { concludedDaysAgo: 25, issuedDaysAgo: 20 },
  {
    concludedDaysAgo: 60,
    issuedDaysAgo: 50,
    revoked: { daysAgo: 45, motivo: 'Emitido com a data de conclusão errada; será reemitido após conferência.' },
  },
];

/**
 * Days from today to the next birthday of everyone without a designated one
 * (`birthdayIn`, `STUDENT_BIRTHDAYS`), drawn from this range: outside the users
 * list's "Aniversariantes" window (today … today + BIRTHDAY_WINDOW_DAYS) and
 * more than a week after the last birthday, so that window holds exactly the
 * designated people on every day.
 */
export const RANDOM_BIRTHDAY_OFFSETS: readonly [min: number, max: number] = [BIRTHDAY_WINDOW_DAYS + 1, 358];

/** Birthdays placed relative to today, by position in the student generation order. */
const STUDENT_BIRTHDAYS: Readonly<Record<number, number>> = {
  2: 0,
  5: 1,
  9: 2,
  14: 3,
  19: 4,
  26: 5,
  31: 0,
  38: 6,
  45: 8,
  52: 2,
};

const ABILITIES = [9.2, 7.5, 5.8, 4.2, 8.4, 6.6, 3.6, 9.6, 7.0, 5.1] as const;

const COURSE_VALUES = [1800, 2160, 2400, 2880, 3000, 3600] as const;
const INSTALLMENT_COUNTS = [6, 8, 10, 12] as const;
const MONTHLY_FEES = [290, 320, 350, 390, 450] as const;

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

const SUMMARY_TOPICS: Readonly<Record<string, readonly string[]>> = {
  ING: [
    'Revisão do Present Perfect com exemplos do cotidiano e exercícios de fixação.',
    'Vocabulário de viagens: aeroporto, hotel e pedidos em restaurantes; role-play em duplas.',
    'Listening com diálogo do livro e discussão sobre hábitos de estudo.',
    'Comparativos e superlativos; atividade de descrição de cidades.',
    'Phrasal verbs com get e take; jogo de mímica para fixação.',
    'Leitura de texto sobre tecnologia e debate guiado em grupos.',
    'Past Simple x Past Continuous: narrativa de histórias pessoais.',
    'Cores, números e animais com música e flashcards (turma infantil).',
  ],
  ESP: [
    'Pretérito indefinido: verbos regulares e irregulares mais comuns.',
    'Vocabulário de comidas e pedidos em restaurantes; diálogo em duplas.',
    'Uso de ser e estar com exercícios do livro.',
    'Compreensão auditiva com podcast e discussão sobre cultura hispânica.',
  ],
  ALE: [
    'Artigos definidos e indefinidos no nominativo e acusativo.',
    'Apresentações pessoais e números; prática de pronúncia.',
    'Verbos modais können e müssen em situações do dia a dia.',
    'Horários e rotina: die Uhrzeit com exercícios orais.',
  ],
  RUS: ['Alfabeto cirílico e leitura de palavras simples.'],
};

/** A summary's links per language: one written without http:// (the screen adds it), one with. */
const LINKS: Readonly<Record<string, { readonly bare: string; readonly full: string }>> = {
  ING: { bare: 'www.bbc.co.uk/learningenglish', full: 'https://learnenglish.britishcouncil.org' },
  ESP: { bare: 'www.rae.es', full: 'https://cvc.cervantes.es' },
  ALE: { bare: 'learngerman.dw.com', full: 'https://www.goethe.de' },
  RUS: { bare: 'www.russianforfree.com', full: 'https://www.openrussian.org' },
};

/** A seeded material (training or extra): the same facts for both kinds. */
interface MaterialDef {
  readonly title: string;
  readonly description: string;
  readonly categories: string;
  readonly codes: string;
  readonly video: boolean;
  readonly pdfs: number;
  readonly download: 0 | 1;
}

const TRAINING: readonly MaterialDef[] = [
  {
    title: 'Boas-vindas: metodologia comunicativa da rede',
    description: 'Visão geral da metodologia, rotina de aula e uso do sistema pelos professores.',
    categories: 'Metodologia,Geral',
    codes: 'CES,TWEENS,KIDS,CONVERSATION,ESPANHOL,DEUTSCH',
    video: true,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'Global English Book: planejamento de aulas',
    description: 'Como distribuir as unidades do livro ao longo do semestre.',
    categories: 'Inglês,Adultos',
    codes: 'CES',
    video: true,
    pdfs: 3,
    download: 1,
  },
  {
    title: 'Tweens: atividades para pré-adolescentes',
    description: 'Dinâmicas curtas e projetos para manter o engajamento.',
    categories: 'Inglês,Pré-adolescentes',
    codes: 'TWEENS',
    video: false,
    pdfs: 1,
    download: 0,
  },
  {
    title: 'Ferris Wheel e Next Station: rotina com crianças',
    description: 'Músicas, histórias e gestão de sala com turmas infantis.',
    categories: 'Inglês,Infantil',
    codes: 'KIDS',
    video: true,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'TV Box: conduzindo aulas de conversação',
    description: 'Roteiros de debate e correção de erros sem interromper a fluência.',
    categories: 'Inglês,Conversação',
    codes: 'CONVERSATION',
    video: true,
    pdfs: 1,
    download: 0,
  },
  {
    title: 'Nuevo Español: pronúncia e entonação',
    description: 'Diferenças entre o espanhol peninsular e o latino-americano em sala.',
    categories: 'Espanhol',
    codes: 'ESPANHOL',
    video: false,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'Momente: introdução ao ensino de alemão A1',
    description: 'Sequência didática das primeiras unidades e erros comuns de brasileiros.',
    categories: 'Alemão',
    codes: 'DEUTSCH',
    video: true,
    pdfs: 1,
    download: 1,
  },
  {
    title: 'Avaliações: critérios de workbook e prova',
    description: 'Como lançar notas e interpretar a média (Boa, Média, Ruim).',
    categories: 'Avaliação,Geral',
    codes: 'CES,TWEENS,KIDS',
    video: false,
    pdfs: 1,
    download: 0,
  },
];

const EXTRA: readonly MaterialDef[] = [
  {
    title: 'Músicas para praticar o Present Perfect',
    description: 'Lista comentada de músicas e letras com lacunas.',
    categories: 'Inglês,Música',
    codes: 'CES,CONVERSATION',
    video: true,
    pdfs: 1,
    download: 1,
  },
  {
    title: 'Lista de verbos irregulares',
    description: 'Tabela com os 120 verbos irregulares mais usados.',
    categories: 'Inglês,Gramática',
    codes: 'CES,TWEENS',
    video: false,
    pdfs: 1,
    download: 1,
  },
  {
    title: 'Jogos de vocabulário para crianças',
    description: 'Bingo, memória e caça-palavras para imprimir.',
    categories: 'Inglês,Infantil',
    codes: 'KIDS',
    video: false,
    pdfs: 3,
    download: 1,
  },
  {
    title: 'Podcast recomendado: espanhol para brasileiros',
    description: 'Episódios curtos com transcrição.',
    categories: 'Espanhol,Áudio',
    codes: 'ESPANHOL',
    video: true,
    pdfs: 0,
    download: 0,
  },
  {
    title: 'Expressões idiomáticas em alemão',
    description: 'Vinte expressões do dia a dia com exemplos.',
    categories: 'Alemão,Vocabulário',
    codes: 'DEUTSCH',
    video: false,
    pdfs: 1,
    download: 0,
  },
  {
    title: 'Simulado de conversação: entrevistas de emprego',
    description: 'Perguntas frequentes e respostas modelo.',
    categories: 'Inglês,Carreira',
    codes: 'CONVERSATION,CES',
    video: true,
    pdfs: 2,
    download: 1,
  },
  {
    title: 'Projetos temáticos para pré-adolescentes',
    description: 'Ideias de projetos bimestrais com rubricas de avaliação.',
    categories: 'Inglês,Pré-adolescentes',
    codes: 'TWEENS',
    video: false,
    pdfs: 1,
    download: 1,
  },
];

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

/** The catalogue id (1-based position) of a course title; throws on an unknown title. */
function courseIdOf(title: string): number {
  const index = COURSE_CATALOGUE.indexOf(title);
  if (index < 0) throw new Error(`Curso desconhecido no seed: ${title}`);
  return index + 1;
}

function languageOf(title: string): string {
  return /^\[(ING|ESP|ALE|RUS)\]/.exec(title)?.[1] ?? 'ING';
}

function round1(n: number): number {
  return Math.round(Math.min(10, Math.max(0, n)) * 10) / 10;
}

interface Built {
  /** The day the seed is built for (start of day). */
  today: Date;
  usuarios: UsuarioRow[];
  credentials: SeedCredential[];
  birthSpecs: BirthSpec[];
  cpfs: Set<string>;
  names: Set<string>;
  handles: Set<string>;
}

interface PersonInput {
  name: string;
  gender: 'f' | 'm';
  type: UserType;
  school: number;
  login?: string;
  email?: string;
  deleted?: boolean;
  /** With `birthdayIn`, the birth date: `birthDateAround(today, age, birthdayIn)`. */
  age: number;
  birthdayIn: number;
}

function addPerson(random: Random, built: Built, input: PersonInput): UsuarioRow {
  const def = SCHOOL_DEFS[input.school - 1]!;
  const handle = uniqueHandle(input.name, built.handles);
  const login = input.login ?? handle;
  if (input.login) built.handles.add(input.login);
  const staff = input.type !== 5;
  const adult = input.age >= 18;
  const withCompany = adult && !staff && random.chance(0.15);
  const id = built.usuarios.length + 1;
  const user: UsuarioRow = {
    cp_id: id,
    cp_nome: input.name,
    cp_email: input.email ?? (staff ? `${handle}@escolaidiomas.com.br` : personalEmail(random, handle)),
    cp_login: login,
    cp_tipo_user: input.type,
    cp_rg: random.chance(0.8) ? rg(random) : null,
    cp_cpf: uniqueCpf(random, built.cpfs),
    cp_datanascimento: birthDateAround(built.today, input.age, input.birthdayIn),
    cp_estadocivil:
      input.age >= 26
        ? random.pick(['solteiro', 'casado', 'casado', 'divorciado', 'viuvo', 'uniao_estavel'] as const)
        : 'solteiro',
    cp_cnpj: withCompany ? cnpj(random) : null,
    cp_ie: withCompany && random.chance(0.5) ? random.chars('0123456789', 9) : null,
    cp_whatsapp: mobilePhone(random, def.ddd),
    cp_telefone: random.chance(0.3) ? landline(random, def.ddd) : null,
    cp_empresaatuacao: withCompany ? random.pick(COMPANIES) : staff ? 'Escola de Idiomas' : null,
    cp_profissao: staff ? null : adult ? random.pick(PROFESSIONS) : 'Estudante',
    cp_end_cidade_estado: `${def.cidade} - ${def.estado}`,
    cp_end_rua: random.pick(def.streets),
    cp_end_num: String(random.int(10, 2400)),
    cp_end_cep: `${def.cep.slice(0, 3)}${random.chars('0123456789', 2)}-${random.chars('0123456789', 3)}`,
    cp_descricao: input.deleted ? 'Cadastro desativado.' : random.chance(0.1) ? 'Prefere contato por WhatsApp.' : null,
    cp_escola_id: input.school,
    cp_foto_perfil: null,
    cp_excluido: input.deleted ? 1 : 0,
  };
  built.usuarios.push(user);
  built.credentials.push({ userId: id, login, password: DEMO_PASSWORD });
  built.birthSpecs.push({ userId: id, age: input.age, offsetDays: input.birthdayIn });
  return user;
}

/** The stored status of one installment (see the coverage notes in `buildSeed`). */
function installmentStatus(
  random: Random,
  due: Date,
  today: Date,
  enrolmentIndex: number,
  position: number,
  pastCount: number,
  opts: { readonly concluded: boolean; readonly forceOverdue: boolean },
): ParcelaRow['cp_mtPar_status'] {
  // One draw per installment whatever the day: every later value of the seed is the same on any day.
  const unpaidByChance = random.chance(0.06);
  if (opts.concluded) return 'Pago';
  if (due >= today) return 'à vencer';
  // Earlier this month: every other enrolment has not paid yet (overdue in the current month).
  if (monthsBetween(due, today) === 0) return enrolmentIndex % 2 === 0 ? 'à vencer' : 'Pago';
  // The third-latest past installment stays unpaid for some enrolments: overdue from an earlier month.
  if (opts.forceOverdue && position === pastCount - 3) return 'à vencer';
  return unpaidByChance ? 'à vencer' : 'Pago';
}

export function buildSeed(todayInput: Date): SeedData {
  const today = startOfDay(todayInput);
  const random = createRandom(SEED_NUMBER);
  const built: Built = {
    today,
    usuarios: [],
    credentials: [],
    birthSpecs: [],
    cpfs: new Set(),
    names: new Set(),
    handles: new Set(),
  };
  /** Days to the next birthday of someone without a designated one: one draw, right after their age. */
  const randomBirthdayIn = () => random.int(...RANDOM_BIRTHDAY_OFFSETS);

  // ── Schools ───────────────────────────────────────────────────────────
  const directorNames = new Map(STAFF.filter((s) => s.type === 2).map((s) => [s.school, s.name]));
  const schools: Escola[] = SCHOOL_DEFS.map((def, i) => ({
    cp_ec_id: i + 1,
    cp_ec_nome: def.nome,
    cp_ec_responsavel: directorNames.get(i + 1)!,
    cp_ec_endereco_rua: def.rua,
    cp_ec_endereco_numero: def.numero,
    cp_ec_endereco_cidade: def.cidade,
    cp_ec_endereco_bairro: def.bairro,
    cp_ec_endereco_estado: def.estado,
    cp_ec_data_cadastro: toIsoDay(addDays(addMonths(today, -12 * def.yearsAgo), -random.int(0, 200))),
    cp_ec_descricao: def.descricao,
    cp_ec_pix_chave: def.pixChave,
    cp_ec_excluido: 0,
  }));

  // ── Staff (ids 1-4), the demo student (id 5), then the other staff ────
  const teacherIds = new Map<string, number>();
  const addStaff = (s: StaffDef) => {
    built.names.add(s.name);
    const age = random.int(28, 58);
    const birthdayIn = s.birthdayIn ?? randomBirthdayIn();
    const user = addPerson(random, built, {
      name: s.name,
      gender: s.gender,
      type: s.type,
      school: s.school,
      ...(s.login ? { login: s.login } : {}),
      deleted: s.deleted ?? false,
      age,
      birthdayIn,
    });
    if (s.type === 4) teacherIds.set(user.cp_login, user.cp_id);
  };
  STAFF.slice(0, 4).forEach(addStaff);
  built.names.add(DEMO_STUDENT.name);
  const demoStudent = addPerson(random, built, {
    name: DEMO_STUDENT.name,
    gender: DEMO_STUDENT.gender,
    type: 5,
    school: 1,
    login: DEMO_STUDENT.login,
    age: DEMO_STUDENT.age,
    birthdayIn: 0,
  });
  STAFF.slice(4).forEach(addStaff);

  // ── Classes and their students ───────────────────────────────────────
  const turmas: TurmaRow[] = [];
  const classCalendars: ClassCalendar[] = [];
  const turmaAlunos: TurmaAlunoRow[] = [];
  const classStudents = new Map<number, UsuarioRow[]>();
  let generated = 0;
  const newStudent = (school: number, ages: readonly [number, number], deleted = false): UsuarioRow => {
    const gender = random.chance(0.5) ? 'f' : 'm';
    const name = uniqueFullName(random, gender, built.names);
    const age = random.int(ages[0], ages[1]);
    const birthdayIn = STUDENT_BIRTHDAYS[generated] ?? randomBirthdayIn();
    generated++;
    return addPerson(random, built, { name, gender, type: 5, school, deleted, age, birthdayIn });
  };

  CLASSES.forEach((def, index) => {
    const id = index + 1;
    const teacherId = teacherIds.get(def.teacher);
    if (teacherId === undefined) throw new Error(`Professor desconhecido no seed: ${def.teacher}`);
    const calendar = { turmaId: id, monthsAgo: def.monthsAgo, daysBefore: random.int(0, 10), weekdays: [...def.weekdays] };
    classCalendars.push(calendar);
    turmas.push({
      cp_tr_id: id,
      cp_tr_nome: def.name,
      cp_tr_data: toIsoDay(classStart(today, calendar.monthsAgo, calendar.daysBefore)),
      cp_tr_id_professor: teacherId,
      cp_tr_id_escola: def.school,
      cp_tr_curso_id: courseIdOf(def.course),
    });
    // The demo student (id 5) is in the first class; membership lives in turmaAlunos only.
    const members: UsuarioRow[] = id === 1 ? [demoStudent] : [];
    while (members.length < def.size) members.push(newStudent(def.school, def.ages));
    classStudents.set(id, members);
    for (const m of members) turmaAlunos.push({ cp_tr_id: id, cp_aluno_id: m.cp_id });
  });

  const unplaced: UsuarioRow[] = [];
  for (let school = 1; school <= SCHOOL_DEFS.length; school++) {
    for (let k = 0; k < UNPLACED_STATUSES.length; k++) unplaced.push(newStudent(school, [18, 45]));
  }
  newStudent(2, [18, 40], true);
  newStudent(3, [18, 40], true);

  // ── Courses and audios ───────────────────────────────────────────────
  const classCourseIds = new Set(turmas.map((t) => t.cp_tr_curso_id));
  const cursos: Curso[] = COURSE_CATALOGUE.map((title, i) => {
    const id = i + 1;
    const slug = slugify(title);
    const used = classCourseIds.has(id);
    const youtube =
      title === '[ESP] DELE PREPARACIÓN'
        ? 'null'
        : used || random.chance(0.5)
          ? `https://www.youtube.com/watch?v=${random.chars(YOUTUBE_ALPHABET, 11)}`
          : null;
    const pdf1 = used || random.chance(0.6) ? `pdfs-cursos/demo/${slug}-livro-do-aluno.pdf` : null;
    const pdf2 = pdf1 && (used || random.chance(0.4)) ? `pdfs-cursos/demo/${slug}-workbook.pdf` : null;
    const pdf3 = pdf2 && random.chance(0.5) ? `pdfs-cursos/demo/${slug}-respostas.pdf` : null;
    return {
      cp_curso_id: id,
      cp_nome_curso: title,
      cp_youtube_link_curso: youtube,
      cp_pdf1_curso: pdf1,
      cp_pdf2_curso: pdf2,
      cp_pdf3_curso: pdf3,
    };
  });

  const audios: Audio[] = [];
  for (const course of cursos) {
    const count = classCourseIds.has(course.cp_curso_id)
      ? 12
      : course.cp_nome_curso === '[RUS] RUSSIAN FOR BUSINESS'
        ? 0
        : random.int(5, 14);
    const slug = slugify(course.cp_nome_curso);
    // Stored out of order and unpadded ("Faixa 2" after "Faixa 11"): listing needs a numeric-aware sort.
    for (const n of random.shuffle(Array.from({ length: count }, (_, k) => k + 1))) {
      audios.push({
        cp_audio_id: audios.length + 1,
        cp_nome_audio: `Faixa ${n}`,
        cp_curso_id: course.cp_curso_id,
        cp_arquivo_audio: `audios/demo/${slug}-faixa-${String(n).padStart(2, '0')}.mp3`,
      });
    }
  }

  // ── Enrolments and installments ──────────────────────────────────────
  // Parcelado: the contract's plan (parcelasPlano: the last installment takes
  // the cents). Mensalidade: no installment plan (docs/matriculas.md).
  const matriculas: MatriculaRow[] = [];
  const parcelas: ParcelaRow[] = [];

  const addEnrolment = (opts: {
    student: UsuarioRow;
    courseId: number;
    status: EnrolmentStatus;
    payment: PaymentType;
    start: Date;
    dueDay: number;
    count?: number;
    hours: readonly [string, string] | null;
    forceOverdue?: boolean;
  }) => {
    const { student } = opts;
    const index = matriculas.length;
    const id = index + 1;
    const schoolId = student.cp_escola_id ?? 1;
    const def = SCHOOL_DEFS[schoolId - 1]!;
    const minor = ageOn(student.cp_datanascimento, today) < 18;
    const surname = student.cp_nome.split(' ').at(-1)!;
    const parcelado = opts.payment === 'parcelado';
    const valorCurso = parcelado ? random.pick(COURSE_VALUES) : null;
    const count = parcelado ? (opts.count ?? random.pick(INSTALLMENT_COUNTS)) : null;
    const mensalidade = parcelado ? null : random.pick(MONTHLY_FEES);
    const first = dayOfMonth(opts.start, 0, opts.dueDay);
    if (parcelado) {
      const plan = parcelasPlano(valorCurso!, count!, toIsoDay(first));
      const pastCount = plan.filter((p) => p.vencimento < toIsoDay(today)).length;
      for (const [k, p] of plan.entries()) {
        parcelas.push({
          cp_mtPar_id: parcelas.length + 1,
          cp_mt_id: id,
          cp_mt_escola: schoolId,
          cp_mt_usuario: student.cp_id,
          cp_mtPar_numero: p.numero,
          cp_mtPar_dataParcela: p.vencimento,
          cp_mtPar_valorParcela: p.valor,
          cp_mtPar_status: installmentStatus(random, new Date(`${p.vencimento}T00:00:00`), today, index, k, pastCount, {
            concluded: opts.status === 'concluido',
            forceOverdue: opts.forceOverdue ?? index % 6 === 0,
          }),
        });
      }
    }
    matriculas.push({
      cp_mt_id: id,
      cp_mt_curso: opts.courseId,
      cp_mt_escola: schoolId,
      cp_mt_usuario: student.cp_id,
      cp_mt_nome_usuario: student.cp_nome,
      cp_mt_cadastro_usuario: student.cp_cpf,
      cp_mt_valor_curso: valorCurso,
      cp_mt_quantas_parcelas: count,
      cp_mt_primeira_parcela: toIsoDay(first),
      cp_status_matricula: opts.status,
      cp_mt_nivel: random.pick(LANGUAGE_LEVELS),
      cp_mt_horario_inicio: opts.hours?.[0] ?? null,
      cp_mt_horario_fim: opts.hours?.[1] ?? null,
      cp_mt_escolaridade: minor ? 'Ensino Fundamental Incompleto' : random.pick(EDUCATION_LEVELS.slice(3)),
      cp_mt_local_nascimento: random.chance(0.7) ? `${def.cidade} - ${def.estado}` : null,
      cp_mt_rede_social: random.chance(0.4) ? `@${student.cp_login.replace('.', '_')}` : null,
      cp_mt_nome_pai: minor ? `${random.pick(MALE_NAMES)} ${random.pick(SURNAMES)} ${surname}` : null,
      cp_mt_contato_pai: minor ? mobilePhone(random, def.ddd) : null,
      cp_mt_nome_mae: minor ? `${random.pick(FEMALE_NAMES)} ${random.pick(SURNAMES)} ${surname}` : null,
      cp_mt_contato_mae: minor ? mobilePhone(random, def.ddd) : null,
      cp_mt_tipo_pagamento: opts.payment,
      cp_mt_valor_mensalidade: mensalidade,
    });
  };

  /**
   * Due days relative to today so that, whatever the day, the current month has
   * installments due today, later this month and (after the 1st) earlier this month.
   */
  const lastDay = daysInMonth(today.getFullYear(), today.getMonth());
  const dueDays = [today.getDate(), Math.min(today.getDate() + 3, lastDay), Math.max(1, today.getDate() - 2), 10, 25];
  let placed = 0;
  turmas.forEach((turma, classIndex) => {
    const def = CLASSES[classIndex]!;
    const start = new Date(`${turma.cp_tr_data}T00:00:00`);
    for (const student of classStudents.get(turma.cp_tr_id)!) {
      const isDemo = student.cp_id === demoStudent.cp_id;
      const adult = ageOn(student.cp_datanascimento, today) >= 18;
      if (isDemo || (adult && placed % 6 === 1)) {
        // An earlier, finished course: all installments paid.
        addEnrolment({
          student,
          courseId: Math.max(1, turma.cp_tr_curso_id - 1),
          status: 'concluido',
          payment: 'parcelado',
          start: addMonths(start, -14),
          dueDay: 10,
          count: placed % 12 === 1 ? 1 : 12,
          hours: [def.start, def.end],
        });
      }
      addEnrolment({
        student,
        courseId: turma.cp_tr_curso_id,
        status: 'ativo',
        payment: !isDemo && placed % 4 === 3 ? 'mensalidade' : 'parcelado',
        start,
        dueDay: isDemo ? today.getDate() : dueDays[placed % dueDays.length]!,
        ...(isDemo ? { count: 10, forceOverdue: true } : placed === 6 ? { count: 13 } : {}),
        hours: [def.start, def.end],
      });
      placed++;
    }
  });
  unplaced.forEach((student, k) => {
    const status = UNPLACED_STATUSES[k % UNPLACED_STATUSES.length]!;
    addEnrolment({
      student,
      courseId: courseIdOf(random.pick(COURSE_CATALOGUE)),
      status,
      payment: status === 'ativo' ? 'mensalidade' : 'parcelado',
      start: addMonths(today, status === 'ativo' ? 0 : -random.int(3, 7)),
      dueDay: dueDays[k % dueDays.length]!,
      hours: status === 'ativo' ? null : ['18:30', '20:00'],
    });
  });

  // ── Classroom: attendance, summaries, grades, played audios ──────────
  // Drawn from a stream of their own: changing the classroom moves no other value of the seed.
  const classroom = createRandom(SEED_NUMBER + 1);
  const chamadas: ChamadaRow[] = [];
  const resumos: Resumo[] = [];
  const notas: NotaRow[] = [];
  const audiosOuvidos: AudioOuvidoRow[] = [];
  // The lesson of each row (its k from the end): what supabase/seed.sql computes the row's day from.
  const lessonRefs = { chamadas: [] as LessonRef[], notas: [] as LessonRef[], resumos: [] as SummaryRef[] };
  const trackNumber = (a: Audio) => Number(a.cp_nome_audio.replace(/\D+/g, ''));
  turmas.forEach((turma, classIndex) => {
    const def = CLASSES[classIndex]!;
    // One class keeps the classroom's empty states visible (no records, no marks).
    if (def.name === EMPTY_CLASSROOM_CLASS) return;
    const lessons = pastLessons(new Date(`${turma.cp_tr_data}T00:00:00`), def.weekdays, today);
    const members = classStudents.get(turma.cp_tr_id)!;
    const recent = lessons.slice(-ATTENDANCE_LESSONS);
    for (const [i, lesson] of recent.entries()) {
      for (const student of members) {
        const roll = classroom.next();
        lessonRefs.chamadas.push({ turmaId: turma.cp_tr_id, k: recent.length - i });
        chamadas.push({
          cp_ch_id: chamadas.length + 1,
          cp_ch_turma_id: turma.cp_tr_id,
          cp_ch_aluno_id: student.cp_id,
          cp_ch_data: toIsoDay(lesson),
          cp_ch_hora: def.start,
          cp_ch_status: roll < 0.8 ? 'Presente' : roll < 0.92 ? 'Ausente' : 'Justificado',
        });
      }
    }
    // 3 or 4 summaries: the first with a link without http:// (shown with one), the second with a video.
    const language = languageOf(def.course);
    const topics = SUMMARY_TOPICS[language]!;
    const summaryLessons = lessons.slice(-(SUMMARY_LESSONS - (classIndex % 2)));
    summaryLessons.forEach((lesson, k) => {
      const number = lessons.length - summaryLessons.length + k + 1;
      const ref: SummaryRef = {
        turmaId: turma.cp_tr_id,
        k: summaryLessons.length - k,
        topics: [...topics],
        topicOffset: classIndex,
      };
      lessonRefs.resumos.push(ref);
      const youtube = `https://www.youtube.com/watch?v=${classroom.chars(YOUTUBE_ALPHABET, 11)}`;
      const withLink = classroom.chance(0.5);
      const withVideo = classroom.chance(0.35);
      resumos.push({
        cp_res_id: resumos.length + 1,
        cp_res_turma_id: turma.cp_tr_id,
        cp_res_data: toIsoDay(lesson),
        cp_res_hora: def.end,
        cp_res_aula: lessonTitle(number),
        cp_res_resumo: summaryTopic(ref, number),
        cp_res_link: k === 0 ? LINKS[language]!.bare : k > 1 && withLink ? LINKS[language]!.full : null,
        cp_res_link_youtube: k === 1 || (k > 1 && withVideo) ? youtube : null,
        // No stored bytes behind a seeded summary on any backend.
        cp_res_arquivo: null,
      });
    });
    // One or two grades per student: everyone on the first evaluation, two in three on the second.
    const evaluations = [7, 2]
      .map((k) => ({ k, date: lessons.at(-k) }))
      .filter((d): d is { k: number; date: Date } => d.date !== undefined);
    evaluations.forEach(({ k: lessonK, date }, e) => {
      members.forEach((student, k) => {
        const ability = ABILITIES[(k + classIndex) % ABILITIES.length]!;
        const workbook = round1(ability + (classroom.next() - 0.5) * 1.6);
        const prova = round1(ability + (classroom.next() - 0.5) * 2.4);
        if (e === 1 && k % 3 === 2) return;
        lessonRefs.notas.push({ turmaId: turma.cp_tr_id, k: lessonK });
        notas.push({
          cp_nota_id: notas.length + 1,
          cp_nota_turma_id: turma.cp_tr_id,
          cp_nota_data: toIsoDay(date),
          cp_nota_aluno_id: student.cp_id,
          cp_nota_workbook: workbook,
          cp_nota_prova: prova,
        });
      });
    });
    // Played tracks (the progress bar): the demo student the first four, the others a drawn number.
    const courseAudios = audios
      .filter((a) => a.cp_curso_id === turma.cp_tr_curso_id)
      .sort((a, b) => trackNumber(a) - trackNumber(b));
    for (const student of members) {
      const drawn = classroom.int(0, courseAudios.length);
      const heard = student.cp_id === demoStudent.cp_id ? DEMO_PLAYED_AUDIOS : drawn;
      courseAudios.slice(0, heard).forEach((audio, j) => {
        audiosOuvidos.push({
          cp_aluno_id: student.cp_id,
          cp_audio_id: audio.cp_audio_id,
          cp_ouvido_em: `${toIsoDay(addDays(today, -2 * (heard - j)))}T22:00:00.000Z`,
        });
      });
    }
  });

  // ── Materials and agenda ─────────────────────────────────────────────
  const materiais: Material[] = TRAINING.map((m, i) => {
    const slug = slugify(m.title);
    const pdf = (n: number) => (m.pdfs >= n ? `pdfs-materiais/demo/treinamento/${slug}-parte-${n}.pdf` : null);
    return {
      cp_mat_id: i + 1,
      cp_mat_titulo: m.title,
      cp_mat_descricao: m.description,
      cp_mat_linkYoutube: m.video ? `https://www.youtube.com/watch?v=${random.chars(YOUTUBE_ALPHABET, 11)}` : null,
      cp_mat_arquivoPdf: pdf(1),
      cp_mat_extra_pdf2: pdf(2),
      cp_mat_extra_pdf3: pdf(3),
      cp_mat_miniatura: `miniaturas/demo/treinamento/${slug}.svg`,
      cp_mat_extra_date: toIsoDay(addDays(today, -9 * (i + 1))),
      cp_mat_extra_categories: m.categories,
      cp_mat_extra_codigos: m.codes,
      cp_mat_permitirDownload: m.download,
    };
  });

  const materialExtra: MaterialExtra[] = EXTRA.map((m, i) => {
    const slug = slugify(m.title);
    const pdf = (n: number) => (m.pdfs >= n ? `pdfs-materiais/demo/extra/${slug}-${n}.pdf` : null);
    return {
      cp_mat_extra_id: i + 1,
      cp_mat_extra_title: m.title,
      cp_mat_extra_description: m.description,
      cp_mat_extra_thumbnail: `miniaturas/demo/extra/${slug}.svg`,
      cp_mat_extra_youtube_url: m.video ? `https://www.youtube.com/watch?v=${random.chars(YOUTUBE_ALPHABET, 11)}` : null,
      cp_mat_extra_pdf1: pdf(1),
      cp_mat_extra_pdf2: pdf(2),
      cp_mat_extra_pdf3: pdf(3),
      cp_mat_extra_date: toIsoDay(addDays(today, -6 * (i + 1))),
      cp_mat_extra_categories: m.categories,
      cp_mat_extra_codigos: m.codes,
      cp_mat_extra_permitirDownload: m.download,
    };
  });

  const agendaEventos: AgendaEventoRow[] = AGENDA.map((e, i) => {
    const author = built.usuarios.find((u) => u.cp_login === e.author);
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

  const staffId = (name: string) => built.usuarios.find((u) => u.cp_nome === name)!.cp_id;

  // ── Certificates (docs/certificados.md) ──────────────────────────────
  // Drawn from a stream of their own (codes from its bytes): changing them moves no other value of the seed.
  const certRandom = createRandom(SEED_NUMBER + 46);
  const certificados: CertificadoRow[] = [];
  const concluded = matriculas.filter((m) => m.cp_status_matricula === 'concluido');
  const demoConcluded = concluded.find((m) => m.cp_mt_usuario === demoStudent.cp_id);
  const otherSchool = concluded.find((m) => m.cp_mt_escola !== demoStudent.cp_escola_id);
  const revokedOne = concluded.find((m) => m !== demoConcluded && m !== otherSchool);
  if (!demoConcluded || !otherSchool || !revokedOne || concluded.length < CERTIFIED.length + 2) {
    throw new Error('The seed needs concluded enrolments of the demo student and of another school, and two left uncertified');
  }
  const certified = [demoConcluded, otherSchool, revokedOne];
  CERTIFIED.forEach((plan, i) => {
    const m = certified[i]!;
    const student = built.usuarios.find((u) => u.cp_id === m.cp_mt_usuario)!;
    const school = schools.find((e) => e.cp_ec_id === m.cp_mt_escola)!;
    const conclusao = toIsoDay(addDays(today, -plan.concludedDaysAgo));
    if (conclusao < m.cp_mt_primeira_parcela) throw new Error(`Enrolment ${m.cp_mt_id} concludes before it starts`);
    certificados.push({
      cp_cert_id: i + 1,
      cp_cert_codigo: certificateCode(Uint8Array.from({ length: CODE_BYTES }, () => certRandom.int(0, 255))),
      cp_cert_matricula_id: m.cp_mt_id,
      cp_cert_aluno_id: m.cp_mt_usuario,
      cp_cert_escola_id: m.cp_mt_escola,
      cp_cert_aluno_nome: student.cp_nome,
      cp_cert_curso_nome: cursos.find((c) => c.cp_curso_id === m.cp_mt_curso)!.cp_nome_curso,
      cp_cert_escola_nome: school.cp_ec_nome,
      cp_cert_diretor_nome: school.cp_ec_responsavel,
      cp_cert_inicio: m.cp_mt_primeira_parcela,
      cp_cert_conclusao: conclusao,
      cp_cert_emitido_em: `${toIsoDay(addDays(today, -plan.issuedDaysAgo))}T12:00:00.000Z`,
      cp_cert_revogado_em: plan.revoked ? `${toIsoDay(addDays(today, -plan.revoked.daysAgo))}T15:30:00.000Z` : null,
      cp_cert_motivo: plan.revoked?.motivo ?? null,
    });
  });

  return {
    today: toIsoDay(today),
    escolas: schools,
    usuarios: built.usuarios,
    credentials: built.credentials,
    birthSpecs: built.birthSpecs,
    classCalendars,
    lessonRefs,
    cursos,
    audios,
    turmas,
    turmaAlunos,
    matriculas,
    parcelas,
    materiais,
    materialExtra,
    chamadas,
    resumos,
    notas,
    audiosOuvidos,
    agendaEventos,
    // One teacher manages the extra material beside the gestor (the spec's "specific user", as a grant).
    permissoes: [
      {
        cp_usuario_id: staffId('Larissa Mendes Carvalho'),
        cp_permissao: 'materialExtra',
        cp_concedida_por: staffId('Ricardo Almeida Prado'),
        cp_concedida_em: `${toIsoDay(addDays(today, -30))}T12:00:00.000Z`,
      },
    ],
    certificados,
  };
}

/** The material category codes of the seeded classes' courses (used by tests and docs). */
export function seededCategoryCodes(seed: SeedData): string[] {
  const names = seed.turmas.map((t) => seed.cursos[t.cp_tr_curso_id - 1]!.cp_nome_curso);
  return [...new Set(names.map(categoryCodeFor).filter((c): c is NonNullable<typeof c> => c !== null))];
}
