import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withPageState } from '../../../.storybook/paged';
import { Pagination } from './Pagination';

const Controlled = withPageState(Pagination);

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, totalPages: 12, onPageChange: fn() },
  render: (args) => <Controlled key={`${args.page}-${args.totalPages}-${String(args.fill)}`} {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Mostrando 1 de 12 páginas')).toBeInTheDocument();
  },
};

export const MiddleWithBothEllipses: Story = {
  args: { page: 6 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getByText('Mostrando 7 de 12 páginas')).toBeInTheDocument();
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Última página' })).toBeDisabled();
  },
};

/** Enrolments list: always up to 5 numbers. */
export const FillMode: Story = {
  args: { page: 1, fill: true },
};

export const FewPages: Story = {
  args: { page: 2, totalPages: 3 },
};

export const ButtonsOnly: Story = {
  args: { page: 4, showCaption: false, showPageSelect: false },
};
