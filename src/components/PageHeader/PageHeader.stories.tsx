import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { SearchInput } from '../SearchInput';
import { PageSizeSelect } from '../PageSizeSelect';
import { PageHeader, Toolbar } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Usuários' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithActionAndToolbar: Story = {
  args: { actions: <ButtonLink to="/cadastro-usuario">Adicionar Novo</ButtonLink> },
  render: (args) => (
    <>
      <PageHeader {...args} />
      <Toolbar>
        <SearchInput value="" onChange={() => undefined} />
        <PageSizeSelect value={10} options={[10, 20, 30]} onChange={() => undefined} />
      </Toolbar>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar Novo' })).toHaveAttribute('href', '/cadastro-usuario');
  },
};
