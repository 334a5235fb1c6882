// @vitest-environment node
/**
 * Proves that the import boundaries in eslint.config.js fire: every forbidden
 * import is reported by the boundary rules and every allowed one is not.
 *
 * The rules are generated from the folder layout (one zone per directory in
 * src/features/), so most cases lint against a config generated for a fixed
 * set of features; the last cases check the real config file as ESLint loads it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG_FILE = path.join(ROOT, 'eslint.config.js');
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'escola/no-restricted-dynamic-imports']);
const FEATURES = ['auth', 'billing', 'auth-extra'];

interface ConfigModule {
  createConfig(options: { features: string[]; root?: string }): Linter.Config[];
}

type Case = [file: string, code: string];

let generated: ESLint;
let real: ESLint;

beforeAll(async () => {
  // A computed specifier: the config is plain JS, typed here by ConfigModule.
  const mod = (await import(pathToFileURL(CONFIG_FILE).href)) as ConfigModule;
  generated = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: mod.createConfig({ features: FEATURES, root: ROOT }),
  });
  real = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG_FILE });
}, 60_000);

/** Boundary messages for one snippet linted as if it were `file`. */
async function boundaryMessages(eslint: ESLint, file: string, code: string): Promise<string[]> {
  const filePath = path.join(ROOT, file);
  expect(await eslint.isPathIgnored(filePath), `${file} must not be ignored`).toBe(false);
  const [result] = await eslint.lintText(code, { filePath });
  expect(result, `no lint result for ${file}`).toBeDefined();
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, `parse error in the snippet for ${file}`).toEqual([]);
  return result!.messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

const staticImport = (spec: string) => `import value from '${spec}';\nexport default value;\n`;
const dynamicImport = (spec: string) => `export const load = () => import('${spec}');\n`;

async function expectForbidden(eslint: ESLint, [file, code]: Case) {
  const messages = await boundaryMessages(eslint, file, code);
  expect(messages, `expected a boundary error in ${file} for:\n${code}`).toHaveLength(1);
}

async function expectAllowed(eslint: ESLint, [file, code]: Case) {
  const messages = await boundaryMessages(eslint, file, code);
  expect(messages, `expected no boundary error in ${file} for:\n${code}`).toEqual([]);
}

/** Static and dynamic form of each specifier, imported from `file`. */
const both = (file: string, specs: string[]): Case[] =>
  specs.flatMap((spec): Case[] => [
    [file, staticImport(spec)],
    [file, dynamicImport(spec)],
  ]);

const label = ([file, code]: Case) => `${file}: ${code.trim().split('\n')[0]}`;

describe('(a) features are isolated from each other and from the app layer', () => {
  const forbidden: Case[] = [
    ...both('src/features/auth/LoginPage.tsx', [
      '@/features/billing/BillingPage',
      '@/features/billing',
      '@/features/auth-extra/Thing',
      '../billing/BillingPage',
      './../billing/api',
      '../../features/billing/BillingPage',
      '../../../src/features/billing/BillingPage',
      '@/app/store',
      '@/app',
      '../../app/router',
    ]),
    ...both('src/features/auth/components/LoginForm.tsx', [
      '../../billing/BillingPage',
      '../../../features/billing/x',
      '../../../app/store',
    ]),
    ['src/features/billing/deep/er/still/Thing.tsx', staticImport('../../../../auth/LoginPage')],
    ['src/features/billing/BillingPage.tsx', `export * from '../auth/session';\n`],
    ['src/features/billing/BillingPage.tsx', `export { login } from '@/features/auth/api';\n`],
    ['src/features/billing/BillingPage.tsx', `import type { Session } from '@/features/auth/types';\nexport type S = Session;\n`],
  ];
  const allowed: Case[] = [
    ...both('src/features/auth/LoginPage.tsx', [
      './LoginForm',
      './components/LoginForm',
      '../auth/LoginForm',
      '@/features/auth/LoginForm',
      '../../components/Button',
      '@/components/Button',
      '@/api/session',
      '@/domain/roles',
      '@/theme/tokens',
      '@contract',
      '@contract/constants',
      'react',
    ]),
    ...both('src/features/auth/components/LoginForm.tsx', ['../LoginPage', '../hooks/useLogin', '../../../components/Modal']),
  ];
  it.each(forbidden.map((c) => [label(c), c] as const))('forbids %s', async (_name, c) => expectForbidden(generated, c));
  it.each(allowed.map((c) => [label(c), c] as const))('allows %s', async (_name, c) => expectAllowed(generated, c));
});

