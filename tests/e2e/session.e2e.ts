/**
 * A session outlives its access tokens, unseen (docs/decisions.md §30), in
 * Chromium on both backends. The access token lives seconds: the mock build
 * reads its life from localStorage (`escola-mock-token-seconds`, set here
 * before the app boots); `npm run local` is started by tests/e2e/run.mjs with
 * ESCOLA_ACCESS_TOKEN_SECONDS. The spec reads the life from the login.
 *
 *   1. the secretary types half of a registration, waits through two
 *      renewals, finishes it and submits: nothing typed was lost, the login
 *      never came back;
 *   2. two tabs renew together: one POST /refresh per round, no refresh token
 *      presented twice, and the session goes on;
 *   3. after logout the old refresh token is refused (401).
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { appUrl, screenshot, trackErrors, useFreshPage } from './browser';
import {
  BACKEND,
  PASSWORD,
  baseDigits,
  birthDate,
  cpfFrom,
  field,
  logIn,
  logOut,
  open,
  RUN,
  submitAndConfirm,
  typeDigits,
} from './ui';

/** The mock build's access-token life (seconds): renewed every 9 s (¾ of it). */
const MOCK_TOKEN_SECONDS = 12;
const MOCK_TOKEN_SECONDS_KEY = 'escola-mock-token-seconds';

/** Before any script of the page: the mock reads the token life when it starts. */
async function shortTokens(context: BrowserContext) {
  await context.addInitScript(
    ([key, seconds]) => {
      window.localStorage.setItem(key as string, String(seconds));
    },
    [MOCK_TOKEN_SECONDS_KEY, MOCK_TOKEN_SECONDS] as const,
  );
}

const isRefresh = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/refresh');
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const storedTokens = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), refreshToken: localStorage.getItem('refreshToken') }));

/**
 * Before any script of each page of the context: records the access tokens the page hears another tab
 * store (the `storage` events the app follows them by; this listener comes first, the app's runs in the
 * same dispatch).
 */
async function recordFollowedTokens(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { followedTokens: string[] };
    w.followedTokens = [];
    window.addEventListener('storage', (event) => {
      if (event.key === 'token' && event.newValue) w.followedTokens.push(event.newValue);
    });
  });
}
const followedTokens = (page: Page) =>
  page.evaluate(() => (window as unknown as { followedTokens?: string[] }).followedTokens ?? []);

/** The access token's life in seconds, as the login answered it (stored by the app). */
async function tokenLife(page: Page): Promise<number> {
  const expiresAt = Number(await page.evaluate(() => localStorage.getItem('tokenExpiresAt')));
  return expiresAt - Math.floor(Date.now() / 1000);
}

/**
 * Records what must never happen while a session is renewed: the hash route
 * going back to the login (`#/`), or a "session expired" text on the page.
 */
