import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '../Button';
import { renderWithTheme } from '../test-utils';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading and its actions', () => {
    renderWithTheme(
      <MemoryRouter>
        <PageHeader title="Escolas" actions={<ButtonLink to="/cadastro-escola">Adicionar Nova</ButtonLink>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Escolas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar Nova' })).toHaveAttribute('href', '/cadastro-escola');
  });
});
