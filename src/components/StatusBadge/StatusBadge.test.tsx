import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '@/theme/tokens';
import { EmptyState } from '../EmptyState';
import { renderWithTheme } from '../test-utils';
import { StatusBadge } from './StatusBadge';

/** '#1e7f4f' → 'rgb(30, 127, 79)', as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('StatusBadge and EmptyState', () => {
  it('StatusBadge shows its text with tone-specific colours', () => {
    renderWithTheme(
      <>
        <StatusBadge tone="success">ativo</StatusBadge>
        <StatusBadge tone="danger">cancelado</StatusBadge>
      </>,
    );
    const ok = screen.getByText('ativo');
    const bad = screen.getByText('cancelado');
    const { colors } = lightTheme;
    expect(getComputedStyle(ok).borderColor).toBe(rgb(colors.success));
    expect(getComputedStyle(ok).backgroundColor).toBe(rgb(colors.successSoft));
    expect(getComputedStyle(bad).borderColor).toBe(rgb(colors.danger));
    expect(getComputedStyle(bad).backgroundColor).toBe(rgb(colors.dangerSoft));
    // The label uses the text colour, readable on every soft background.
    expect(getComputedStyle(bad).color).toBe(rgb(colors.text));
    expect(colors.success).not.toBe(colors.danger);
  });

  it('EmptyState shows title, description and action', () => {
    renderWithTheme(
      <EmptyState
        title="Nenhuma turma encontrada."
        description="Cadastre a primeira turma."
        action={<button type="button">Adicionar Novo</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nenhuma turma encontrada.' })).toBeInTheDocument();
    expect(screen.getByText('Cadastre a primeira turma.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Novo' })).toBeInTheDocument();
  });
});