describe('(b) the UI kit and the domain rules import no feature, app or api', () => {
  const forbidden: Case[] = [
    ...both('src/components/Button.tsx', [
      '@/features/auth/LoginPage',
      '@/app/store',
      '@/api/base',
      '../features/auth/LoginPage',
      '../app/store',
      '../api/base',
    ]),
    ...both('src/components/Modal/Modal.tsx', ['../../features/auth/x', '../../app/layout/Shell', '@/api']),
    ...both('src/domain/access.ts', [
      '@/features/auth/x',
      '@/app/store',
      '@/api/base',
      '@/components/Button',
      '../components/Button',
      '../features/auth/x',
      'react',
      'react-dom/client',
      'react/jsx-runtime',
    ]),
  ];
  const allowed: Case[] = [
    ...both('src/components/Button.tsx', [
      'react',
      'styled-components',
      '@/domain/roles',
      '@/theme/tokens',
      '../domain/roles',
      './Spinner',
    ]),
    ...both('src/domain/access.ts', ['./roles', '@/domain/roles', '@contract/constants', 'date-fns']),
  ];
  it.each(forbidden.map((c) => [label(c), c] as const))('forbids %s', async (_name, c) => expectForbidden(generated, c));
  it.each(allowed.map((c) => [label(c), c] as const))('allows %s', async (_name, c) => expectAllowed(generated, c));
});

describe('(c) src/ reaches mocks/ only through the dynamic bootstrap in src/main.tsx', () => {
  const forbidden: Case[] = [
    ...both('src/app/App.tsx', ['@mocks/browser', '../../mocks/browser', '@mocks/seed']),
    ...both('src/api/base.ts', ['@mocks/seed/index.ts']),
    ...both('src/components/Button.tsx', ['@mocks/db']),
    ...both('src/features/auth/LoginPage.tsx', ['@mocks/seed', '../../../mocks/seed']),
    ...both('src/features/auth/LoginPage.test.tsx', ['@mocks/seed']),
    ['src/app/App.tsx', `import type { Db } from '@mocks/db';\nexport type D = Db;\n`],
    // The bootstrap itself: a static import would put MSW into every build.
    ['src/main.tsx', staticImport('@mocks/browser')],
    ['src/main.tsx', staticImport('../mocks/browser')],
    ['src/main.tsx', `export * from '@mocks/browser';\n`],
  ];
  const allowed: Case[] = [
    ['src/main.tsx', dynamicImport('@mocks/browser')],
    ['src/main.tsx', dynamicImport('../mocks/browser')],
    [
      'src/main.tsx',
      'async function start() {\n  if (!import.meta.env.VITE_API_URL) {\n    const { worker } = await import(`@mocks/browser`);\n    await worker.start();\n  }\n}\nvoid start();\n',
    ],
    ...both('src/main.tsx', ['./app/App', 'react-dom/client']),
    ...both('src/app/App.tsx', ['msw', './router']),
  ];
  it.each(forbidden.map((c) => [label(c), c] as const))('forbids %s', async (_name, c) => expectForbidden(generated, c));
  it.each(allowed.map((c) => [label(c), c] as const))('allows %s', async (_name, c) => expectAllowed(generated, c));
});

describe('(d) mocks/ import only @contract, @/domain and their own files', () => {
  const forbidden: Case[] = [
    ...both('mocks/handlers.ts', [
      '@/features/auth/LoginPage',
      '@/app/store',
      '@/api/base',
      '@/components/Button',
      '@/theme/tokens',
      '../src/features/auth/x',
      '../src/api/base',
    ]),
    ...both('mocks/handlers/usuarios.ts', ['../../src/app/store', '@/components/Modal']),
  ];
  const allowed: Case[] = [
    ...both('mocks/handlers/usuarios.ts', [
      '@contract',
      '@contract/usuarios',
      '@/domain/roles',
      '../../src/domain/roles',
      '../db',
      './scope',
      'msw',
      '@msw/data',
      'zod',
    ]),
  ];
  it.each(forbidden.map((c) => [label(c), c] as const))('forbids %s', async (_name, c) => expectForbidden(generated, c));
  it.each(allowed.map((c) => [label(c), c] as const))('allows %s', async (_name, c) => expectAllowed(generated, c));
});

