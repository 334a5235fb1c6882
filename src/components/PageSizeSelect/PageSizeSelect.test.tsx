import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZES } from '@contract/paging';
import { renderWithTheme } from '../test-utils';
import { PageSizeSelect } from './PageSizeSelect';

describe('PageSizeSelect', () => {
  it('lists the sizes under the default label and reports numbers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<PageSizeSelect value={10} options={PAGE_SIZES.parcelas} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(select).toHaveValue('10');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', '20']);
    await user.selectOptions(select, '15');
    expect(onChange).toHaveBeenCalledWith(15);
  });

  it('offers a "Ver Todos" option with its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <PageSizeSelect
        value={10}
        options={PAGE_SIZES.cursos}
        onChange={onChange}
        label="Cursos por página"
        allLabel="Ver Todos"
        allValue={0}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cursos por página' }), 'Ver Todos');
    expect(onChange).toHaveBeenCalledWith(0);
  });
});
