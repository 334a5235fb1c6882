/**
 * Usuários beyond the page (issue 23): the gestor's school filter and column,
 * 'Aniversariantes' by the day, and the list as CSV or printed — every row of
 * the filters, not only the page on screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysToBirthday } from '@contract/rules/aniversario';
import { saveBlob } from '@/components/download/save-blob';
import { renderApp, type DemoLoginName } from '../../../tests/test-utils';

vi.mock('@/components/download/save-blob', () => ({ saveBlob: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
});

async function openList(as: DemoLoginName) {
  const view = await renderApp({ route: '/usuarios', as });
  await screen.findByRole('heading', { level: 1, name: 'Usuários' });
  await waitFor(() => {
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(bodyRows().length).toBeGreaterThan(0);
  });
  return view;
}

const table = () => screen.getByRole('table', { name: 'Lista de usuários' });
const bodyRows = () => within(table()).queryAllByRole('row').slice(1);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
function column(header: string): string[] {
  const index = headers().indexOf(header);
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}
const total = () => Number(screen.getByText(/^\d+ usuários?$/).textContent!.split(' ')[0]);

/** The text of the CSV handed to the browser. */
async function savedCsv(): Promise<{ name: string; text: string }> {
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
  return { name, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()) };
}

// The screen's lazy chunk is read before the tests, not inside a test's wait for the first heading.
beforeAll(async () => {
  await import('./UsuariosListPage');
});

describe('Usuários: the gestor’s school filter and column', () => {
  it('shows the gestor each person’s school and filters by one on the server', async () => {
    const { user } = await openList('gestor');
    expect(headers()).toContain('Escola');
    const everyone = total();
    const filter = screen.getByRole('combobox', { name: 'Escola' });
    const options = within(filter).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Todas');
    const school = options[2]!.textContent!;
    await user.selectOptions(filter, school);
    await waitFor(() => expect(new Set(column('Escola'))).toEqual(new Set([school])));
    expect(total()).toBeLessThan(everyone);
    await user.selectOptions(filter, 'Todas');
    await waitFor(() => expect(total()).toBe(everyone));
  });

  it('shows a director neither: they see their own school only', async () => {
    await openList('diretor');
    expect(headers()).not.toContain('Escola');
    expect(screen.queryByRole('combobox', { name: 'Escola' })).not.toBeInTheDocument();
  });
});

describe('Usuários: Aniversariantes by the day', () => {
  it('lists the nearest birthday first, with its day, and by name within a day', async () => {
    const { user } = await openList('gestor');
    await user.click(screen.getByRole('checkbox', { name: 'Aniversariantes' }));
    await waitFor(() => expect(headers()).toContain('Aniversário'));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    const today = new Date();
    const days = column('Aniversário').map((ddmm) => {
      const [d, m] = ddmm.split('/');
      // Any leap year: the day and month are what count.
      return daysToBirthday(`2000-${m}-${d}`, today)!;
    });
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days[0]).toBeLessThanOrEqual(5);
    // The first row is today's birthday (the demo student's), with its badge.
    expect(within(bodyRows()[0]!).getByText('Aniversário hoje')).toBeInTheDocument();
    // Within one day, by name.
    const names = column('Nome');
    days.forEach((d, i) => {
      if (i > 0 && days[i - 1] === d) expect(names[i - 1]!.localeCompare(names[i]!, 'pt-BR')).toBeLessThanOrEqual(0);
    });
  });
});

describe('Usuários: Exportar CSV and Imprimir', () => {
  it('exports every person of the filter, not only the page, in pt-BR CSV', async () => {
    const { user } = await openList('diretor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Usuário' }), 'Aluno');
    await waitFor(() => expect(new Set(column('Tipo'))).toEqual(new Set(['Aluno'])));
    const students = total();
    expect(students).toBeGreaterThan(bodyRows().length);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV: Usuários' }));
    const { name, text } = await savedCsv();
    expect(name).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nome;Tipo;Login;E-mail;CPF;Nascimento;Telefone');
    expect(lines).toHaveLength(students + 1);
    expect(lines.slice(1).every((l) => l.split(';')[1] === 'Aluno')).toBe(true);
    expect(await screen.findByText('Lista exportada.')).toBeInTheDocument();
  });

  it('the gestor’s file carries the school', async () => {
    const { user } = await openList('gestor');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV: Usuários' }));
    const { text } = await savedCsv();
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nome;Tipo;Login;E-mail;CPF;Nascimento;Telefone;Escola');
    expect(lines).toHaveLength(total() + 1);
  });

  it('opens a print view of every person of the filter, and closes it', async () => {
    const { user } = await openList('secretaria');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Usuário' }), 'Aluno');
    await waitFor(() => expect(new Set(column('Tipo'))).toEqual(new Set(['Aluno'])));
    const students = total();
    await user.click(screen.getByRole('button', { name: 'Imprimir: Usuários' }));
    const sheet = await screen.findByRole('dialog', { name: /Usuários/ });
    expect(within(sheet).getByText('Tipo: Aluno')).toBeInTheDocument();
    expect(within(sheet).getByText(`${students} usuários`)).toBeInTheDocument();
    expect(within(sheet).getAllByRole('row')).toHaveLength(students + 1);
    expect(within(sheet).getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Usuários/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Imprimir: Usuários' })).toHaveFocus();
  });
});
