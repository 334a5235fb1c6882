#!/usr/bin/env node
/**
 * `npm run budget` — the production bundle budgets of issue 2.
 *
 * 1. Builds the app for a remote API (VITE_API_URL set) into dist-budget/, and
 *    a control build in mock mode into dist-budget-control/.
 * 2. No mock code in the remote build: no module from mocks/, msw or @msw/data
 *    in any chunk, no mockServiceWorker.js, and none of the marker strings of
 *    MSW, @msw/data, the mock database or the seed in any emitted file. The
 *    control build must contain all of them — proof that the scan can see them.
 * 3. The JS loaded by the login route — the index.html entry, its static
 *    imports (recursively), the LoginPage lazy chunk and its static imports —
 *    is at most 150 KiB gzip (level 9).
 * 4. Every route screen (src/features/**\/*Page.tsx) in the build is its own
 *    lazily loaded chunk, never bundled into the entry.
 * 5. The installable app (docs/offline.md): the remote build has its web
 *    manifest (Portuguese name, 192/512 and maskable icons that exist), the
 *    service worker and its precache list; the precache holds every route
 *    screen and the login route, none of the large on-demand libraries
 *    (PRECACHE_EXCLUDED), and is at most PRECACHE_LIMIT_KIB gzip. The mock
 *    control build has no service worker, no Workbox and no manifest.
 * Prints a table and writes dist-budget/budget-report.json. Exit code 1 on any
 * failure.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = 'dist-budget';
const CONTROL_DIR = 'dist-budget-control';
const REMOTE_API_URL = 'https://example.supabase.co/functions/v1/api';
const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';
const LOGIN_ROUTE_LIMIT_KIB = 150;
const KIB = 1024;
/** What the service worker downloads on install (gzip, as the server sends it). */
const PRECACHE_LIMIT_KIB = 600;
/** Packages loaded only when used (a PDF made or shown, the evaluation charts): never precached. */
const PRECACHE_EXCLUDED = ['jspdf', 'pdfjs-dist', 'html2canvas', 'dompurify', 'canvg', 'recharts'];
const PWA_FILES = ['sw.js', 'manifest.webmanifest'];

/**
 * Strings that only mock code carries. Each must be present in the mock-mode
 * control build (otherwise the marker is stale and this script says so).
 */
