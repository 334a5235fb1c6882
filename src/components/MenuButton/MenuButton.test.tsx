import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { MenuButton } from './MenuButton';

function setup() {
  const onProfile = vi.fn();
  const onInbox = vi.fn();
  const onLogout = vi.fn();
  renderWithTheme(
    <>
      <MenuButton
        label="Menu do perfil"
        trigger={<span>AS</span>}
        header={<strong>Ana Souza</strong>}
        items={[
          { id: 'profile', label: 'Meu Perfil', icon: 'user', onSelect: onProfile },
          { id: 'inbox', label: 'Caixa de Entrada', icon: 'inbox', disabled: true, onSelect: onInbox },
          { id: 'settings', label: 'Configurações', icon: 'settings', disabled: true },
          { id: 'logout', label: 'Sair', icon: 'logout', onSelect: onLogout },
        ]}
      />
      <p>Fora do menu</p>
    </>,
  );
  return {
    onProfile,
    onInbox,
    onLogout,
    user: userEvent.setup(),
    trigger: screen.getByRole('button', { name: 'Menu do perfil' }),
  };
}

describe('MenuButton', () => {
  it('opens a menu with the header and items, focusing the first item', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Menu do perfil' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Meu Perfil',
      'Caixa de Entrada',
      'Configurações',
      'Sair',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Caixa de Entrada' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus();
  });

  it('navigates with arrows, Home and End and selects with Enter', async () => {
    const { user, trigger, onLogout } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Caixa de Entrada' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
  });

  it('does not select disabled items', async () => {
    const { user, trigger, onInbox } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Caixa de Entrada' }));
    await user.keyboard('{Enter}');
    expect(onInbox).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('selects with a click', async () => {
    const { user, trigger, onProfile } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Meu Perfil' }));
    expect(onProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Esc returning focus, and on a click outside', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Fora do menu'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
