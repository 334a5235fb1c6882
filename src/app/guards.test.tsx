import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '../../tests/msw';
import { renderApp, renderWithProviders, signIn } from '../../tests/test-utils';
import { FORBIDDEN_MESSAGE, RequireScreen } from './guards';

describe('route guards', () => {
  it('sends a signed-out visitor from /home to the login', async () => {
    const { currentPath } = await renderApp({ route: '/home' });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByLabelText('Login', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each([
    ['professor', 'usuarios'],
    ['aluno', 'escolas'],
    ['secretaria', 'cadastroEscola'],
  ] as const)('sends %s away from %s to /home with a toast', async (login, screenKey) => {
    await signIn(login);
    renderWithProviders(
      <Routes>
        <Route path="/home" element={<p>Página inicial</p>} />
        <Route
          path="/proibida"
          element={
            <RequireScreen screen={screenKey}>
              <p>Conteúdo restrito</p>
            </RequireScreen>
          }
        />
      </Routes>,
      { route: '/proibida' },
    );
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo restrito')).not.toBeInTheDocument();
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument();
  });

  it('lets an allowed role through', async () => {
    await signIn('diretor');
    renderWithProviders(
      <Routes>
        <Route
          path="/escolas"
          element={
            <RequireScreen screen="escolas">
              <p>Lista de escolas</p>
            </RequireScreen>
          }
        />
      </Routes>,
      { route: '/escolas' },
    );
    expect(await screen.findByText('Lista de escolas')).toBeInTheDocument();
  });

  it('shows the not-found screen for unknown paths, inside the layout when signed in', async () => {
    const { user, currentPath } = await renderApp({ route: '/nao-existe', as: 'gestor' });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu lateral' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('matches paths exactly', async () => {
    await renderApp({ route: '/home/extra', as: 'gestor' });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('shows not-found to signed-out visitors too', async () => {
    await renderApp({ route: '/nao-existe' });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('ends the session on a 401 and returns to the login', async () => {
    server.use(http.get('*/api/aniversario/:userId', () => HttpResponse.json({ msg: 'Sessão expirada.' }, { status: 401 })));
    const { currentPath } = await renderApp({ route: '/home', as: 'gestor' });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
