import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../Icon';
import { renderWithTheme } from '../test-utils';
import { Button, IconButton } from './Button';

describe('Button', () => {
  it('is a plain button (not submit) by default and clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy and keeps its name', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Entrar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('IconButton is named by its label, also as a tooltip', () => {
    renderWithTheme(
      <IconButton label="Excluir">
        <Icon name="trash" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Excluir' })).toHaveAttribute('title', 'Excluir');
  });

  it('Icon is decorative without a title and named with one', () => {
    renderWithTheme(
      <>
        <Icon name="sun" data-testid="decorative" />
        <Icon name="moon" title="Tema escuro" />
      </>,
    );
    expect(screen.getByTestId('decorative')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Tema escuro' })).toBeInTheDocument();
  });
});
