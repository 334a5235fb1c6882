import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Card } from './Card';

describe('Card', () => {
  it('is a section named by its title heading', () => {
    renderWithTheme(
      <Card title="Dados Pessoais" actions={<button type="button">Editar</button>}>
        conteúdo
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Dados Pessoais' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Dados Pessoais' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('is a plain container without a title', () => {
    renderWithTheme(<Card>conteúdo</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('conteúdo')).toBeInTheDocument();
  });
});
