import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { PageLoader } from './PageLoader';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces "Carregando..." by default through role status', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('uses a custom label', () => {
    renderWithTheme(<Spinner label="Salvando..." showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Salvando...');
    expect(screen.getByText('Salvando...')).toBeVisible();
  });

  it('PageLoader shows a visible label', () => {
    renderWithTheme(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('Skeleton is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton lines={3} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild?.children).toHaveLength(3);
  });
});