const MARKERS = [
  { text: 'mockServiceWorker', source: 'msw (worker script URL)' },
  { text: '[MSW]', source: 'msw (console prefix)' },
  { text: 'MOCK_ACTIVATE', source: 'msw (worker protocol)' },
  { text: 'INTEGRITY_CHECK_REQUEST', source: 'msw (worker protocol)' },
  { text: 'FORBIDDEN_UNIQUE_UPDATE', source: '@msw/data (error code)' },
  { text: 'escola-mock-db-v1', source: 'mocks/db/persistence.ts (storage key)' },
  { text: 'senha123', source: 'mocks/seed (demo password)' },
  { text: 'Tecnova Sistemas Ltda', source: 'mocks/seed/people.ts (company list)' },
  { text: 'Cavalcanti', source: 'mocks/seed/people.ts (surname list)' },
];
/** Module ids that are mock code, wherever they end up. */
const MOCK_MODULES = [
  { test: (/** @type {string} */ id) => id.startsWith(`${ROOT}/mocks/`), label: 'mocks/' },
  { test: (/** @type {string} */ id) => /\/node_modules\/msw\//.test(id), label: 'msw' },
  { test: (/** @type {string} */ id) => /\/node_modules\/@msw\//.test(id), label: '@msw/*' },
  { test: (/** @type {string} */ id) => /\/node_modules\/@mswjs\//.test(id), label: '@mswjs/*' },
];

/** @type {string[]} */
const failures = [];
const fail = (/** @type {string} */ message) => failures.push(message);

// ---------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------

/**
 * @typedef {{ fileName: string, isEntry: boolean, isDynamicEntry: boolean, facadeModuleId: string | null, moduleIds: string[], rendered: Record<string, number> }} ChunkInfo
 *   `rendered`: module id → rendered length (bytes before minification).
 */

/** Strips rollup/rolldown virtual prefixes and queries from a module id. */
const cleanId = (/** @type {string} */ id) => id.replace(/^\0/, '').replace(/\?.*$/, '');
const rel = (/** @type {string} */ abs) => path.relative(ROOT, abs).split(path.sep).join('/');

/**
 * Runs `vite build` (the project's vite.config.ts) into `outDir`, recording
 * which modules went into which chunk.
 * @param {string} outDir
 * @param {string | undefined} apiUrl
 * @returns {Promise<ChunkInfo[]>}
 */
async function buildApp(outDir, apiUrl) {
  const { build } = await import('vite');
  /** @type {ChunkInfo[]} */
  const chunks = [];
  const saved = process.env.VITE_API_URL;
  if (apiUrl === undefined) delete process.env.VITE_API_URL;
  else process.env.VITE_API_URL = apiUrl;
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: path.join(ROOT, outDir), emptyOutDir: true },
      plugins: [
        {
          name: 'escola:budget-module-map',
          generateBundle(_options, bundle) {
            for (const item of Object.values(bundle)) {
              if (item.type !== 'chunk') continue;
              chunks.push({
                fileName: item.fileName,
                isEntry: item.isEntry,
                isDynamicEntry: item.isDynamicEntry,
                facadeModuleId: item.facadeModuleId ? cleanId(item.facadeModuleId) : null,
                moduleIds: item.moduleIds.map(cleanId),
                rendered: Object.fromEntries(
                  Object.entries(item.modules ?? {}).map(([id, m]) => [cleanId(id), m.renderedLength ?? 0]),
                ),
              });
            }
          },
        },
      ],
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`vite build into ${outDir}/ failed (VITE_API_URL=${apiUrl ?? '(unset)'}):\n${message}`);
  } finally {
    if (saved === undefined) delete process.env.VITE_API_URL;
    else process.env.VITE_API_URL = saved;
  }
  if (chunks.length === 0) throw new Error(`vite build into ${outDir}/ produced no JS chunks.`);
  return chunks;
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** @param {string} dir absolute @returns {string[]} absolute file paths */
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Which markers occur in which emitted files of `outDir`.
 * @param {string} outDir
 * @returns {Map<string, string[]>} marker → files (relative to outDir)
 */
function scanMarkers(outDir) {
  const abs = path.join(ROOT, outDir);
  /** @type {Map<string, string[]>} */
  const found = new Map();
  for (const file of walk(abs)) {
    if (path.basename(file) === 'budget-report.json') continue;
    const text = readFileSync(file, 'latin1');
    for (const { text: marker } of MARKERS) {
      // latin1 keeps every byte; markers are ASCII so the match is exact.
      if (text.includes(marker)) found.set(marker, [...(found.get(marker) ?? []), path.relative(abs, file)]);
    }
  }
  return found;
}

/**
 * Mock modules bundled into chunks.
 * @param {ChunkInfo[]} chunks
 * @returns {{ chunk: string, module: string, label: string }[]}
 */
function mockModulesIn(chunks) {
  return chunks.flatMap((c) =>
    c.moduleIds.flatMap((id) => {
      const hit = MOCK_MODULES.find((m) => m.test(id));
      return hit ? [{ chunk: c.fileName, module: id.startsWith(ROOT) ? rel(id) : id, label: hit.label }] : [];
    }),
  );
}

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestEntry
 */

/** @param {string} outDir @returns {Record<string, ManifestEntry>} */
function readManifest(outDir) {
  const file = path.join(ROOT, outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${outDir}/.vite/manifest.json is missing: vite.config.ts must keep build.manifest: true.`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * A manifest entry and its static imports, recursively (keys).
 * @param {Record<string, ManifestEntry>} manifest
 * @param {string} key
 * @param {Set<string>} seen
 */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const entry = manifest[key];
  if (!entry) throw new Error(`manifest entry "${key}" is referenced but missing.`);
  seen.add(key);
  for (const dep of entry.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** @param {string} outDir @param {string} file relative to outDir */
function sizes(outDir, file) {
  const buf = readFileSync(path.join(ROOT, outDir, file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

const kib = (/** @type {number} */ bytes) => (bytes / KIB).toFixed(2);

/** The package (or source folder) a module belongs to, for the breakdown. */
function moduleGroup(/** @type {string} */ id) {
  const nm = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (nm) return nm[1] ?? id;
  if (!id.startsWith(`${ROOT}/`)) return id.replace(/^\0/, '(virtual) ');
  const parts = rel(id).split('/');
  return parts[0] === 'src' && parts.length > 2 ? `${parts[0]}/${parts[1]}/${parts.length > 3 ? `${parts[2]}/` : ''}` : rel(id);
}

/**
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {number[]} rightAligned column indexes
 */
function table(header, rows, rightAligned) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const fmt = (/** @type {string[]} */ r) =>
    `  ${r.map((cell, c) => (rightAligned.includes(c) ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join('  ')}`;
  return [fmt(header), `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`, ...rows.map(fmt)].join('\n');
}

/**
 * The manifest, the service worker and its precache list of the remote build.
 * @param {ChunkInfo[]} chunks
 * @param {string[]} loginFiles the login route's JS files
 * @param {{ page: string, chunk: string | null }[]} routes
 */
function checkInstallableApp(chunks, loginFiles, routes) {
  const dir = path.join(ROOT, OUT_DIR);
  const present = PWA_FILES.filter((f) => existsSync(path.join(dir, f)));
  for (const f of PWA_FILES.filter((x) => !present.includes(x)))
    fail(`${OUT_DIR}/${f} is missing: the Supabase build must be installable.`);
  const workbox = readdirSync(dir).filter((f) => /^workbox-.*\.js$/.test(f));
  const filesOut = [...present, ...workbox].map((f) => sizes(OUT_DIR, f));
  /** @type {string[]} */
  let precached = [];
  if (present.includes('manifest.webmanifest')) {
    const m = JSON.parse(readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));
    if (m.lang !== 'pt-BR' || !m.name || !m.short_name)
      fail('manifest.webmanifest: name, short_name and lang pt-BR are required.');
    if (m.display !== 'standalone' || !m.start_url)
      fail('manifest.webmanifest: display standalone and a start_url are required.');
    for (const [sizesWanted, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = (m.icons ?? []).find((/** @type {any} */ i) => i.sizes === sizesWanted && (i.purpose ?? 'any') === purpose);
      if (!icon) fail(`manifest.webmanifest: no ${purpose} icon of ${sizesWanted}.`);
      else if (!existsSync(path.join(dir, icon.src))) fail(`manifest.webmanifest: icon ${icon.src} is not in the build.`);
    }
  }
  if (present.includes('sw.js')) {
    precached = [...readFileSync(path.join(dir, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map(
      (x) => /** @type {string} */ (x[1]),
    );
    if (!precached.includes('index.html')) fail('sw.js does not precache index.html: the shell would not open offline.');
    for (const f of loginFiles) if (!precached.includes(f)) fail(`sw.js does not precache ${f} of the login route.`);
    for (const r of routes) {
      if (r.chunk && !r.chunk.includes(',') && !precached.includes(r.chunk))
        fail(`sw.js does not precache the screen ${r.page} (${r.chunk}).`);
    }
    for (const c of chunks.filter((x) => precached.includes(x.fileName))) {
      const heavy = c.moduleIds.map(moduleGroup).find((g) => PRECACHE_EXCLUDED.includes(g));
      if (heavy) fail(`sw.js precaches ${c.fileName}, which carries ${heavy} (loaded on demand): add it to workbox.globIgnores.`);
    }
  }
  const precacheSizes = precached.filter((f) => existsSync(path.join(dir, f))).map((f) => sizes(OUT_DIR, f));
  const precache = {
    entries: precached.length,
    raw: precacheSizes.reduce((s, f) => s + f.raw, 0),
    gzip: precacheSizes.reduce((s, f) => s + f.gzip, 0),
  };
  if (precache.gzip > PRECACHE_LIMIT_KIB * KIB)
    fail(`the service worker precaches ${kib(precache.gzip)} KiB gzip — over ${PRECACHE_LIMIT_KIB} KiB.`);
  return { files: filesOut, precache, precached };
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

async function main() {
  console.log(`budget: building for a remote API (VITE_API_URL=${REMOTE_API_URL}) into ${OUT_DIR}/ …`);
  const chunks = await buildApp(OUT_DIR, REMOTE_API_URL);
  console.log(`budget: control build in mock mode (VITE_API_URL unset) into ${CONTROL_DIR}/ …`);
  const controlChunks = await buildApp(CONTROL_DIR, undefined);

  // --- 1. no mock code ------------------------------------------------------
  const mockModules = mockModulesIn(chunks);
  for (const m of mockModules) fail(`mock code in the production build: ${m.module} (${m.label}) is bundled into ${m.chunk}`);
  const markers = scanMarkers(OUT_DIR);
  for (const [marker, files] of markers) {
    const source = MARKERS.find((m) => m.text === marker)?.source;
    fail(`mock marker "${marker}" (${source}) found in ${OUT_DIR}/: ${files.join(', ')}`);
  }
  if (existsSync(path.join(ROOT, OUT_DIR, 'mockServiceWorker.js'))) {
    fail(`${OUT_DIR}/mockServiceWorker.js exists: the worker must be emitted only in mock mode.`);
  }

  // The control build proves the scan would have seen mock code.
  const controlModules = new Set(mockModulesIn(controlChunks).map((m) => m.label));
  for (const { label } of MOCK_MODULES.filter((m) => m.label !== '@mswjs/*')) {
    if (!controlModules.has(label)) {
      fail(
        `control: the mock-mode build bundles no ${label} module, so the module check proves nothing — is the bootstrap in src/main.tsx importing @mocks/browser?`,
      );
    }
  }
  const controlMarkers = scanMarkers(CONTROL_DIR);
  for (const { text, source } of MARKERS) {
    if (!controlMarkers.has(text)) {
      fail(
        `control: marker "${text}" (${source}) is not in the mock-mode build — the marker is stale; update MARKERS in scripts/budget.mjs.`,
      );
    }
  }
  if (!existsSync(path.join(ROOT, CONTROL_DIR, 'mockServiceWorker.js'))) {
    fail(`control: ${CONTROL_DIR}/mockServiceWorker.js is missing — the mock-mode build must emit the worker.`);
  }

  // --- 2. JS of the login route -------------------------------------------
  const manifest = readManifest(OUT_DIR);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k]?.src === 'index.html');
  if (!entryKey) throw new Error(`${OUT_DIR}/.vite/manifest.json has no entry for index.html.`);
  const login = manifest[LOGIN_PAGE];
  /** @type {ReturnType<typeof sizes>[]} */
  let loginFiles = [];
  if (!login) {
    fail(`${LOGIN_PAGE} is not in the manifest: the router must load the login screen with a dynamic import().`);
  } else if (!login.isDynamicEntry) {
    fail(`${LOGIN_PAGE} is in the manifest but not as a dynamic entry (isDynamicEntry missing).`);
  }
  const keys = staticClosure(manifest, entryKey);
  if (login) staticClosure(manifest, LOGIN_PAGE, keys);
  const files = [...new Set([...keys].map((k) => /** @type {ManifestEntry} */ (manifest[k]).file))].filter((f) =>
    f.endsWith('.js'),
  );
  loginFiles = files.map((f) => sizes(OUT_DIR, f)).sort((a, b) => b.gzip - a.gzip);
  const css = [...new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))].map((f) => sizes(OUT_DIR, f));
  const loginRaw = loginFiles.reduce((s, f) => s + f.raw, 0);
  const loginGzip = loginFiles.reduce((s, f) => s + f.gzip, 0);
  /** @type {Map<string, number>} */
  const breakdown = new Map();
  for (const f of loginFiles) {
    const chunk = chunks.find((c) => c.fileName === f.file);
    for (const [id, length] of Object.entries(chunk?.rendered ?? {})) {
      const group = moduleGroup(id);
      breakdown.set(group, (breakdown.get(group) ?? 0) + length);
    }
  }
  const heaviest = [...breakdown.entries()].sort((a, b) => b[1] - a[1]);
  if (loginGzip > LOGIN_ROUTE_LIMIT_KIB * KIB) {
    fail(`the login route loads ${kib(loginGzip)} KiB of JS (gzip) — over the ${LOGIN_ROUTE_LIMIT_KIB} KiB budget.`);
  }

  // --- 3. every route screen is lazy ---------------------------------------
  const pagesOnDisk = walk(path.join(ROOT, 'src/features'))
    .filter((f) => /Page\.tsx$/.test(f))
    .map(rel)
    .sort();
  const entryChunk = chunks.find((c) => c.isEntry);
  if (!entryChunk) throw new Error('the build has no entry chunk.');
  /** @type {{ page: string, chunk: string | null, status: string }[]} */
  const routes = [];
  for (const page of pagesOnDisk) {
    const abs = path.join(ROOT, page);
    const holders = chunks.filter((c) => c.moduleIds.includes(abs));
    const entry = manifest[page];
    if (holders.length === 0) {
      routes.push({ page, chunk: null, status: 'not in the build (not routed)' });
      continue;
    }
    const own = holders.find((c) => c.facadeModuleId === abs);
    const problems = [];
    if (holders.includes(entryChunk)) problems.push(`bundled into the entry chunk ${entryChunk.fileName}`);
    if (!own || !own.isDynamicEntry || own.isEntry) problems.push('not its own dynamically imported chunk');
    if (holders.length > 1) problems.push(`duplicated in ${holders.map((c) => c.fileName).join(', ')}`);
    if (!entry?.isDynamicEntry) problems.push('not isDynamicEntry in the manifest');
    for (const p of problems) fail(`route screen ${page}: ${p} — import it with lazy(() => import(…)) from src/app only.`);
    routes.push({
      page,
      chunk: own?.fileName ?? holders.map((c) => c.fileName).join(', '),
      status: problems.length ? 'FAIL' : 'lazy',
    });
  }
  if (pagesOnDisk.length === 0) fail('no src/features/**/*Page.tsx found: nothing to check for lazy loading.');

  // --- 5. the installable app ----------------------------------------------
  const pwa = checkInstallableApp(chunks, files, routes);
  for (const file of [...PWA_FILES, 'workbox-']) {
    if (walk(path.join(ROOT, CONTROL_DIR)).some((f) => path.basename(f).startsWith(file))) {
      fail(`control: ${CONTROL_DIR}/ has ${file}* — the mock build keeps MSW's worker only.`);
    }
  }

  // --- report ---------------------------------------------------------------
  const allChunks = chunks
    .map((c) => ({ ...sizes(OUT_DIR, c.fileName), isEntry: c.isEntry, isDynamicEntry: c.isDynamicEntry }))
    .sort((a, b) => b.gzip - a.gzip);
  const allGzip = allChunks.reduce((s, f) => s + f.gzip, 0);
  const allRaw = allChunks.reduce((s, f) => s + f.raw, 0);

  console.log(`\nJS loaded by the login route (index.html entry + ${LOGIN_PAGE}, static imports included):`);
  console.log(
    table(
      ['chunk', 'raw KiB', 'gzip KiB'],
      [...loginFiles.map((f) => [f.file, kib(f.raw), kib(f.gzip)]), ['total', kib(loginRaw), kib(loginGzip)]],
      [1, 2],
    ),
  );
  console.log(
    `  budget: ${kib(loginGzip)} / ${LOGIN_ROUTE_LIMIT_KIB} KiB gzip${css.length ? `; CSS on that route: ${kib(css.reduce((s, f) => s + f.gzip, 0))} KiB gzip` : ''}`,
  );

  console.log('\nWhat the login route loads, by package or folder (rendered size before minification, top 15):');
  console.log(
    table(
      ['package / folder', 'KiB'],
      heaviest.slice(0, 15).map(([g, n]) => [g, kib(n)]),
      [1],
    ),
  );

  console.log('\nAll JS chunks of the production build:');
  console.log(
    table(
      ['chunk', 'kind', 'raw KiB', 'gzip KiB'],
      [
        ...allChunks.map((c) => [c.file, c.isEntry ? 'entry' : c.isDynamicEntry ? 'lazy' : 'shared', kib(c.raw), kib(c.gzip)]),
        ['total', '', kib(allRaw), kib(allGzip)],
      ],
      [2, 3],
    ),
  );

  console.log('\nRoute screens:');
  console.log(
    table(
      ['screen', 'chunk', 'status'],
      routes.map((r) => [r.page, r.chunk ?? '-', r.status]),
      [],
    ),
  );

  console.log(
    `\nMock code in the production build: ${mockModules.length} modules, ${markers.size} markers` +
      ` (control build: ${controlModules.size} mock module groups, ${controlMarkers.size}/${MARKERS.length} markers found).`,
  );

  console.log('\nInstallable app (Supabase build only):');
  console.log(
    table(
      ['file', 'raw KiB', 'gzip KiB'],
      [
        ...pwa.files.map((f) => [f.file, kib(f.raw), kib(f.gzip)]),
        [`precache: ${pwa.precache.entries} files`, kib(pwa.precache.raw), kib(pwa.precache.gzip)],
      ],
      [1, 2],
    ),
  );
  console.log(
    `  precache budget: ${kib(pwa.precache.gzip)} / ${PRECACHE_LIMIT_KIB} KiB gzip; left out: ${PRECACHE_EXCLUDED.join(', ')}`,
  );

  const report = {
    generatedAt: new Date().toISOString(),
    apiUrl: REMOTE_API_URL,
    outDir: OUT_DIR,
    loginRoute: {
      page: LOGIN_PAGE,
      limitKiB: LOGIN_ROUTE_LIMIT_KIB,
      files: loginFiles,
      css,
      totalRaw: loginRaw,
      totalGzip: loginGzip,
      totalGzipKiB: Number(kib(loginGzip)),
      renderedByPackage: Object.fromEntries(heaviest),
    },
    chunks: allChunks,
    totals: { raw: allRaw, gzip: allGzip },
    routes,
    mockCode: {
      modules: mockModules,
      markers: Object.fromEntries(markers),
      workerFile: existsSync(path.join(ROOT, OUT_DIR, 'mockServiceWorker.js')),
      control: { moduleGroups: [...controlModules], markersFound: [...controlMarkers.keys()] },
    },
    installableApp: pwa,
    failures,
    ok: failures.length === 0,
  };
  const reportFile = path.join(ROOT, OUT_DIR, 'budget-report.json');
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport: ${rel(reportFile)} (${statSync(reportFile).size} bytes)`);

  if (failures.length > 0) {
    console.error(`\nbudget: FAILED (${failures.length}):`);
    for (const f of failures) console.error(`  ✗ ${f}`);
    process.exitCode = 1;
  } else {
    console.log(
      '\nbudget: OK — no mock code in the production build, login route within budget, every route screen lazy, the installable app complete.',
    );
  }
}

main().catch((error) => {
  console.error(`budget: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
