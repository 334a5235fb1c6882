import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../EmptyState';
import { renderWithTheme } from '../test-utils';
import { StatusBadge } from './StatusBadge';

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
    expect(getComputedStyle(ok).borderColor).toBe('rgb(30, 127, 79)'); // lightTheme.colors.success
    expect(getComputedStyle(ok).backgroundColor).toBe('rgb(223, 243, 232)'); // successSoft
    expect(getComputedStyle(bad).borderColor).toBe('rgb(192, 57, 43)'); // lightTheme.colors.danger
    expect(getComputedStyle(bad).color).toBe('rgb(28, 35, 51)'); // text, readable on every soft background
  });

  it('EmptyState shows title, description and action', () => {
    renderWithTheme(
      <EmptyState title="Nenhuma turma encontrada." description="Cadastre a primeira turma." action={<button type="button">Adicionar Novo</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'Nenhuma turma encontrada.' })).toBeInTheDocument();
    expect(screen.getByText('Cadastre a primeira turma.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Novo' })).toBeInTheDocument();
  });
});
