/**
 * What each role sees: the sidebar and the home tiles (product spec, section 6),
 * written as data. Screens and route guards read these tables; nothing else
 * decides visibility.
 */
import type { Action, Resource } from '@contract/access';
import type { UserType } from '@contract/constants';
import { inGroups, type RoleGroup } from './roles';

/** Every screen of the product, by key, with its hash path (spec section 2). */
export const SCREENS = {
  login: '/',
  home: '/home',
  cadastroUsuario: '/cadastro-usuario',
  cadastroEscola: '/cadastro-escola',
  cadastroTurma: '/cadastro-turma',
  cadastroMatricula: '/cadastro-matricula',
  cadastroAudio: '/cadastro-audio',
  usuarios: '/usuarios',
  matriculas: '/matriculas',
  turmas: '/turmas',
  escolas: '/escolas',
  financeiro: '/financeiro',
  audios: '/audios',
  treinamento: '/treinamento',
  materialExtra: '/material-extra',
  salaDeAula: '/sala-de-aula',
  salaDeAulaAluno: '/sala-de-aula-aluno',
  agenda: '/agenda',
  certificado: '/certificado',
  avaliacoes: '/avaliacoes',
} as const;

export type ScreenKey = keyof typeof SCREENS;

/**
 * Every hash route of the app by name (the contract's `ROUTES` are the api's):
 * the screens' own paths and the paths with parameters (spec section 2). The
 * route table (src/app/routes.tsx) matches these patterns, and links are built
 * from them with `href`, never by joining strings (`escola/no-string-routes`).
 */
export const APP_ROUTES = {
  ...SCREENS,
  editarUsuario: `${SCREENS.cadastroUsuario}/:id`,
  editarEscola: `${SCREENS.cadastroEscola}/:id`,
  /** The add link of the classes list keeps the spec's trailing slash. */
  novaTurma: `${SCREENS.cadastroTurma}/`,
  editarTurma: `${SCREENS.cadastroTurma}/:id`,
  editarMatricula: `${SCREENS.cadastroMatricula}/:matriculaId`,
  /** Financeiro narrowed to one enrolment's installments (the link from a row of Matrículas). */
  financeiroMatricula: `${SCREENS.financeiro}/matricula/:matriculaId`,
  /** The audio form of one course (`:id` is the course). */
  editarAudio: `${SCREENS.cadastroAudio}/:id`,
  /** The public check of a certificate code; the QR code opens the second. */
  verificar: '/verificar',
  verificarCodigo: '/verificar/:codigo',
} as const;

export type AppRouteName = keyof typeof APP_ROUTES;

/** The `:name` parameters of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `href`'s arguments after the route: the parameters when the route has any, nothing otherwise. */
export type AppRouteParams<R extends AppRouteName> = [ParamNames<(typeof APP_ROUTES)[R]>] extends [never]
  ? []
  : [params: Readonly<Record<ParamNames<(typeof APP_ROUTES)[R]>, string | number>>];

/**
 * The path of a route with its parameters filled in, each one URI-encoded:
 * `href('editarEscola', { id: 3 })` is `/cadastro-escola/3`. A missing or
 * unknown parameter is a type error, and throws if a cast hides it.
 */
export function href<R extends AppRouteName>(route: R, ...args: AppRouteParams<R>): string {
  const params: Readonly<Record<string, string | number>> = args[0] ?? {};
  const used = new Set<string>();
  const path = APP_ROUTES[route].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`href('${route}'): missing parameter '${name}'`);
    }
    used.add(name);
    return encodeURIComponent(String(value));
  });
  const unknown = Object.keys(params).filter((name) => !used.has(name));
  if (unknown.length > 0) throw new Error(`href('${route}'): unknown parameter '${unknown.join("', '")}'`);
  return path;
}

/** The icon drawn for each screen in the sidebar and on the home tiles. */
export type ScreenIcon =
  | 'home'
  | 'users'
  | 'school'
  | 'classes'
  | 'enrolment'
  | 'finance'
  | 'audio'
  | 'training'
  | 'material'
  | 'classroom'
  | 'agenda'
  | 'certificate'
  | 'evaluation'
  | 'user';

export const SCREEN_ICONS: Readonly<Record<ScreenKey, ScreenIcon>> = {
  login: 'user',
  home: 'home',
  cadastroUsuario: 'users',
  cadastroEscola: 'school',
  cadastroTurma: 'classes',
  cadastroMatricula: 'enrolment',
  cadastroAudio: 'audio',
  usuarios: 'users',
  matriculas: 'enrolment',
  turmas: 'classes',
  escolas: 'school',
  financeiro: 'finance',
  audios: 'audio',
  treinamento: 'training',
  materialExtra: 'material',
  salaDeAula: 'classroom',
  salaDeAulaAluno: 'classroom',
  agenda: 'agenda',
  certificado: 'certificate',
  avaliacoes: 'evaluation',
};

