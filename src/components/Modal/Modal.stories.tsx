import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField, TextField } from '../form';
import { Modal, type ModalProps } from './Modal';

function ModalDemo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Modal
        title="Editar Perfil"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => setOpen(false)}>Salvar Alterações</Button>
          </>
        }
      >
        {props.children ?? (
          <div style={{ display: 'grid', gap: 16 }}>
            <TextField label="Nome" required defaultValue="Ana Souza" />
            <TextField label="Email" type="email" required defaultValue="ana@escola.com.br" />
            <TextField label="Login" required defaultValue="ana.souza" />
            <PasswordField label="Nova Senha (deixe em branco para manter a atual)" autoComplete="new-password" />
          </div>
        )}
      </Modal>
    </>
  );
}

const meta = {
  title: 'Kit/Modal',
  component: Modal,
  args: { open: false, title: 'Editar Perfil', onClose: () => {}, children: null },
  render: (args) => <ModalDemo size={args.size} closeOnBackdrop={args.closeOnBackdrop} title={args.title} />,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog, checks that focus is inside and that Esc closes it and gives focus back. */
export const FocusAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Perfil' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Tab from the last control wraps to the first one. */
export const FocusTrap: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const save = await screen.findByRole('button', { name: 'Salvar Alterações' });
    save.focus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Informações da Turma' },
  render: (args) => (
    <ModalDemo size={args.size} title={args.title}>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
        <dt>Nome</dt>
        <dd style={{ margin: 0 }}>Turma A</dd>
        <dt>Professor</dt>
        <dd style={{ margin: 0 }}>Carlos Lima</dd>
        <dt>Escola</dt>
        <dd style={{ margin: 0 }}>Unidade Centro</dd>
      </dl>
    </ModalDemo>
  ),
};

export const Large: Story = {
  args: { size: 'lg', title: 'Pesquisar Usuário' },
};

export const NoBackdropClose: Story = {
  args: { closeOnBackdrop: false, title: 'Clique fora não fecha' },
};
