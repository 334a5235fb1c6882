import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulateViewport, type EmulatedViewport } from '../../../tests/viewport';
import { renderWithTheme } from '../test-utils';
import { DataTable, RowActions, type DataTableColumn } from './DataTable';

interface Student {
  id: number;
  name: string;
  status: string;
}

const columns: DataTableColumn<Student>[] = [
  { key: 'name', header: 'Aluno' },
  { key: 'status', header: 'Status', render: (s) => <strong>{s.status.toUpperCase()}</strong> },
  { key: 'actions', header: 'Ação', align: 'right', render: (s) => <button type="button">Editar {s.name}</button> },
];

const rows: Student[] = [
  { id: 1, name: 'Ana', status: 'ativo' },
  { id: 2, name: 'Bruno', status: 'trancado' },
];

describe('DataTable', () => {
  it('renders headers and cells', () => {
    renderWithTheme(<DataTable caption="Matrículas" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Matrículas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Aluno', 'Status', 'Ação']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(
      within(bodyRows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ana', 'ATIVO', 'Editar Ana']);
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('shows the empty message in one full-width cell', () => {
    renderWithTheme(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} emptyMessage="Nenhuma turma encontrada." />);
    const cell = screen.getByRole('cell', { name: 'Nenhuma turma encontrada.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('has a default empty message', () => {
    renderWithTheme(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('shows skeleton rows and aria-busy while loading, not the empty message', () => {
    renderWithTheme(<DataTable caption="Turmas" columns={columns} rows={[]} rowKey={(r) => r.id} loading loadingRows={3} />);
    const table = screen.getByRole('table', { name: 'Turmas' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
  });

  it('wraps the table in a focusable scroll region', () => {
    renderWithTheme(<DataTable caption="Alunos" columns={columns} rows={rows} rowKey={(r) => r.id} maxHeight="300px" />);
    const region = screen.getByRole('region', { name: 'Alunos' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('gives the table its minimum width and keeps the hidden caption inside the scroll region', () => {
    renderWithTheme(<DataTable caption="Alunos" columns={columns} rows={rows} rowKey={(r) => r.id} minWidth="40rem" />);
    expect(screen.getByRole('table', { name: 'Alunos' })).toHaveStyle({ minWidth: '40rem' });
    // The caption is position: absolute; the region is its containing block, so it cannot widen the page.
    expect(screen.getByRole('region', { name: 'Alunos' })).toHaveStyle({ position: 'relative' });
  });

  it('lays out row actions side by side', () => {
    renderWithTheme(
      <RowActions>
        <button type="button">Editar</button>
        <button type="button">Excluir</button>
      </RowActions>,
    );
    expect(screen.getByRole('button', { name: 'Editar' }).parentElement).toHaveStyle({ display: 'inline-flex' });
  });
});

describe('DataTable on a phone (under the mobile breakpoint)', () => {
  let viewport: EmulatedViewport;
  beforeEach(() => {
    viewport = emulateViewport(390);
  });
  afterEach(() => viewport.restore());

  const withActions: DataTableColumn<Student>[] = [
    { key: 'name', header: 'Aluno' },
    { key: 'status', header: 'Status', render: (s) => <strong>{s.status.toUpperCase()}</strong> },
    { key: 'acoes', header: 'Ações', align: 'right', render: (s) => <button type="button">Editar {s.name}</button> },
  ];

  it('shows one card per row: the first column as its heading, the others as label and value, the actions inside', () => {
    renderWithTheme(<DataTable caption="Matrículas" columns={withActions} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Matrículas' });
    expect(list).not.toHaveAttribute('aria-busy');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Ana');
    expect(within(first).getByRole('term')).toHaveTextContent('Status');
    expect(within(first).getByRole('definition')).toHaveTextContent('ATIVO');
    // The actions column is not a labelled line: its buttons sit in the card's corner.
    expect(within(first).queryByText('Ações')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Editar Ana' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('heading')).toHaveTextContent('Bruno');
  });

  it('lets a column choose its place on the card and its card content', () => {
    const columns: DataTableColumn<Student>[] = [
      { key: 'id', header: 'Código', card: 'hidden' },
      { key: 'status', header: 'Status', card: 'line', cardRender: (s) => `Situação: ${s.status}` },
      { key: 'name', header: 'Aluno', card: 'title' },
      { key: 'edit', header: 'Editar', card: 'actions', render: (s) => <button type="button">Editar {s.name}</button> },
    ];
    renderWithTheme(
      <DataTable caption="Alunos" columns={columns} rows={rows.slice(0, 1)} rowKey={(r) => r.id} cardHeadingLevel={3} />,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Ana');
    expect(within(card).queryByText('Código')).not.toBeInTheDocument();
    expect(within(card).queryByText('1')).not.toBeInTheDocument();
    // A 'line' shows its value alone; its header stays for screen readers.
    expect(within(card).getByRole('term')).toHaveTextContent('Status');
    expect(within(card).getByRole('definition')).toHaveTextContent('Situação: ativo');
    expect(within(card).getByRole('button', { name: 'Editar Ana' })).toBeInTheDocument();
  });

  it('shows skeleton cards and aria-busy while loading, then the empty message', () => {
    const { rerender } = renderWithTheme(
      <DataTable caption="Turmas" columns={withActions} rows={[]} rowKey={(r) => r.id} loading loadingRows={3} />,
    );
    const list = screen.getByRole('list', { name: 'Turmas' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
    rerender(<DataTable caption="Turmas" columns={withActions} rows={[]} rowKey={(r) => r.id} emptyMessage="Nenhuma turma." />);
    expect(screen.getByRole('list', { name: 'Turmas' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('listitem')).toHaveTextContent('Nenhuma turma.');
  });

  it('follows the width: a table on a wide screen, cards once it narrows', () => {
    viewport.resize(1280);
    renderWithTheme(<DataTable caption="Matrículas" columns={withActions} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Matrículas' })).toBeInTheDocument();
    viewport.resize(768);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("keeps the table when told to (mobileLayout 'table')", () => {
    renderWithTheme(
      <DataTable caption="Alunos" columns={withActions} rows={rows} rowKey={(r) => r.id} mobileLayout="table" minWidth="30rem" />,
    );
    expect(screen.getByRole('table', { name: 'Alunos' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