/** One thing a screen does, in the words of ACCESS (the contract's access.ts). */
export interface ScreenUse {
  readonly resource: Resource;
  readonly action: Action;
}

export interface ScreenAccess {
  /** What the screen's own path does: a form creates, a list lists. */
  readonly uses: readonly ScreenUse[];
  /** A form's edit path (`/cadastro-…/:id`): what it does there instead. */
  readonly edit?: readonly ScreenUse[];
}

const does = (resource: Resource, action: Action): ScreenUse => ({ resource, action });

/**
 * What each screen does with which resource. Whoever is shown a link to a
 * screen may do each of these: src/domain/navigation-access.test.ts checks
 * the sidebar and the home tiles against ACCESS with this table.
 */
export const SCREEN_ACCESS: Readonly<Record<ScreenKey, ScreenAccess>> = {
  login: { uses: [] },
  home: { uses: [] },
  cadastroUsuario: { uses: [does('usuarios', 'create')], edit: [does('usuarios', 'write')] },
  cadastroEscola: { uses: [does('escolas', 'create')], edit: [does('escolas', 'write')] },
  cadastroTurma: { uses: [does('turmas', 'create')], edit: [does('turmas', 'write')] },
  cadastroMatricula: { uses: [does('matriculas', 'create')], edit: [does('matriculas', 'write')] },
  cadastroAudio: { uses: [does('cursos', 'create'), does('audios', 'create')], edit: [does('cursos', 'write')] },
  usuarios: { uses: [does('usuarios', 'list')] },
  matriculas: { uses: [does('matriculas', 'list')] },
  turmas: { uses: [does('turmas', 'list')] },
  escolas: { uses: [does('escolas', 'list')] },
  financeiro: { uses: [does('parcelas', 'list')] },
  audios: { uses: [does('cursos', 'list'), does('audios', 'list')] },
  treinamento: { uses: [does('materiais', 'list')] },
  materialExtra: { uses: [does('materialExtra', 'list')] },
  salaDeAula: {
    uses: [does('turmas', 'list'), does('chamadas', 'read'), does('notas', 'read'), does('resumos', 'read')],
  },
  salaDeAulaAluno: {
    uses: [
      does('turmas', 'read'),
      does('chamadas', 'read'),
      does('notas', 'read'),
      does('resumos', 'read'),
      does('audios', 'read'),
      does('audiosOuvidos', 'write'),
    ],
  },
  agenda: { uses: [does('agendaRede', 'read'), does('agendaPessoal', 'create')] },
  certificado: { uses: [does('certificados', 'list')] },
  avaliacoes: { uses: [does('avaliacoes', 'read')] },
};

export interface SidebarItem {
  readonly screen: ScreenKey;
  readonly label: string;
  readonly groups: readonly RoleGroup[];
  /** Students open the student variant of a screen. */
  readonly studentScreen?: ScreenKey;
}

export interface SidebarGroup {
  readonly label: string;
  /** Who sees the group at all (items are further filtered). */
  readonly groups: readonly RoleGroup[];
  readonly items: readonly SidebarItem[];
}

export const SIDEBAR: readonly SidebarGroup[] = [
  {
    label: 'Cadastros',
    groups: ['gestao'],
    items: [
      { screen: 'cadastroUsuario', label: 'Cadastro de Usuário', groups: ['gestao'] },
      { screen: 'cadastroEscola', label: 'Cadastro de Escola', groups: ['direcao'] },
      { screen: 'cadastroTurma', label: 'Cadastro de Turma', groups: ['gestao'] },
      { screen: 'cadastroMatricula', label: 'Cadastro de Matrícula', groups: ['gestao'] },
      { screen: 'cadastroAudio', label: 'Cadastro de Áudio', groups: ['direcao'] },
    ],
  },
  {
    label: 'Gestão',
    groups: ['all'],
    items: [
      { screen: 'usuarios', label: 'Usuários', groups: ['gestao'] },
      { screen: 'matriculas', label: 'Matrículas', groups: ['gestao'] },
      { screen: 'escolas', label: 'Escolas', groups: ['direcao'] },
      { screen: 'turmas', label: 'Turmas', groups: ['all'] },
      { screen: 'financeiro', label: 'Financeiro', groups: ['gestao', 'aluno'] },
    ],
  },
  {
    label: 'Controle Educacional',
    groups: ['all'],
    items: [
      { screen: 'agenda', label: 'Agenda', groups: ['all'] },
      // Students reach their own certificates here (decision 46).
      { screen: 'certificado', label: 'Certificado', groups: ['admin', 'aluno'] },
      { screen: 'avaliacoes', label: 'Avaliações', groups: ['admin'] },
    ],
  },
  {
    label: 'Material',
    groups: ['all'],
    items: [
      { screen: 'audios', label: 'Áudios', groups: ['gestao', 'professor'] },
      { screen: 'treinamento', label: 'Treinamento', groups: ['direcao', 'professor'] },
      // Secretaries edit and delete extra material (spec section 6), so they reach it (decision 37).
      { screen: 'materialExtra', label: 'Material Extra', groups: ['direcao', 'secretaria', 'professor'] },
    ],
  },
  {
    label: 'Aula',
    groups: ['all'],
    items: [
      {
        screen: 'salaDeAula',
        label: 'Sala de Aula',
        groups: ['professor', 'aluno'],
        studentScreen: 'salaDeAulaAluno',
      },
    ],
  },
];

