import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Demo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={props.tone === 'danger' ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        Abrir
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          props.onConfirm();
          if (!props.busy) setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Confirmar Alterações',
    message: 'Tem certeza que deseja salvar as alterações no seu perfil?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Cancelar; Esc cancels. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' });
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    title: 'Excluir turma',
    message: 'Tem certeza que deseja excluir esta turma? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
    tone: 'danger',
  },
};

export const Busy: Story = {
  args: { busy: true, title: 'Confirmar Cadastro', message: 'Deseja cadastrar o curso e os áudios?' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};
