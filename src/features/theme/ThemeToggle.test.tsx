import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import logoDark from '@/assets/logo-dark.svg';
import logoLight from '@/assets/logo-light.svg';
import { renderApp } from '../../../tests/test-utils';

describe('theme', () => {
  it('starts light, toggles to dark, stores it and marks the document root', async () => {
    const { user } = await renderApp({ route: '/home', as: 'gestor' });
    const toggle = await screen.findByRole('button', { name: 'Ativar tema escuro' });
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(screen.getAllByAltText('Escola')[0]).toHaveAttribute('src', logoLight);
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Ativar tema claro' })).toBeInTheDocument();
    expect(screen.getAllByAltText('Escola')[0]).toHaveAttribute('src', logoDark);
  });

  it('starts from the stored preference', async () => {
    localStorage.setItem('theme', 'dark');
    await renderApp({ route: '/home', as: 'gestor' });
    expect(await screen.findByRole('button', { name: 'Ativar tema claro' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('follows a change made in another tab (storage event)', async () => {
    await renderApp({ route: '/home', as: 'gestor' });
    await screen.findByRole('button', { name: 'Ativar tema escuro' });
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Ativar tema claro' })).toBeInTheDocument();
  });
});
