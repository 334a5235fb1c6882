import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { EditDeleteActions } from './EditDeleteActions';

describe('EditDeleteActions', () => {
  it('links to the edit screen and asks to delete, both named after the row', async () => {
    const onDelete = vi.fn();
    renderWithTheme(
      <MemoryRouter>
        <EditDeleteActions name="Turma A" editTo="/cadastro-turma/7" onDelete={onDelete} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Editar Turma A' })).toHaveAttribute('href', '/cadastro-turma/7');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Turma A' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows both actions disabled, with no link, when the row may not be changed', () => {
    renderWithTheme(
      <MemoryRouter>
        <EditDeleteActions name="Ana" editTo="/cadastro-usuario/1" onDelete={() => undefined} disabled />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar Ana' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excluir Ana' })).toBeDisabled();
  });
});
