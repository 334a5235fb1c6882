import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Pagination, type PaginationProps } from './Pagination';

function numbers() {
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((t) => /^\d+$/.test(t));
}

function ellipses() {
  return screen.queryAllByText('…');
}

function Controlled(props: Partial<PaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  return <Pagination totalPages={10} {...props} page={page} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('shows current ± 2 with an ellipsis after on the first page, edges disabled', () => {
    renderWithTheme(<Pagination page={1} totalPages={10} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['1', '2', '3']);
    expect(ellipses()).toHaveLength(1);
    expect(ellipses()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
  });

  it('shows both ellipses in the middle', () => {
    renderWithTheme(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(ellipses()).toHaveLength(2);
  });

  it('disables next and last on the last page', () => {
    renderWithTheme(<Pagination page={10} totalPages={10} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeEnabled();
  });

  it('always shows five numbers in fill mode', () => {
    renderWithTheme(<Pagination page={1} totalPages={10} fill onPageChange={() => {}} />);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows the caption and moves with the buttons', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    expect(screen.getByText('Mostrando 1 de 10 páginas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('Mostrando 2 de 10 páginas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByText('Mostrando 10 de 10 páginas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '8' }));
    expect(screen.getByText('Mostrando 8 de 10 páginas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    expect(screen.getByText('Mostrando 1 de 10 páginas')).toBeInTheDocument();
  });

  it('jumps with the page select listing every page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={2} totalPages={12} onPageChange={onPageChange} />);
    const select = screen.getByRole('combobox', { name: 'Ir para a página' });
    expect(select).toHaveValue('2');
    expect(within(select).getAllByRole('option')).toHaveLength(12);
    await user.selectOptions(select, '11');
    expect(onPageChange).toHaveBeenCalledWith(11);
  });

  it('can hide the caption and the select, and does not report the current page again', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(
      <Pagination page={3} totalPages={5} showCaption={false} showPageSelect={false} onPageChange={onPageChange} />,
    );
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