export interface HomeTile {
  readonly screen: ScreenKey;
  readonly label: string;
  readonly description: string;
  readonly types: readonly UserType[];
  readonly studentScreen?: ScreenKey;
}

/** Home tiles by user type (spec section 6, "Home tiles by type"). */
export const HOME_TILES: readonly HomeTile[] = [
  { screen: 'financeiro', label: 'Financeiro', description: 'Parcelas e pagamentos', types: [1, 2, 3, 5] },
  { screen: 'cadastroEscola', label: 'Cadastro de Escola', description: 'Unidades da rede', types: [1] },
  { screen: 'cadastroUsuario', label: 'Cadastro de Usuário', description: 'Equipe e alunos', types: [1, 2, 3] },
  { screen: 'cadastroMatricula', label: 'Matrícula', description: 'Matrículas e parcelas', types: [1, 2, 3] },
  { screen: 'audios', label: 'Audios', description: 'Áudios dos cursos', types: [1, 2, 4] },
  { screen: 'turmas', label: 'Turmas', description: 'Turmas e alunos', types: [1, 2, 3, 4, 5] },
  {
    screen: 'salaDeAula',
    label: 'Sala de Aula',
    description: 'Chamadas, notas e resumos',
    types: [1, 2, 3, 4, 5],
    studentScreen: 'salaDeAulaAluno',
  },
  { screen: 'certificado', label: 'Certificado', description: 'Certificados de conclusão', types: [1, 5] },
  { screen: 'avaliacoes', label: 'Avaliações', description: 'Avaliações da rede', types: [1] },
  { screen: 'treinamento', label: 'Treinamento', description: 'Materiais para a equipe', types: [1, 2, 4] },
  { screen: 'materialExtra', label: 'Material Extra', description: 'Materiais complementares', types: [1, 2, 3, 4] },
];

export interface VisibleLink {
  readonly screen: ScreenKey;
  readonly label: string;
  readonly path: string;
  readonly icon: ScreenIcon;
}

function target(screen: ScreenKey, studentScreen: ScreenKey | undefined, type: UserType): ScreenKey {
  return type === 5 && studentScreen ? studentScreen : screen;
}

/** The sidebar groups and links a user type sees; empty groups are dropped. */
export function sidebarFor(type: UserType | null): { label: string; items: VisibleLink[] }[] {
  if (type === null) return [];
  return SIDEBAR.filter((group) => inGroups(type, group.groups))
    .map((group) => ({
      label: group.label,
      items: group.items
        .filter((item) => inGroups(type, item.groups))
        .map((item) => {
          const screen = target(item.screen, item.studentScreen, type);
          return { screen, label: item.label, path: SCREENS[screen], icon: SCREEN_ICONS[screen] };
        }),
    }))
    .filter((group) => group.items.length > 0);
}

/** The home tiles a user type sees, in table order. */
export function tilesFor(type: UserType | null): (VisibleLink & { description: string })[] {
  if (type === null) return [];
  return HOME_TILES.filter((tile) => tile.types.includes(type)).map((tile) => {
    const screen = target(tile.screen, tile.studentScreen, type);
    return { screen, label: tile.label, description: tile.description, path: SCREENS[screen], icon: SCREEN_ICONS[screen] };
  });
}

/** Screens every signed-in user may open, whatever the tables say. */
const ALWAYS_OPEN: readonly ScreenKey[] = ['home'];

/**
 * Whether a user type may open a screen: a screen is open to whoever is shown
 * a link to it, in the sidebar or on the home tiles. Derived from the two
 * tables above, so a link is never shown to someone the guard would turn away.
 */
export function canOpenScreen(screen: ScreenKey, type: UserType | null): boolean {
  if (type === null) return false;
  if (ALWAYS_OPEN.includes(screen)) return true;
  const inSidebar = sidebarFor(type).some((g) => g.items.some((i) => i.screen === screen));
  return inSidebar || tilesFor(type).some((t) => t.screen === screen);
}
