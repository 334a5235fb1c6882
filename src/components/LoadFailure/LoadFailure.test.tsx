import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it('is an alert with the message and a retry button that calls back', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(<LoadFailure message="Erro ao carregar a lista." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar a lista.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without onRetry, and shows the detail and extra actions', () => {
    renderWithTheme(
      <LoadFailure
        message="Erro ao carregar."
        detail="Registro não encontrado."
        actions={<button type="button">Voltar</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar.');
    expect(within(alert).getByText('Registro não encontrado.')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('takes its retry label as a prop', () => {
    renderWithTheme(<LoadFailure message="Falhou." onRetry={() => {}} retryLabel="Recarregar" />);
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });
});
