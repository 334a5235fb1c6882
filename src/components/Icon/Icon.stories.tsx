import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Icon } from './Icon';
import { ICON_NAMES } from './icons';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  & > svg {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const meta = {
  title: 'Kit/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'school', size: 32 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const WithTitle: Story = {
  args: { name: 'alert', title: 'Atenção' },
};

export const AllIcons: Story = {
  render: () => (
    <Grid>
      {ICON_NAMES.map((name) => (
        <Cell key={name}>
          <Icon name={name} size={24} />
          <span>{name}</span>
        </Cell>
      ))}
    </Grid>
  ),
};
