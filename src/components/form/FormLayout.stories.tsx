import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { FormGrid, FormStack, FormWide } from './FormLayout';
import { TextField } from './TextField';

/** A registration form's layout: cards stacked, two columns of fields, a wide field on its own row. */
const meta = {
  title: 'Kit/Form/FormLayout',
  component: FormStack,
  render: () => (
    <FormStack aria-label="Endereço" noValidate onSubmit={(e) => e.preventDefault()}>
      <Card title="Endereço">
        <FormGrid>
          <FormWide>
            <TextField name="rua" label="Rua" />
          </FormWide>
          <TextField name="numero" label="Número" />
          <TextField name="bairro" label="Bairro" />
        </FormGrid>
      </Card>
    </FormStack>
  ),
} satisfies Meta<typeof FormStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumnsAndAWideField: Story = {
  play: async ({ canvas }) => {
    const street = canvas.getByRole('textbox', { name: 'Rua' }).getBoundingClientRect();
    const number = canvas.getByRole('textbox', { name: 'Número' }).getBoundingClientRect();
    const district = canvas.getByRole('textbox', { name: 'Bairro' }).getBoundingClientRect();
    await expect(street.width).toBeGreaterThan(number.width);
    await expect(district.top).toBe(number.top);
  },
};
