import { screen } from '@testing-library/react';
import { act } from 'react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { AppToastContainer, notify } from './toast';

describe('notify', () => {
  it('defaults to 3000 ms and lets the caller override it', () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    notify.success('Perfil atualizado com sucesso!');
    notify.error('Erro ao atualizar perfil: falhou', { autoClose: 5000 });
    expect(success).toHaveBeenCalledWith('Perfil atualizado com sucesso!', expect.objectContaining({ autoClose: 3000 }));
    expect(error).toHaveBeenCalledWith('Erro ao atualizar perfil: falhou', expect.objectContaining({ autoClose: 5000 }));
  });

  it('shows toasts in the container, themed like the app', async () => {
    renderWithTheme(<AppToastContainer />, { themeName: 'dark' });
    act(() => {
      notify.info('Usuário Logado com sucesso');
    });
    const message = await screen.findByText('Usuário Logado com sucesso');
    // Bottom right, above the dock: never over the top bar (phone) or the page's 'Adicionar Nova' (desktop).
    const container = message.closest<HTMLElement>('.Toastify__toast-container--bottom-right');
    expect(container).not.toBeNull();
    expect(container!.style.bottom).toContain('--dock-room');
    expect(message.closest('.Toastify__toast-theme--dark')).not.toBeNull();
  });
});
