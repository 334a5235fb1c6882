import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, ButtonLink } from '../Button';
import { FormActions } from './FormActions';

const meta = {
  title: 'Kit/FormActions',
  component: FormActions,
  render: () => (
    <FormActions>
      <ButtonLink to="/home" variant="ghost">
        Cancelar
      </ButtonLink>
      <Button type="submit">Salvar Alterações</Button>
    </FormActions>
  ),
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelAndSubmit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cancelar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).toHaveAttribute('type', 'submit');
  },
};
