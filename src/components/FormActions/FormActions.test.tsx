import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { renderWithTheme } from '../test-utils';
import { FormActions } from './FormActions';

describe('FormActions', () => {
  it('holds the form buttons in their order', () => {
    renderWithTheme(
      <form aria-label="Formulário">
        <FormActions>
          <Button variant="ghost">Cancelar</Button>
          <Button type="submit">Salvar</Button>
        </FormActions>
      </form>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancelar', 'Salvar']);
    expect(buttons[1]).toHaveAttribute('type', 'submit');
    expect(buttons[0]!.parentElement).toHaveStyle({ display: 'flex', justifyContent: 'flex-end' });
  });
});
