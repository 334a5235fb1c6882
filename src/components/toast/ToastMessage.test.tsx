import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { ToastMessage } from './ToastMessage';

describe('ToastMessage', () => {
  it('shows the title and the detail under it', () => {
    renderWithTheme(<ToastMessage title="Erro ao salvar." detail="Nome já cadastrado." />);
    expect(screen.getByText('Erro ao salvar.')).toBeInTheDocument();
    expect(screen.getByText('Nome já cadastrado.')).toBeInTheDocument();
  });

  it('shows only the title when the detail is empty or repeats it', () => {
    const { container, rerender } = renderWithTheme(<ToastMessage title="Erro ao salvar." detail={null} />);
    expect(container).toHaveTextContent(/^Erro ao salvar\.$/);
    rerender(<ToastMessage title="Erro ao salvar." detail="Erro ao salvar." />);
    expect(container).toHaveTextContent(/^Erro ao salvar\.$/);
  });

  it('keeps title and detail in one block (the toast lays its children out in a row)', () => {
    renderWithTheme(<ToastMessage title="Erro ao salvar." detail="Nome já cadastrado." />);
    const block = screen.getByText('Erro ao salvar.').parentElement!;
    expect(block.tagName).toBe('DIV');
    expect(block).toContainElement(screen.getByText('Nome já cadastrado.'));
  });
});
