import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withPageState } from '../../../.storybook/paged';
import { PageSizeSelect } from '../PageSizeSelect';
import { ListFooter } from './ListFooter';

const Controlled = withPageState(ListFooter);

const meta = {
  title: 'Kit/ListFooter',
  component: ListFooter,
  tags: ['autodocs'],
  args: { count: '48 registros', page: 1, totalPages: 5, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('48 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page-size select before the count; one page only, so no page controls. */
export const WithPageSizeOnOnePage: Story = {
  args: {
    count: '3 registros',
    totalPages: 1,
    hideSinglePage: true,
    children: <PageSizeSelect value={10} options={[10, 20, 50]} onChange={() => {}} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Itens por página' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  },
};
