import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { ListFooter } from './ListFooter';

describe('ListFooter', () => {
  it('shows the count and the page controls, and reports the chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<ListFooter count="42 registros" page={1} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByText('42 registros')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('keeps the page controls for a single page unless told to hide them', () => {
    const { rerender } = renderWithTheme(<ListFooter count="3 registros" page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    rerender(<ListFooter count="3 registros" page={1} totalPages={1} onPageChange={() => {}} hideSinglePage />);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(screen.getByText('3 registros')).toBeInTheDocument();
  });

  it('puts its children before the count and can leave the count out', () => {
    renderWithTheme(
      <ListFooter count={null} page={1} totalPages={2} onPageChange={() => {}}>
        <button type="button">Itens</button>
      </ListFooter>,
    );
    expect(screen.getByRole('button', { name: 'Itens' })).toBeInTheDocument();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('passes fill on to the page numbers: five of them even on the last page', () => {
    const numbers = () =>
      screen
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => /^\d+$/.test(t ?? ''));
    const { rerender } = renderWithTheme(<ListFooter page={8} totalPages={8} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['6', '7', '8']);
    rerender(<ListFooter page={8} totalPages={8} onPageChange={() => {}} fill />);
    expect(numbers()).toEqual(['4', '5', '6', '7', '8']);
  });
});
