import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { Avatar } from '../Avatar';
import { MenuButton } from './MenuButton';

const Who = styled.div`
  display: flex;
  flex-direction: column;

  span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const meta = {
  title: 'Kit/MenuButton',
  component: MenuButton,
  tags: ['autodocs'],
  args: {
    label: 'Menu do perfil',
    trigger: <Avatar name="Ana Souza" size={36} />,
    header: (
      <Who>
        <strong>Ana Souza</strong>
        <span>Diretor</span>
      </Who>
    ),
    items: [
      { id: 'profile', label: 'Meu Perfil', icon: 'user', onSelect: fn() },
      { id: 'inbox', label: 'Caixa de Entrada', icon: 'inbox', disabled: true },
      { id: 'settings', label: 'Configurações', icon: 'settings', disabled: true },
      { id: 'logout', label: 'Sair', icon: 'logout', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu and checks its items; disabled ones are announced as such. */
export const ProfileMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu do perfil' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = canvas.getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Meu Perfil', 'Caixa de Entrada', 'Configurações', 'Sair']);
    await expect(canvas.getByRole('menuitem', { name: 'Caixa de Entrada' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus();
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu do perfil' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};
