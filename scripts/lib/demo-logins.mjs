/**
 * The demo logins, read from their single definition in the mock seed
 * (`mocks/seed/index.ts` exports `DEMO_LOGINS`). Node cannot import
 * TypeScript by itself, so the seed is loaded through tsx, which also
 * resolves the tsconfig path aliases the seed uses (`@contract`, `@/domain/…`).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SEED_MODULE = 'mocks/seed/index.ts';

/**
 * @typedef {{ login: string, password: string, type: number, label: string }} DemoLogin
 */

/**
 * @param {string} root repository root
 * @returns {Promise<DemoLogin[]>}
 */
export async function loadDemoLogins(root) {
  const { tsImport } = await import('tsx/esm/api');
  const file = path.join(root, SEED_MODULE);
  /** @type {{ DEMO_LOGINS?: unknown }} */
  const seed = await tsImport(pathToFileURL(file).href, {
    parentURL: import.meta.url,
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  const logins = seed.DEMO_LOGINS;
  if (!Array.isArray(logins) || logins.length === 0) {
    throw new Error(`${SEED_MODULE} não exporta DEMO_LOGINS (lista de { login, password, type, label }).`);
  }
  for (const l of logins) {
    if (
      typeof l !== 'object' ||
      l === null ||
      typeof l.login !== 'string' ||
      typeof l.password !== 'string' ||
      typeof l.type !== 'number' ||
      typeof l.label !== 'string'
    ) {
      throw new Error(`${SEED_MODULE}: entrada inválida em DEMO_LOGINS: ${JSON.stringify(l)}`);
    }
  }
  return /** @type {DemoLogin[]} */ (logins);
}

/**
 * A plain-text table of the logins.
 * @param {DemoLogin[]} logins
 * @returns {string}
 */
export function formatLoginTable(logins) {
  const rows = [['Login', 'Senha', 'Perfil'], ...logins.map((l) => [l.login, l.password, `${l.label} (tipo ${l.type})`])];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (/** @type {string[]} */ r) => `  │ ${r.map((cell, c) => cell.padEnd(widths[c])).join(' │ ')} │`;
  const rule = (/** @type {string} */ l, /** @type {string} */ m, /** @type {string} */ r) =>
    `  ${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  return [rule('┌', '┬', '┐'), line(rows[0]), rule('├', '┼', '┤'), ...rows.slice(1).map(line), rule('└', '┴', '┘')].join('\n');
}
