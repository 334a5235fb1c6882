import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { parseDecimal } from '@contract/numbers';
import { NumberField, type NumberFieldProps } from './NumberField';

/** The field with its text kept, and the number it reads as shown beside it. */
function Controlled(props: NumberFieldProps) {
  const [text, setText] = useState(props.value);
  const [value, setValue] = useState<number | null>(() => parseDecimal(props.value));
  return (
    <>
      <NumberField
        {...props}
        value={text}
        onValueChange={(t, v) => {
          setText(t);
          setValue(v);
        }}
      />
      <p>
        Lido: <output aria-label="Número lido">{value === null ? 'nenhum' : String(value)}</output>
      </p>
    </>
  );
}

const meta = {
  title: 'Kit/Form/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Nota da prova', value: '', decimals: 1, hint: 'De 0 a 10, com uma casa decimal.', onValueChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comma typed the Brazilian way is a decimal comma: '8,5' reads 8.5, not 85. */
export const DecimalComma: Story = {
  name: 'Vírgula decimal',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Nota da prova/ });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '8,5');
    await expect(input).toHaveValue('8,5');
    await expect(canvas.getByRole('status', { name: 'Número lido' })).toHaveTextContent('8.5');
  },
};

/** A point is read too, and leaving the field writes the number in pt-BR with its one decimal. */
export const TidiedOnLeave: Story = {
  name: 'Ajustado ao sair',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Nota da prova/ });
    await userEvent.type(input, '7');
    await userEvent.tab();
    await expect(input).toHaveValue('7,0');
    await userEvent.clear(input);
    await userEvent.type(input, '9.5');
    await userEvent.tab();
    await expect(input).toHaveValue('9,5');
  },
};

/** Letters never reach the field; what is not a number reads as none, for the form to refuse. */
export const NotANumber: Story = {
  name: 'Texto que não é número',
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Nota da prova/ });
    await userEvent.type(input, 'a8b,5,1');
    await expect(input).toHaveValue('8,5,1');
    await userEvent.tab();
    await expect(input).toHaveValue('8,5,1');
    await expect(canvas.getByRole('status', { name: 'Número lido' })).toHaveTextContent('nenhum');
  },
};

/** A number the form refused (out of its range): the field marked, its note under it, the number still read. */
export const WithError: Story = {
  name: 'Com erro',
  args: { value: '11', required: true, error: 'Entre 0 e 10.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Nota da prova/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('De 0 a 10, com uma casa decimal. Entre 0 e 10.');
    await expect(canvas.getByRole('status', { name: 'Número lido' })).toHaveTextContent('11');
  },
};
