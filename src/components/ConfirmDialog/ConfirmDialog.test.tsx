import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function setup(props: { busy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      title="Confirmar Alterações"
      message="Tem certeza que deseja salvar as alterações no seu perfil?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks the question with focus on Cancelar', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar Alterações' });
    expect(dialog).toHaveAccessibleDescription('Tem certeza que deseja salvar as alterações no seu perfil?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('calls onConfirm and onCancel', async () => {
    const { onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('uses custom labels', () => {
    renderWithTheme(
      <ConfirmDialog
        open
        title="Excluir"
        message="Tem certeza?"
        confirmLabel="Excluir"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('while busy disables both buttons, marks confirm busy and cannot be dismissed', async () => {
    const { onConfirm, onCancel, user } = setup({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