describe('(e) supabase/functions/ import nothing from src/ or mocks/', () => {
  const forbidden: Case[] = [
    ...both('supabase/functions/api/index.ts', [
      '@/domain/roles',
      '../../../src/domain/roles',
      '@mocks/seed',
      '../../../mocks/seed',
    ]),
    ...both('supabase/functions/_shared/contract/usuarios.ts', ['../../../../src/domain/roles', '../../../../mocks/db']),
  ];
  const allowed: Case[] = [
    ...both('supabase/functions/api/index.ts', ['../_shared/contract/index.ts', './routes/usuarios.ts', 'hono', 'npm:hono@4']),
  ];
  it.each(forbidden.map((c) => [label(c), c] as const))('forbids %s', async (_name, c) => expectForbidden(generated, c));
  it.each(allowed.map((c) => [label(c), c] as const))('allows %s', async (_name, c) => expectAllowed(generated, c));
});

describe('the real eslint.config.js', () => {
  it('generates one boundary zone per directory in src/features/', async () => {
    let onDisk: string[] = [];
    try {
      onDisk = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort();
    } catch {
      onDisk = [];
    }
    const mod = (await import(pathToFileURL(CONFIG_FILE).href)) as { default: Linter.Config[] };
    const zones = mod.default
      .map((c) => /^escola\/boundaries\/features\/(.+)\/depth-0$/.exec(c.name ?? '')?.[1])
      .filter((n): n is string => n !== undefined)
      .sort();
    expect(zones).toEqual(onDisk);
    for (const feature of onDisk) {
      const other = `${feature}-other`;
      await expectForbidden(real, [`src/features/${feature}/Probe.tsx`, staticImport(`@/features/${other}/X`)]);
      await expectForbidden(real, [`src/features/${feature}/Probe.tsx`, staticImport(`../${other}/X`)]);
      await expectAllowed(real, [`src/features/${feature}/Probe.tsx`, staticImport(`@/features/${feature}/X`)]);
    }
  });

  it('allows mocks in src/main.tsx only as a dynamic import()', async () => {
    await expectForbidden(real, ['src/main.tsx', staticImport('@mocks/browser')]);
    await expectAllowed(real, ['src/main.tsx', dynamicImport('@mocks/browser')]);
    await expectForbidden(real, ['src/app/App.tsx', dynamicImport('@mocks/browser')]);
  });

  it('does not lint build output, the MSW worker or screenshots', async () => {
    for (const ignored of [
      'dist/assets/index.js',
      'dist-budget/assets/a.js',
      'storybook-static/x.js',
      'mocks/public/mockServiceWorker.js',
      'coverage/x.js',
    ]) {
      expect(await real.isPathIgnored(path.join(ROOT, ignored)), ignored).toBe(true);
    }
  });
});