async function watchForLogin(page: Page): Promise<() => Promise<string[]>> {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  await page.evaluate(() => {
    const w = window as unknown as { sawExpired?: string };
    new MutationObserver(() => {
      const text = document.body.innerText;
      if (/sess[ãa]o expir/i.test(text)) w.sawExpired ??= text.slice(0, 200);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async () => {
    const seen = urls.filter((u) => /#\/?$/.test(u) || !u.includes('#')).map((u) => `url ${u}`);
    const expired = await page.evaluate(() => (window as unknown as { sawExpired?: string }).sawExpired);
    return expired ? [...seen, `texto: ${expired}`] : seen;
  };
}

describe(`session journey (${BACKEND})`, () => {
  const fresh = useFreshPage();
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    ({ page, errors } = fresh);
    await shortTokens(page.context());
  });

  it(
    'the secretary’s half-typed registration survives two renewals of the token and is submitted',
    { timeout: 180_000 },
    async () => {
      const refreshes: number[] = [];
      page.on('request', (request) => {
        if (isRefresh(request)) refreshes.push(Date.now());
      });
      await logIn(page, 'secretaria');
      const life = await tokenLife(page);
      expect(life).toBeGreaterThan(5);
      expect(life).toBeLessThanOrEqual(BACKEND === 'mock' ? MOCK_TOKEN_SECONDS : 60);
      const loginSeen = await watchForLogin(page);

      // Half of the form.
      const person = { login: `sessao.${RUN}`, name: `Aluna Sessão ${RUN}`, cpf: cpfFrom(baseDigits(4)) };
      await open(page, '/cadastro-usuario', 'Cadastro de Usuário');
      await field(page, 'Login').fill(person.login);
      await field(page, 'Senha').fill(PASSWORD);
      await field(page, 'Tipo de Usuário').selectOption({ label: 'Aluno' });
      await expect.poll(() => field(page, 'Escola').inputValue(), { timeout: 15_000 }).not.toBe('');
      await field(page, 'Nome').fill(person.name);
      await typeDigits(field(page, 'CPF'), person.cpf);
      const typed = {
        login: await field(page, 'Login').inputValue(),
        school: await field(page, 'Escola').inputValue(),
        cpf: await field(page, 'CPF').inputValue(),
      };

      // The person pauses: the token is renewed twice behind the form.
      const tokens = new Set([await storedToken(page)]);
      const before = refreshes.length;
      await expect
        .poll(
          async () => {
            tokens.add(await storedToken(page));
            return Math.min(refreshes.length - before, tokens.size - 1);
          },
          { timeout: (life * 2 + 30) * 1000, interval: 250 },
        )
        .toBeGreaterThanOrEqual(2);
      console.log(
        `session (${BACKEND}): token life ${life} s; ${refreshes.length - before} POST /refresh and ${tokens.size - 1} new tokens while the form waited`,
      );

      // Everything typed is still there, on the same screen.
      expect(page.url()).toMatch(/#\/cadastro-usuario$/);
      expect(await field(page, 'Login').inputValue()).toBe(typed.login);
      expect(await field(page, 'Senha').inputValue()).toBe(PASSWORD);
      expect(await field(page, 'Nome').inputValue()).toBe(person.name);
      expect(await field(page, 'CPF').inputValue()).toBe(typed.cpf);
      expect(await field(page, 'Escola').inputValue()).toBe(typed.school);
      await screenshot(page, `session-${BACKEND}-1-half-typed-after-renewals`);

      // The other half, and the submit (with the renewed token).
      await field(page, 'Data de Nascimento').fill(birthDate(20));
      await field(page, 'E-mail').fill(`${person.login}@exemplo.com.br`);
      await typeDigits(field(page, 'WhatsApp'), '41998765432');
      await submitAndConfirm(page, 'Cadastrar Usuário', 'Usuário cadastrado com sucesso!');
      await expect.poll(() => field(page, 'Nome').inputValue()).toBe('');
      await screenshot(page, `session-${BACKEND}-2-submitted`);

      expect(await loginSeen()).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it(
    'two tabs renew together: one POST /refresh per round, no refresh token presented twice, the session goes on',
    { timeout: 180_000 },
    async () => {
      const context = page.context();
      const presented: { at: number; refreshToken: string }[] = [];
      const answers: number[] = [];
      context.on('request', (request) => {
        if (isRefresh(request)) {
          presented.push({
            at: Date.now(),
            refreshToken: (JSON.parse(request.postData() ?? '{}') as { refreshToken: string }).refreshToken,
          });
        }
      });
      context.on('response', (response) => {
        if (isRefresh(response.request())) answers.push(response.status());
      });
      await recordFollowedTokens(context);
      await logIn(page, 'secretaria');
      const life = await tokenLife(page);
      const second = await context.newPage();
      const secondErrors = trackErrors(second);
      await second.goto(appUrl('/home'));
      await second.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
      const loginSeen = [await watchForLogin(page), await watchForLogin(second)];

      // Two rounds: on the mock build each tab answers from its own copy of the mock
      // database (MSW answers in the page that asked), which takes the other tab's saves.
      const rounds = 2;
      const tokens = new Set([await storedToken(page)]);
      await expect
        .poll(
          async () => {
            tokens.add(await storedToken(page));
            return tokens.size - 1;
          },
          { timeout: (life * rounds + 30) * 1000, interval: 250 },
        )
        .toBeGreaterThanOrEqual(rounds);
      // The round is over in both tabs: every renewal asked has been answered, the last answer is stored (the
      // stored refresh token is one never presented), and the tab that did not renew has heard of it (its
      // storage event), so its own timer, set for the same moment, has adopted the tokens or been set again.
      await expect
        .poll(
          async () => {
            const stored = await storedTokens(page);
            const heard = [...(await followedTokens(page)), ...(await followedTokens(second))];
            return {
              answered: answers.length === presented.length,
              stored: !presented.some((p) => p.refreshToken === stored.refreshToken),
              heard: stored.token !== null && heard.includes(stored.token),
            };
          },
          { timeout: 15_000 },
        )
        .toEqual({ answered: true, stored: true, heard: true });
      tokens.add(await storedToken(page));

      console.log(
        `session (${BACKEND}), two tabs: ${presented.length} POST /refresh for ${tokens.size - 1} renewal round(s), ` +
          `${presented.length > 1 ? `${Math.round((presented[1]!.at - presented[0]!.at) / 1000)} s apart` : 'one'}`,
      );
      expect(new Set(presented.map((p) => p.refreshToken)).size).toBe(presented.length);
      expect(answers.every((status) => status === 200)).toBe(true);
      // One renewal per round, on both backends (a request renews by itself only when the timer was late).
      expect(presented).toHaveLength(tokens.size - 1);
      // Both tabs hold the live tokens and are still signed in.
      expect(await storedToken(second)).toBe(await storedToken(page));
      for (const tab of [page, second]) {
        expect(tab.url()).toMatch(/#\/home$/);
        expect(await tab.getByRole('navigation', { name: 'Acesso rápido' }).isVisible()).toBe(true);
      }
      {
        // The session lives on: both tabs read with the renewed token.
        for (const tab of [page, second]) {
          await open(tab, '/usuarios', 'Usuários');
          await tab.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
        }
      }
      await screenshot(second, `session-${BACKEND}-3-second-tab`);
      for (const seen of loginSeen) expect(await seen()).toEqual([]);
      expect([...errors, ...secondErrors]).toEqual([]);
    },
  );

  it('after logout the old tokens are refused (401): the refresh token and the access token', { timeout: 60_000 }, async () => {
    await logIn(page, 'secretaria');
    const old = await page.evaluate(() => ({
      token: localStorage.getItem('token')!,
      refreshToken: localStorage.getItem('refreshToken')!,
      userId: localStorage.getItem('userId')!,
    }));
    expect(old.refreshToken).toBeTruthy();
    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    expect(errors).toEqual([]);
    // As whoever kept a copy would try them.
    const statuses = await page.evaluate(async ({ token, refreshToken, userId }) => {
      const renewal = await fetch('/api/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      const read = await fetch(`/api/users/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
      return { refresh: renewal.status, read: read.status };
    }, old);
    expect(statuses).toEqual({ refresh: 401, read: 401 });
    // Chromium reports each refused request on the console; nothing else may be there.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
