import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchInput, type SearchInputProps } from './SearchInput';

function Controlled(props: SearchInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <SearchInput
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
      <p style={{ fontSize: 12 }}>Valor enviado: “{value}”</p>
    </div>
  );
}

const meta = {
  title: 'Kit/SearchInput',
  component: SearchInput,
  tags: ['autodocs'],
  args: { value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = {
  args: { value: 'Ana' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar pesquisa' }));
    await expect(canvas.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

export const Debounced: Story = {
  args: { debounceMs: 400, label: 'Pesquisar aluno', placeholder: 'Nome do aluno' },
};
