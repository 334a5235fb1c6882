// @ts-check
/**
 * ESLint flat config for Escola.
 *
 * Besides the usual recommended sets, this file enforces the import boundaries
 * of docs/architecture (app → features → api/components/domain; mocks only via
 * the dynamic bootstrap in src/main.tsx) with ESLint's core `no-restricted-imports`
 * plus one tiny local rule for dynamic `import()` (the core rule ignores those).
 *
 * The boundary blocks are generated from the folder layout every time ESLint
 * loads this file: one zone per directory in `src/features/*`, so a new feature
 * is covered without touching this file. Relative specifiers are checked too:
 * each zone gets one block per directory depth, so `../billing/x` from
 * `src/features/auth/LoginPage.tsx` is known to reach the `billing` feature.
 *
 * Two more local rules keep one way to each thing in src/: no module
 * re-exports the contract (each contract rule or text is imported from its
 * contract module only), and no route path is built by joining strings (`href`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SOURCE_EXT = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
/** Minimum number of directory levels below a zone that get their own block. */
const MIN_DEPTH = 6;

// ---------------------------------------------------------------------------
// Local rule: the same restrictions, applied to dynamic `import('…')`.
// ---------------------------------------------------------------------------

/**
 * @typedef {{ regex: string, message: string }} RestrictedPattern
 * @typedef {{ patterns: RestrictedPattern[] }} Restrictions
 */

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedDynamicImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Applies no-restricted-imports options (regex patterns) to dynamic import() expressions',
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              properties: { regex: { type: 'string' }, message: { type: 'string' } },
              required: ['regex'],
            },
          },
        },
      },
    ],
    messages: {
      restricted: "'{{source}}' import is restricted from being used by a pattern. {{message}}",
    },
  },
  create(context) {
    /** @type {Partial<Restrictions>} */
    const options = context.options[0] ?? {};
    const patterns = (options.patterns ?? []).map((p) => ({ re: new RegExp(p.regex, 'u'), message: p.message }));
    return {
      ImportExpression(node) {
        const src = node.source;
        /** @type {string | undefined} */
        let source;
        if (src.type === 'Literal' && typeof src.value === 'string') source = src.value;
        else if (src.type === 'TemplateLiteral' && src.expressions.length === 0)
          source = src.quasis[0]?.value.cooked ?? undefined;
        if (source === undefined) return;
        const spec = source.trim();
        const hit = patterns.find((p) => p.re.test(spec));
        if (hit) context.report({ node, messageId: 'restricted', data: { source: spec, message: hit.message ?? '' } });
      },
    };
  },
};

/** A specifier that reaches the contract: the alias or a relative path into it. */
const CONTRACT_SPECIFIER = /^@contract(?:\/|$)|(?:^|\/)supabase\/functions\/_shared\/contract(?:\/|$)/u;

/**
 * Local rule: a module may not re-export what it imports from the contract
 * (`export * from '@contract/…'`, `export { x } from '@contract/…'`, or an
 * imported binding exported again), so each contract rule has one import path:
 * its own module, by its contract name.
 * @type {import('eslint').Rule.RuleModule}
 */
const noContractReexports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids re-exporting contract exports: import them from @contract directly' },
    schema: [],
    messages: {
      reexport:
        "'{{name}}' comes from the contract ({{source}}): callers import it from there, by its contract name, not through this module.",
    },
  },
  create(context) {
    /** Local names bound by imports from the contract, with their source. */
    const fromContract = new Map();
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!CONTRACT_SPECIFIER.test(source)) return;
        for (const spec of node.specifiers) fromContract.set(spec.local.name, source);
      },
      ExportAllDeclaration(node) {
        const source = String(node.source.value);
        if (CONTRACT_SPECIFIER.test(source)) context.report({ node, messageId: 'reexport', data: { name: '*', source } });
      },
      ExportNamedDeclaration(node) {
        const own = node.source ? String(node.source.value) : null;
        if (own !== null && !CONTRACT_SPECIFIER.test(own)) return;
        for (const spec of node.specifiers) {
          const local = spec.local.type === 'Identifier' ? spec.local.name : String(spec.local.value);
          const source = own ?? fromContract.get(local);
          if (source !== undefined) context.report({ node: spec, messageId: 'reexport', data: { name: local, source } });
        }
      },
    };
  },
};

