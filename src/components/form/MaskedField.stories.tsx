import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { MASKS } from '@/domain/masks';
import { MaskedField, type MaskedFieldProps } from './MaskedField';

function Controlled(props: MaskedFieldProps) {
  const [value, setValue] = useState(typeof props.value === 'string' ? props.value : '');
  return <MaskedField {...props} value={value} onChange={(e) => setValue(e.target.value)} />;
}

const meta = {
  title: 'Kit/Form/MaskedField',
  component: MaskedField,
  tags: ['autodocs'],
  args: { label: 'CPF', mask: MASKS.cpf, placeholder: '000.000.000-00' },
  argTypes: { mask: { control: 'select', options: Object.values(MASKS) } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cpf: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('CPF');
    await userEvent.type(input, '12345678909');
    await expect(input).toHaveValue('123.456.789-09');
  },
};

export const Phone: Story = {
  args: { label: 'WhatsApp', mask: MASKS.phone, placeholder: '(00) 00000-0000', type: 'tel' },
};

export const Cnpj: Story = {
  args: { label: 'CNPJ', mask: MASKS.cnpj, placeholder: '00.000.000/0000-00' },
};

export const Time: Story = {
  args: { label: 'Horário', mask: MASKS.time, placeholder: '00:00', hint: 'Formato 24 horas.' },
};

/** Digits as fast as autofill or a barcode reader sends them: none is lost. */
export const FastTyping: Story = {
  name: 'Digitação rápida',
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('CPF');
    await userEvent.setup({ delay: null }).type(input, '52998224725');
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const WithError: Story = {
  args: { required: true, value: '123.456', error: 'CPF inválido.' },
};
