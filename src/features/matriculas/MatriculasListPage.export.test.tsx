/**
 * Matrículas beyond the page (issue 23): 'Exportar CSV' and 'Imprimir' hold
 * every enrolment of the filter and search, not only the page on screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@contract/constants';
import { apiBaseUrl } from '@/api/config';
import { saveBlob } from '@/components/download/save-blob';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';
import { STATUS_LABELS } from './matricula-messages';

vi.mock('@/components/download/save-blob', () => ({ saveBlob: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
});

/** The total a login's filter holds, asked of the mock with that login's own token. */
async function totalOf(login: DemoLoginName, query: string): Promise<number> {
  const { token } = await signIn(login);
  const answer = await fetch(`${apiBaseUrl()}/matriculas?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  return Number(answer.headers.get(TOTAL_COUNT_HEADER));
}

const table = () => screen.getByRole('table', { name: 'Matrículas' });

async function openList(as: DemoLoginName) {
  const view = await renderApp({ route: '/matriculas', as });
  await screen.findByRole('heading', { level: 1, name: 'Matriculas' });
  await waitFor(() => {
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1);
  });
  return view;
}

// The screen's lazy chunk is read before the tests, not inside a test's wait for the first heading.
beforeAll(async () => {
  await import('./MatriculasListPage');
});

describe('Matrículas: Exportar CSV and Imprimir', () => {
  it('exports every enrolment of the status filter in pt-BR CSV', async () => {
    const expected = await totalOf('gestor', 'status=ativo&page=1&pageSize=10');
    const { user } = await openList('gestor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), STATUS_LABELS.ativo);
    await waitFor(() => expect(screen.getByText(`${expected} matrículas`)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Exportar CSV: Matrículas' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toMatch(/^matriculas-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await blob.arrayBuffer())
      .slice(1)
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Aluno;Curso;Status;Pagamento;Valor do curso (R$);Parcelas pagas;Primeira parcela');
    expect(lines).toHaveLength(expected + 1);
    expect(expected).toBeGreaterThan(10);
    expect(lines.slice(1).every((l) => l.split(';')[2] === STATUS_LABELS.ativo)).toBe(true);
    // Money with a decimal comma and no 'R$' (a number to a spreadsheet); the count never as '2/10'.
    expect(lines.slice(1).some((l) => /;\d+(,\d{1,2})?;/.test(l))).toBe(true);
    expect(lines.slice(1).every((l) => !/;\d+\/\d+;/.test(l))).toBe(true);
  });

  it('prints every enrolment of a director’s school on a sheet of its own', async () => {
    const expected = await totalOf('diretor', 'page=1&pageSize=10');
    const { user } = await openList('diretor');
    await user.click(screen.getByRole('button', { name: 'Imprimir: Matrículas' }));
    const sheet = await screen.findByRole('dialog', { name: /Matrículas/ });
    expect(within(sheet).getAllByRole('row')).toHaveLength(expected + 1);
    expect(within(sheet).getByText(`${expected} matrículas`)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Matrículas/ })).not.toBeInTheDocument());
  });
});