/**
 * Local rule: a path of the app's route table is never built by joining
 * strings — no `${SCREENS.x}/${id}`, no '/cadastro-escola/' + id — but with
 * `href(route, params)` (src/domain/navigation.ts), which encodes each
 * parameter and makes a missing one a type error. Options: the route tables'
 * names and the first path segments they hold.
 * @type {import('eslint').Rule.RuleModule}
 */
const noStringRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'Route paths are built with href(), never by joining strings' },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          tables: { type: 'array', items: { type: 'string' } },
          segments: { type: 'array', items: { type: 'string' } },
        },
      },
    ],
    messages: {
      joined: 'A route path built by joining strings: use href(route, params) from @/domain/navigation.',
    },
  },
  create(context) {
    const { tables = [], segments = [] } = context.options[0] ?? {};
    const tableNames = new Set(tables);
    const routeStart = new RegExp(`^#?/(?:${segments.map(escapeRe).join('|')})(?:/|$)`, 'u');
    /** @param {import('estree').Node} node */
    const isTable = (node) =>
      node.type === 'MemberExpression' && node.object.type === 'Identifier' && tableNames.has(node.object.name);
    /** @param {import('estree').Node} node */
    const startsRoute = (node) =>
      node.type === 'Literal' && typeof node.value === 'string' && segments.length > 0 && routeStart.test(node.value);
    return {
      TemplateLiteral(node) {
        if (node.expressions.length === 0) return;
        const head = node.quasis[0]?.value.cooked ?? '';
        if (node.expressions.some(isTable) || (segments.length > 0 && routeStart.test(head))) {
          context.report({ node, messageId: 'joined' });
        }
      },
      BinaryExpression(node) {
        if (node.operator !== '+') return;
        const left = /** @type {import('estree').Node} */ (node.left);
        if (isTable(left) || isTable(node.right) || startsRoute(left)) context.report({ node, messageId: 'joined' });
      },
    };
  },
};

const escolaPlugin = {
  meta: { name: 'escola' },
  rules: {
    'no-restricted-dynamic-imports': noRestrictedDynamicImports,
    'no-contract-reexports': noContractReexports,
    'no-string-routes': noStringRoutes,
  },
};

// ---------------------------------------------------------------------------
// Boundary generation
// ---------------------------------------------------------------------------

/**
 * A target is a repo-relative directory given as segments; a segment may be
 * `{ except: [...] }`, meaning "any directory name but these".
 * @typedef {string | { except: string[] }} Segment
 * @typedef {{ target?: Segment[], alias?: string, message: string }} Forbidden
 *   `target`: a repo directory whose files may not be reached by a relative specifier.
 *   `alias`: a regex source matched against the specifier as written (e.g. `^@/app(?:/|$)`).
 */

/** @param {string} s */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {Segment} seg */
const segmentRe = (seg) =>
  typeof seg === 'string' ? escapeRe(seg) : `(?!(?:${[...seg.except.map(escapeRe), '\\.', '\\.\\.'].join('|')})(?:/|$))[^/]+`;

/**
 * Regex source matching a relative specifier written in a file that sits
 * `depth` directories below `base`, when the specifier reaches `target`.
 * @param {string[]} base
 * @param {number} depth
 * @param {Segment[]} target
 */
