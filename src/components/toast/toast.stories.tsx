import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../Button';
import { AppToastContainer, notify } from './toast';
import { ToastMessage } from './ToastMessage';

/** The preview already mounts AppToastContainer around every story; these buttons fire toasts into it. */
function ToastButtons() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => notify.success('Perfil atualizado com sucesso!')}>Sucesso</Button>
      <Button variant="danger" onClick={() => notify.error('Erro ao atualizar perfil: tempo esgotado', { autoClose: 5000 })}>
        Erro (5 s)
      </Button>
      <Button variant="secondary" onClick={() => notify.info('Usuário Logado com sucesso')}>
        Informação
      </Button>
      <Button variant="secondary" onClick={() => notify.warning('Preencha ou limpe os campos antes de fechar.')}>
        Aviso
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          notify.error(<ToastMessage title="Erro ao salvar o registro." detail="Já existe um registro com este nome." />)
        }
      >
        Erro com motivo
      </Button>
    </div>
  );
}

const meta = {
  title: 'Kit/Toast',
  component: AppToastContainer,
  render: () => <ToastButtons />,
} satisfies Meta<typeof AppToastContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notify: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }));
    await expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  },
};

/** ToastMessage: a title and, under it, the reason the server gave. */
export const WithDetail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erro com motivo' }));
    await expect(await screen.findByText('Erro ao salvar o registro.')).toBeInTheDocument();
    await expect(screen.getByText('Já existe um registro com este nome.')).toBeInTheDocument();
  },
};
