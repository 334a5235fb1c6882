/**
 * Financeiro beyond the page (issue 23): 'Exportar CSV' and 'Imprimir' hold
 * every installment of the filter, not only the page on screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@contract/constants';
import { apiBaseUrl } from '@/api/config';
import { saveBlob } from '@/components/download/save-blob';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';

vi.mock('@/components/download/save-blob', () => ({ saveBlob: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
});

async function totalOf(login: DemoLoginName, query: string): Promise<number> {
  const { token } = await signIn(login);
  const answer = await fetch(`${apiBaseUrl()}/financeiroParcelas?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  return Number(answer.headers.get(TOTAL_COUNT_HEADER));
}

const table = () => screen.getByRole('table', { name: 'Parcelas' });

async function openFinance(as: DemoLoginName) {
  const view = await renderApp({ route: '/financeiro', as });
  await screen.findByRole('heading', { level: 1, name: 'Financeiro' });
  await waitFor(() => {
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1);
  });
  return view;
}

// The screen's lazy chunk is read before the tests, not inside a test's wait for the first heading.
beforeAll(async () => {
  await import('./FinanceiroPage');
});

describe('Financeiro: Exportar CSV and Imprimir', () => {
  it('exports every installment of the secretary’s school, with the payment record columns', async () => {
    const expected = await totalOf('secretaria', 'page=1&pageSize=10');
    const { user } = await openFinance('secretaria');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV: Financeiro' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toMatch(/^financeiro-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await blob.arrayBuffer())
      .slice(1)
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Aluno;Parcela;Vencimento;Valor (R$);Situação;Pago em;Forma de pagamento;Registrado por');
    expect(expected).toBeGreaterThan(20);
    expect(lines).toHaveLength(expected + 1);
    // Amounts with a decimal comma, days as DD/MM/AAAA.
    expect(lines[1]).toMatch(/^[^;]+;\d+;\d{2}\/\d{2}\/\d{4};\d+(,\d{1,2})?;/);
    expect(await screen.findByText('Lista exportada.')).toBeInTheDocument();
  });

  it('prints the filtered installments: only the overdue ones, the filter named', async () => {
    const expected = await totalOf('secretaria', 'situacao=Vencido&page=1&pageSize=10');
    const { user } = await openFinance('secretaria');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Vencido');
    await waitFor(() => expect(screen.getByText(`${expected} parcelas`)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Imprimir: Financeiro' }));
    const sheet = await screen.findByRole('dialog', { name: /Financeiro/ });
    expect(within(sheet).getByText('Situação: Vencido')).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.textContent?.includes('Vencido'))).toBe(true);
  });

  it('offers no export on a student’s own Financeiro (their installments, one table per enrolment)', async () => {
    await renderApp({ route: '/financeiro', as: 'aluno' });
    await screen.findByRole('heading', { level: 1, name: 'Financeiro' });
    await waitFor(() => expect(screen.getAllByRole('table').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Exportar CSV: Financeiro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir: Financeiro' })).not.toBeInTheDocument();
  });
});