function relativeRegex(base, depth, target) {
  /** @param {Segment} seg @param {string} name */
  const accepts = (seg, name) => (typeof seg === 'string' ? seg === name : !seg.except.includes(name));
  /** @type {string[]} */
  const routes = [];
  // Going up `depth + up` levels lands in base[0 .. base.length - up]; from
  // there the specifier descends along the rest of the target. Every landing
  // point up to the repository root is a way of writing the same import
  // (`../billing/x`, `../../features/billing/x`, `../../../src/features/billing/x`).
  for (let up = 0; up <= base.length; up++) {
    const landing = base.slice(0, base.length - up);
    if (landing.length > target.length) continue;
    if (!landing.every((name, i) => accepts(/** @type {Segment} */ (target[i]), name))) continue;
    if (landing.length === target.length && up === 0) continue; // the zone's own directory
    const rest = target.slice(landing.length).map(segmentRe).join('/');
    routes.push(`(?:\\.\\./){${depth + up}}${rest}`);
  }
  if (routes.length === 0)
    throw new Error(
      `eslint.config.js: ${target.map((t) => (typeof t === 'string' ? t : '*')).join('/')} cannot be reached from ${base.join('/')}`,
    );
  return `^(?:\\./)?(?:${routes.join('|')})(?:/|$)`;
}

/**
 * The options for one zone at one depth.
 * @param {string[]} base
 * @param {number} depth
 * @param {Forbidden[]} forbidden
 * @returns {Restrictions}
 */
function restrictionsFor(base, depth, forbidden) {
  /** @type {RestrictedPattern[]} */
  const patterns = [];
  for (const f of forbidden) {
    if (f.alias) patterns.push({ regex: f.alias, message: f.message });
    if (f.target) patterns.push({ regex: relativeRegex(base, depth, f.target), message: f.message });
  }
  return { patterns };
}

/**
 * Deepest directory level found below `dir` (0 = files directly in it).
 * @param {string} dir absolute
 * @returns {number}
 */
function deepestLevel(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let max = 0;
  for (const e of entries) {
    if (e.isDirectory() && e.name !== 'node_modules') max = Math.max(max, 1 + deepestLevel(path.join(dir, e.name)));
  }
  return max;
}

/**
 * Directory names directly inside `dir` (empty when it does not exist yet).
 * @param {string} dir absolute
 */
