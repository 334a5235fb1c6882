import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
