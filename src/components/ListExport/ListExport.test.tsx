import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../download/save-blob';
import { renderWithTheme } from '../test-utils';
import { exportCsv, ListExport, type ExportColumn } from './ListExport';

vi.mock('../download/save-blob', () => ({ saveBlob: vi.fn() }));

interface Row {
  nome: string;
  valor: number | null;
  nota: number;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Nome', value: (r) => r.nome },
  { header: 'Valor (R$)', value: (r) => r.valor, money: true },
  { header: 'Nota', value: (r) => r.nota, numeric: true },
];

const ROWS: Row[] = [
  { nome: 'Ana; Lima', valor: 1234.5, nota: 7.25 },
  { nome: '=HYPERLINK("x")', valor: null, nota: 10 },
];

beforeEach(() => vi.mocked(saveBlob).mockClear());

describe('exportCsv', () => {
  it('writes pt-BR CSV: a header, ";" between fields, decimal comma without grouping, CRLF, quoted and neutralised text', () => {
    expect(exportCsv(COLUMNS, ROWS)).toBe('Nome;Valor (R$);Nota\r\n"Ana; Lima";1234,5;7,25\r\n"\'=HYPERLINK(""x"")";;10\r\n');
  });
});

describe('ListExport', () => {
  function setup(load: () => Promise<readonly Row[]>) {
    const user = userEvent.setup();
    renderWithTheme(
      <ListExport
        title="Pessoas"
        fileName="pessoas.csv"
        columns={COLUMNS}
        load={load}
        unit={['pessoa', 'pessoas']}
        filters="Tipo: Aluno"
      />,
    );
    return user;
  }

  it('reads every row once and saves them as a CSV file with a BOM', async () => {
    const load = vi.fn(async () => ROWS);
    const user = setup(load);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV: Pessoas' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('pessoas.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text).toBe(`\uFEFF${exportCsv(COLUMNS, ROWS)}`);
  });

  it('saves nothing when the rows cannot be read', async () => {
    const user = setup(() => Promise.reject(new Error('rede')));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV: Pessoas' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar CSV: Pessoas' })).toBeEnabled());
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('opens a print view: the heading, the filters, the count, money as R$ and empty cells as —; Fechar returns the focus', async () => {
    const user = setup(async () => ROWS);
    await user.click(screen.getByRole('button', { name: 'Imprimir: Pessoas' }));
    const sheet = await screen.findByRole('dialog', { name: /Pessoas/ });
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveFocus();
    expect(within(sheet).getByText('Tipo: Aluno')).toBeInTheDocument();
    expect(within(sheet).getByText('2 pessoas')).toBeInTheDocument();
    const cells = within(sheet)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent?.replace(/\s/g, ' ')),
      );
    expect(cells).toEqual([
      ['Ana; Lima', 'R$ 1.234,50', '7,25'],
      ['=HYPERLINK("x")', '—', '10'],
    ]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(sheet).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir: Pessoas' })).toHaveFocus();
  });

  it('closes the print view with Escape', async () => {
    const user = setup(async () => ROWS);
    await user.click(screen.getByRole('button', { name: 'Imprimir: Pessoas' }));
    await screen.findByRole('dialog', { name: /Pessoas/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
