import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon';
import { Button, IconButton } from './Button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Salvar Alterações', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Entrar
      </Button>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args} variant="ghost">
        Voltar
      </Button>
      <Button {...args} variant="danger">
        Excluir
      </Button>
      <Button {...args} size="sm">
        Pequeno
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Entrar' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Entrar' },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="plus" size={18} /> Adicionar Novo
      </>
    ),
  },
};

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton label="Editar">
        <Icon name="edit" />
      </IconButton>
      <IconButton label="Excluir" variant="danger">
        <Icon name="trash" />
      </IconButton>
      <IconButton label="Menu" variant="secondary">
        <Icon name="menu" />
      </IconButton>
      <IconButton label="Salvando" loading>
        <Icon name="check" />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Editar' })).toHaveAttribute('title', 'Editar');
  },
};