export function listDirs(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * @typedef {{
 *   name: string,
 *   base: string,
 *   forbidden: Forbidden[],
 *   dynamicForbidden?: Forbidden[],
 *   files?: string[],
 * }} Zone
 *   `base`: repo-relative directory. `files`: explicit file list (then no depth blocks).
 *   `dynamicForbidden`: restrictions for import() when they differ from static ones.
 */

/**
 * @param {Zone} zone
 * @param {string} root
 * @returns {import('eslint').Linter.Config[]}
 */
function zoneBlocks(zone, root) {
  const base = zone.base.split('/');
  /** @param {number} depth @param {string[]} files @returns {import('eslint').Linter.Config} */
  const block = (depth, files) => {
    const stat = restrictionsFor(base, depth, zone.forbidden);
    const dyn = zone.dynamicForbidden ? restrictionsFor(base, depth, zone.dynamicForbidden) : stat;
    return {
      name: `escola/boundaries/${zone.name}${zone.files ? '' : `/depth-${depth}`}`,
      files,
      rules: {
        'no-restricted-imports': ['error', stat],
        'escola/no-restricted-dynamic-imports': ['error', dyn],
      },
    };
  };
  if (zone.files) return [block(0, zone.files)];
  const maxDepth = Math.max(MIN_DEPTH, deepestLevel(path.join(root, zone.base)) + 1);
  /** @type {import('eslint').Linter.Config[]} */
  const blocks = [];
  for (let d = 0; d <= maxDepth; d++) blocks.push(block(d, [`${zone.base}/${'*/'.repeat(d)}*.${SOURCE_EXT}`]));
  return blocks;
}

const MOCKS_MSG =
  'Nothing in src/ imports mocks/: the mock backend is loaded only by the dynamic bootstrap in src/main.tsx (await import(…)), so it never reaches a production build.';

/**
 * The boundary zones, most general first (a later block replaces the rule
 * options of an earlier one for the files it matches, so every zone repeats
 * the restrictions it inherits).
 * @param {{ features: string[] }} layout
 * @returns {Zone[]}
 */
export function boundaryZones({ features }) {
  /** @type {Forbidden} */
  const noMocks = { target: ['mocks'], alias: '^@mocks(?:/|$)', message: MOCKS_MSG };
  /** @param {string} dir @param {string} why @returns {Forbidden} */
  const noSrc = (dir, why) => ({ target: ['src', dir], alias: `^@/${escapeRe(dir)}(?:/|$)`, message: why });

  /** @type {Zone[]} */
  const zones = [
    { name: 'src', base: 'src', forbidden: [noMocks] },
    {
      name: 'src/main.tsx (bootstrap)',
      base: 'src',
      files: ['src/main.tsx'],
      forbidden: [
        {
          ...noMocks,
          message:
            "src/main.tsx may load mocks/ only with a dynamic import() (await import('@mocks/browser')) inside the mock-mode branch — a static import would ship MSW and the seed in every build.",
        },
      ],
      dynamicForbidden: [],
    },
    {
      name: 'components',
      base: 'src/components',
      forbidden: [
        noMocks,
        noSrc('features', 'src/components/ is the shared UI kit: it knows no feature.'),
        noSrc('app', 'src/components/ may not import the app layer (store, router, shell).'),
        noSrc('api', 'src/components/ has no data access: pass data in through props.'),
      ],
    },
    {
      name: 'domain',
      base: 'src/domain',
      forbidden: [
        noMocks,
        noSrc('features', 'src/domain/ holds pure rules: it imports no feature.'),
        noSrc('app', 'src/domain/ holds pure rules: it may not import the app layer.'),
        noSrc('api', 'src/domain/ holds pure rules: it may not import the API layer.'),
        noSrc('components', 'src/domain/ holds pure rules: it may not import UI components.'),
        { alias: '^react(?:-dom)?(?:/|$)', message: 'src/domain/ holds pure rules: no React here.' },
      ],
    },
    ...features.map(
      /** @returns {Zone} */ (feature) => ({
        name: `features/${feature}`,
        base: `src/features/${feature}`,
        forbidden: [
          noMocks,
          {
            target: ['src', 'features', { except: [feature] }],
            alias: `^@/features/(?!${escapeRe(feature)}(?:/|$))`,
            message: `src/features/${feature}/ may not import another feature's files: move what is shared to src/components/, src/domain/ or src/api/.`,
          },
          noSrc('app', `src/features/${feature}/ may not import the app layer (src/app/ imports features, not the reverse).`),
        ],
      }),
    ),
    {
      name: 'mocks',
      base: 'mocks',
      forbidden: [
        {
          target: ['src', { except: ['domain'] }],
          alias: '^@/(?!domain(?:/|$))',
          message: 'mocks/ may import only @contract, @/domain/** and its own files.',
        },
      ],
    },
    {
      name: 'supabase/functions',
      base: 'supabase/functions',
      forbidden: [
        {
          target: ['src'],
          alias: '^@/',
          message: 'supabase/functions/ is deployed alone: it may not import the frontend (src/).',
        },
        {
          target: ['mocks'],
          alias: '^@mocks(?:/|$)',
          message: 'supabase/functions/ is deployed alone: it may not import mocks/.',
        },
      ],
    },
  ];
  return zones;
}

/**
 * All boundary blocks for a layout.
 * @param {{ features: string[], root?: string }} layout
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaryConfigs({ features, root = ROOT }) {
  return [
    { name: 'escola/boundaries/plugin', plugins: { escola: escolaPlugin } },
    ...boundaryZones({ features }).flatMap((zone) => zoneBlocks(zone, root)),
  ];
}

// ---------------------------------------------------------------------------
// One import path per rule, one way to build a route
// ---------------------------------------------------------------------------

/** Where the app's route table lives (the screens' paths and `APP_ROUTES`). */
const NAVIGATION_FILE = 'src/domain/navigation.ts';

/**
 * The first path segments of the app's routes ('cadastro-escola', 'verificar', …),
 * read from the route table's quoted paths when ESLint loads this file.
 * @param {string} root
 * @returns {string[]}
 */
export function routeSegments(root) {
  let text = '';
  try {
    text = readFileSync(path.join(root, NAVIGATION_FILE), 'utf8');
  } catch {
    return [];
  }
  const found = new Set();
  for (const m of text.matchAll(/'\/([a-z][a-z0-9-]*)/g)) found.add(m[1]);
  return [...found].sort();
}

/**
 * @param {{ root: string }} options
 * @returns {import('eslint').Linter.Config[]}
 */
export function ruleConfigs({ root }) {
  return [
    {
      name: 'escola/no-contract-reexports',
      files: [`src/**/*.${SOURCE_EXT}`],
      rules: { 'escola/no-contract-reexports': 'error' },
    },
    {
      name: 'escola/no-string-routes',
      files: [`src/**/*.${SOURCE_EXT}`],
      // The table itself spells its paths; tests and stories write addresses out as a person types them.
      ignores: [NAVIGATION_FILE, 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}'],
      rules: {
        'escola/no-string-routes': ['error', { tables: ['SCREENS', 'APP_ROUTES'], segments: routeSegments(root) }],
      },
    },
  ];
}

// ---------------------------------------------------------------------------
// The whole config
// ---------------------------------------------------------------------------

/**
 * @param {{ features?: string[], root?: string }} [options]
 *   `features` defaults to the directories in src/features/ (read now).
 * @returns {import('eslint').Linter.Config[]}
 */
export function createConfig({ root = ROOT, features = listDirs(path.join(root, 'src/features')) } = {}) {
  return /** @type {import('eslint').Linter.Config[]} */ ([
    {
      name: 'escola/ignores',
      ignores: [
        '**/node_modules/',
        'dist/',
        'dist-*/',
        'storybook-static/',
        'coverage/',
        '.local/',
        'mocks/public/',
        '**/mockServiceWorker.js',
        'tests/e2e/screenshots/',
        '.test-results/',
        'supabase/.temp/',
        'supabase/.branches/',
      ],
    },
    {
      name: 'escola/linter-options',
      linterOptions: { reportUnusedDisableDirectives: 'error' },
    },
    { name: 'eslint/recommended', ...js.configs.recommended },
    ...tseslint.configs.recommended.map((c) => ({
      .../** @type {import('eslint').Linter.Config} */ (c),
      files: /** @type {import('eslint').Linter.Config} */ (c).files ?? ['**/*.{ts,tsx,mts,cts}'],
    })),
    {
      name: 'escola/typescript',
      files: ['**/*.{ts,tsx,mts,cts}'],
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
        ],
      },
    },
    {
      name: 'escola/react-hooks',
      files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
      ...reactHooks.configs.flat.recommended,
    },
    {
      name: 'escola/globals/browser',
      files: ['src/**', '.storybook/**', 'mocks/**'],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      name: 'escola/globals/node',
      files: ['*.{js,mjs,cjs,ts,mts}', 'scripts/**', 'tests/**', 'mocks/**', '.storybook/main.{ts,js}'],
      languageOptions: { globals: { ...globals.node } },
    },
    {
      name: 'escola/globals/deno',
      files: ['supabase/functions/**'],
      languageOptions: { globals: { ...globals.browser, Deno: 'readonly' } },
    },
    ...boundaryConfigs({ features, root }),
    ...ruleConfigs({ root }),
  ]);
}

export default createConfig();
