import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw';
import { renderApp } from '../../../tests/test-utils';

async function loginForm() {
  return {
    login: await screen.findByLabelText('Login', {}, { timeout: 3000 }),
    password: screen.getByLabelText('Senha'),
    submit: screen.getByRole('button', { name: 'Entrar' }),
  };
}

describe('Login', () => {
  it('shows a spinner for the first second, then the form', async () => {
    await renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByLabelText('Login')).not.toBeInTheDocument();
    await loginForm();
  });

  it('signs in with Enter, stores the session keys and opens /home', async () => {
    const { user, currentPath } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'gestor');
    await user.type(form.password, 'senha123{Enter}');
    expect(await screen.findByText('Usuário Logado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: /Olá,/ })).toBeInTheDocument();
    expect(localStorage.getItem('userType')).toBe('1');
    expect(localStorage.getItem('userId')).toMatch(/^\d+$/);
    expect(localStorage.getItem('userName')).toBeTruthy();
    expect(localStorage.getItem('schoolId')).toMatch(/^\d+$/);
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('signs in with the Entrar button', async () => {
    const { user, currentPath } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'aluno');
    await user.type(form.password, 'senha123');
    await user.click(form.submit);
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(localStorage.getItem('userType')).toBe('5');
    expect(localStorage.getItem('turmaID')).toMatch(/^\d+$/);
  });

  it('says "Usuário ou senha incorretos" for a wrong password and stores nothing', async () => {
    const { user, currentPath } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'gestor');
    await user.type(form.password, 'errada{Enter}');
    expect(await screen.findByText('Usuário ou senha incorretos')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('after 5 wrong passwords says how long to wait, and the right password waits too', async () => {
    const { user, currentPath } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'gestor');
    for (let i = 1; i <= 5; i++) {
      await user.clear(form.password);
      await user.type(form.password, 'errada{Enter}');
      await waitFor(() => expect(screen.getAllByText('Usuário ou senha incorretos')).toHaveLength(i));
    }
    await user.clear(form.password);
    await user.type(form.password, 'senha123{Enter}');
    expect(await screen.findByText('Muitas tentativas de login. Tente novamente em 1 minuto.')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server’s own words for a 429', async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json(
          { msg: 'Muitas tentativas de login. Tente novamente em 15 minutos.' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    const { user } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'gestor');
    await user.type(form.password, 'senha123{Enter}');
    expect(await screen.findByText('Muitas tentativas de login. Tente novamente em 15 minutos.')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao fazer login.')).not.toBeInTheDocument();
  });

  it('says "Erro ao fazer login." when the request fails', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const { user } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'gestor');
    await user.type(form.password, 'senha123{Enter}');
    expect(await screen.findByText('Erro ao fazer login.')).toBeInTheDocument();
  });

  it('says "Erro ao fazer login." when the server fails', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ msg: 'falhou' }, { status: 500 })));
    const { user } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'gestor');
    await user.type(form.password, 'senha123{Enter}');
    expect(await screen.findByText('Erro ao fazer login.')).toBeInTheDocument();
  });

  it('disables the button while submitting', async () => {
    server.use(
      http.post('*/api/login', async () => {
        await delay(400);
        return HttpResponse.json({ msg: 'x' }, { status: 401 });
      }),
    );
    const { user } = await renderApp();
    const form = await loginForm();
    await user.type(form.login, 'gestor');
    await user.type(form.password, 'x');
    await user.click(form.submit);
    expect(screen.getByRole('button', { name: /Entrar/ })).toBeDisabled();
    await screen.findByText('Usuário ou senha incorretos');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled());
  });

  it('fills the form from a demo account in mock mode', async () => {
    const { user } = await renderApp();
    const form = await loginForm();
    await user.click(screen.getByRole('button', { name: 'professor' }));
    expect(form.login).toHaveValue('professor');
    expect(form.password).toHaveValue('senha123');
  });

  it('shows no demo panel against a real backend', async () => {
    await renderApp({ backend: { kind: 'remote' } });
    await loginForm();
    expect(screen.queryByText('Modo demonstração')).not.toBeInTheDocument();
  });

  it('sends a signed-in user from / to /home', async () => {
    const { currentPath } = await renderApp({ as: 'diretor' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});