/** The messages of one local rule for a snippet linted as if it were `file`. */
async function ruleMessages(eslint: ESLint, rule: string, file: string, code: string): Promise<string[]> {
  const filePath = path.join(ROOT, file);
  const [result] = await eslint.lintText(code, { filePath });
  expect(result, `no lint result for ${file}`).toBeDefined();
  expect(
    result!.messages.filter((m) => m.fatal),
    `parse error in the snippet for ${file}`,
  ).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('(f) src/ re-exports nothing of the contract: one import path per rule', () => {
  const RULE = 'escola/no-contract-reexports';
  const forbidden: Case[] = [
    ['src/domain/grades.ts', `export * from '@contract/rules/notas';\n`],
    ['src/domain/grades.ts', `export { gradeAverage } from '@contract/rules/notas';\n`],
    ['src/domain/grades.ts', `export { gradeAverage as media } from '@contract/rules/notas';\n`],
    ['src/domain/access.ts', `export type { Caller } from '@contract/access';\n`],
    ['src/domain/dates.ts', `import { toIsoDay } from '@contract/dates';\nexport { toIsoDay };\n`],
    ['src/domain/dates.ts', `import { toIsoDay as day } from '@contract/dates';\nexport { day as toIsoDay };\n`],
    ['src/domain/roles.ts', `import type { UserType } from '@contract';\nexport type { UserType };\n`],
    ['src/domain/x/deep.ts', `export * from '../../../supabase/functions/_shared/contract/rules/notas.ts';\n`],
    ['src/features/sala-de-aula/sala-messages.ts', `export { SALA_MESSAGES } from '@contract/sala-de-aula';\n`],
    ['src/api/base-api.ts', `export { ROUTES } from '@contract';\n`],
  ];
  const allowed: Case[] = [
    [
      'src/domain/celebration.ts',
      `import { toIsoDay } from '@contract/dates';\nexport const stamp = (d: Date) => toIsoDay(d);\n`,
    ],
    ['src/domain/navigation.ts', `export { inGroups } from './roles';\n`],
    ['src/domain/roles.ts', `import type { UserType } from '@contract/constants';\nexport const all: UserType[] = [];\n`],
  ];
  it.each(forbidden.map((c) => [label(c), c] as const))('forbids %s', async (_name, [file, code]) => {
    expect(await ruleMessages(real, RULE, file, code)).toHaveLength(1);
  });
  it.each(allowed.map((c) => [label(c), c] as const))('allows %s', async (_name, [file, code]) => {
    expect(await ruleMessages(real, RULE, file, code)).toEqual([]);
  });
  it('holds in the generated config too', async () => {
    expect(await ruleMessages(generated, RULE, 'src/domain/grades.ts', `export * from '@contract/rules/notas';\n`)).toHaveLength(
      1,
    );
  });
});

describe('(g) route paths are built by href(), never by joining strings', () => {
  const RULE = 'escola/no-string-routes';
  const PAGE = 'src/features/escolas/EscolasListPage.tsx';
  const forbidden: Case[] = [
    [PAGE, 'export const a = `${SCREENS.cadastroEscola}/${id}`;\n'],
    [PAGE, "export const a = SCREENS.cadastroEscola + '/' + id;\n"],
    [PAGE, 'export const a = `${APP_ROUTES.verificar}/${code}`;\n'],
    [PAGE, 'export const a = `${SCREENS[screen]}/${id}`;\n'],
    [PAGE, 'export const a = `/cadastro-escola/${id}`;\n'],
    [PAGE, 'export const a = `#/cadastro-turma/${id}`;\n'],
    [PAGE, "export const a = '/verificar/' + code;\n"],
    ['src/app/layout/Sidebar.tsx', 'export const a = `/sala-de-aula-aluno/${id}`;\n'],
  ];
  const allowed: Case[] = [
    [PAGE, "export const a = href('editarEscola', { id });\n"],
    [PAGE, "export const a = `${location.origin}${location.pathname}#${href('verificarCodigo', { codigo })}`;\n"],
    [PAGE, 'export const a = SCREENS.escolas;\n'],
    [PAGE, "export const a = '/cadastro-escola';\n"],
    [PAGE, 'export const a = `/storage/v1/object/${name}`;\n'],
    [PAGE, 'export const a = `${base}/escolas`;\n'],
    // Tests and stories write an address out as a person types it; the table spells its own paths.
    ['src/features/escolas/EscolasListPage.test.tsx', 'export const a = `/cadastro-escola/${id}`;\n'],
    ['src/features/escolas/EscolasListPage.stories.tsx', 'export const a = `/cadastro-escola/${id}`;\n'],
    ['src/domain/navigation.ts', 'export const a = `${SCREENS.cadastroEscola}/:id`;\n'],
  ];
  it.each(forbidden.map((c) => [label(c), c] as const))('forbids %s', async (_name, [file, code]) => {
    expect(await ruleMessages(real, RULE, file, code)).toHaveLength(1);
  });
  it.each(allowed.map((c) => [label(c), c] as const))('allows %s', async (_name, [file, code]) => {
    expect(await ruleMessages(real, RULE, file, code)).toEqual([]);
  });
  it("reads the route segments from the app's route table", async () => {
    const mod = (await import(pathToFileURL(CONFIG_FILE).href)) as { routeSegments(root: string): string[] };
    const segments = mod.routeSegments(ROOT);
    for (const s of ['home', 'cadastro-escola', 'cadastro-matricula', 'sala-de-aula-aluno', 'verificar'])
      expect(segments).toContain(s);
  });
});
