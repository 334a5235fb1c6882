import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PAGE_SIZES } from '@contract/paging';
import { PageSizeSelect, type PageSizeSelectProps } from './PageSizeSelect';

function Controlled(props: PageSizeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PageSizeSelect
      {...props}
      value={value}
      onChange={(n) => {
        setValue(n);
        props.onChange(n);
      }}
    />
  );
}

const meta = {
  title: 'Kit/PageSizeSelect',
  component: PageSizeSelect,
  tags: ['autodocs'],
  args: { value: 10, options: PAGE_SIZES.usuarios, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PageSizeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Itens por página' }), '20');
    await expect(args.onChange).toHaveBeenCalledWith(20);
  },
};

export const Installments: Story = {
  args: { options: PAGE_SIZES.parcelas },
};

export const WithSeeAll: Story = {
  args: { options: PAGE_SIZES.cursos, allLabel: 'Ver Todos', allValue: 0, label: 'Cursos por página' },
};
