import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { RecordLoader, type RecordLoaderProps } from './RecordLoader';

interface Thing {
  id: number;
  name: string;
}

const base: Omit<RecordLoaderProps<Thing>, 'record' | 'failed'> = {
  failureMessage: 'Erro ao carregar o registro.',
  backTo: '/coisas',
  backLabel: 'Voltar para a lista',
  loadingLabel: 'Carregando o registro',
  children: (t) => <p>Formulário de {t.name}</p>,
};

function renderGate(props: Partial<RecordLoaderProps<Thing>> & Pick<RecordLoaderProps<Thing>, 'record' | 'failed'>) {
  return renderWithTheme(
    <MemoryRouter>
      <RecordLoader {...base} {...props} />
    </MemoryRouter>,
  );
}

describe('RecordLoader', () => {
  it('shows a busy status with the skeletons while the record loads', () => {
    renderGate({ record: undefined, failed: false, skeletons: ['100px', '200px', '300px'] });
    const status = screen.getByRole('status', { name: 'Carregando o registro' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(3);
    expect(screen.queryByText(/Formulário/)).not.toBeInTheDocument();
  });

  it('renders the children with the loaded record', () => {
    renderGate({ record: { id: 7, name: 'Ana' }, failed: false });
    expect(screen.getByText('Formulário de Ana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('on a failure: an alert with the retry, the detail and the link back, and one toast', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const onRetry = vi.fn();
    renderGate({
      record: { id: 7, name: 'Ana' },
      failed: true,
      onRetry,
      failureDetail: 'Tente mais tarde.',
      toastId: 'thing-failed',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar o registro.');
    expect(alert).toHaveTextContent('Tente mais tarde.');
    expect(within(alert).getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/coisas');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Formulário de Ana')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Erro ao carregar o registro.', expect.objectContaining({ toastId: 'thing-failed' }));
  });

  it('offers no retry without onRetry and sends no toast without a toastId', () => {
    const error = vi.spyOn(toast, 'error');
    error.mockClear();
    renderGate({ record: undefined, failed: true });
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});
