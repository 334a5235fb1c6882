import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingWrites } from '@/api/connection';
import { server } from '../../../tests/msw';
import { renderApp } from '../../../tests/test-utils';
import { emulateViewport } from '../../../tests/viewport';
import { DEMO_LOGIN_BY_TYPE, EXPECTED_SIDEBAR, EXPECTED_TILES, ROLE_LABEL_BY_TYPE } from '../../../tests/fixtures/visibility';

const TYPES = [1, 2, 3, 4, 5] as const;

describe('layout per role', () => {
  it.each(TYPES)('type %i sees exactly its sidebar groups and links', async (type) => {
    await renderApp({ route: '/home', as: DEMO_LOGIN_BY_TYPE[type] });
    const nav = await screen.findByRole('navigation', { name: 'Menu lateral' });
    const groups = within(nav).getAllByRole('region');
    const shown = Object.fromEntries(
      groups.map((group) => [
        within(group).getByRole('heading').textContent,
        within(group)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ]),
    );
    expect(shown).toEqual(EXPECTED_SIDEBAR[type]);
    for (const link of within(nav).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/[a-z-]*$|^#\//);
  });

  it.each(TYPES)('type %i sees exactly its home tiles, as links', async (type) => {
    await renderApp({ route: '/home', as: DEMO_LOGIN_BY_TYPE[type] });
    const tiles = await screen.findByRole('navigation', { name: 'Acesso rápido' });
    const labels = within(tiles)
      .getAllByRole('link')
      .map((a) => within(a).getByText((_, el) => el?.tagName === 'STRONG').textContent);
    expect(labels).toEqual(EXPECTED_TILES[type]);
  });

  it.each(TYPES)('type %i sees its name and role label in the profile menu', async (type) => {
    const { user, session } = await renderApp({ route: '/home', as: DEMO_LOGIN_BY_TYPE[type] });
    await user.click(await screen.findByRole('button', { name: 'Menu do perfil' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByText(session!.userName)).toBeInTheDocument();
    expect(screen.getByText(ROLE_LABEL_BY_TYPE[type])).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Meu Perfil', 'Caixa de Entrada', 'Configurações', 'Sair']);
    expect(within(menu).getByRole('menuitem', { name: 'Caixa de Entrada' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('links the student classroom tile to /sala-de-aula-aluno', async () => {
    await renderApp({ route: '/home', as: 'aluno' });
    const tiles = await screen.findByRole('navigation', { name: 'Acesso rápido' });
    expect(within(tiles).getByRole('link', { name: /Sala de Aula/ })).toHaveAttribute('href', '/sala-de-aula-aluno');
  });

  it('logs out: clears the session keys and returns to the login', async () => {
    const { user, currentPath } = await renderApp({ route: '/home', as: 'secretaria' });
    await user.click(await screen.findByRole('button', { name: 'Menu do perfil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    for (const key of ['userId', 'userType', 'userName', 'userProfilePhoto', 'schoolId', 'turmaID', 'token']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(await screen.findByLabelText('Login', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('logs out at once while offline; the held logout call is dropped, not sent when the connection returns', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    let online = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    try {
      const { user, currentPath } = await renderApp({ route: '/home', as: 'secretaria' });
      await user.click(await screen.findByRole('button', { name: 'Menu do perfil' }));
      online = false;
      await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
      await waitFor(() => expect(currentPath()).toBe('/'));
      expect(localStorage.getItem('token')).toBeNull();
      // The held logout call gave up with the session: settled, it can never be sent later.
      await waitFor(() => expect(pendingWrites()).toBe(0));
      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(sent.filter((r) => r.endsWith('/logout'))).toEqual([]);
    } finally {
      server.events.removeAllListeners('request:start');
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('collapses and expands the sidebar', async () => {
    const { user } = await renderApp({ route: '/home', as: 'gestor' });
    const toggle = await screen.findByRole('button', { name: 'Recolher menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expandir menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Links keep their accessible names while collapsed.
    expect(screen.getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
  });

  it('closes the mobile menu with Escape and gives focus back to the menu button', async () => {
    const viewport = emulateViewport(390);
    try {
      const { user } = await renderApp({ route: '/home', as: 'gestor' });
      await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
      const close = screen.getByRole('button', { name: 'Fechar menu' });
      expect(close).toHaveAttribute('aria-expanded', 'true');
      // Focus is in the drawer, on one of its links.
      screen.getByRole('link', { name: 'Usuários' }).focus();
      await user.keyboard('{Escape}');
      const open = screen.getByRole('button', { name: 'Abrir menu' });
      expect(open).toHaveAttribute('aria-expanded', 'false');
      expect(open).toHaveFocus();
      // Escape with the drawer closed changes nothing.
      await user.keyboard('{Escape}');
      expect(open).toHaveAttribute('aria-expanded', 'false');
    } finally {
      viewport.restore();
    }
  });

  it('shows the copyright footer', async () => {
    await renderApp({ route: '/home', as: 'professor' });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(/© \d{4} Escola/);
  });
});
