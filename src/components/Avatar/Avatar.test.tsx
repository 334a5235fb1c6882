import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the photo with the name as alt text', () => {
    renderWithTheme(<Avatar src="/fotos/ana.jpg" name="Ana Souza" />);
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveAttribute('src', '/fotos/ana.jpg');
  });

  it('shows initials without a photo', () => {
    renderWithTheme(<Avatar src={null} name="ana maria souza" />);
    const avatar = screen.getByRole('img', { name: 'ana maria souza' });
    expect(avatar.tagName).not.toBe('IMG');
    // Drawn by CSS, so the initials never become text inside a labelled control.
    expect(avatar).toHaveAttribute('data-initials', 'AS');
    expect(avatar).toHaveTextContent(/^$/);
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithTheme(<Avatar src="/quebrada.jpg" name="Bruno Lima" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bruno Lima' }));
    const avatar = screen.getByRole('img', { name: 'Bruno Lima' });
    expect(avatar.tagName).not.toBe('IMG');
    expect(avatar).toHaveAttribute('data-initials', 'BL');
  });

  it('tries a new photo after a failed one', () => {
    const { rerender } = renderWithTheme(<Avatar src="/quebrada.jpg" name="Bruno Lima" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar src="/nova.jpg" name="Bruno Lima" />);
    expect(screen.getByRole('img', { name: 'Bruno Lima' })).toHaveAttribute('src', '/nova.jpg');
  });

  it('computes initials', () => {
    expect(initialsOf('Élida')).toBe('É');
    expect(initialsOf('  joão   da silva ')).toBe('JS');
    expect(initialsOf('')).toBe('?');
  });
});
