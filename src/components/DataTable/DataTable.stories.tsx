import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { DataTable, type DataTableColumn } from './DataTable';
import { EditDeleteActions } from './EditDeleteActions';

interface Enrolment {
  id: number;
  student: string;
  status: 'ativo' | 'cancelado' | 'trancado' | 'concluido';
  paid: number;
  total: number;
}

const TONES: Record<Enrolment['status'], StatusTone> = {
  ativo: 'success',
  cancelado: 'danger',
  trancado: 'warning',
  concluido: 'info',
};

const NAMES = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Dias',
  'Diego Rocha',
  'Elisa Prado',
  'Fábio Nunes',
  'Gabriela Reis',
  'Heitor Alves',
  'Isabela Costa',
  'João Pedro',
];
const STATUSES: Enrolment['status'][] = ['ativo', 'cancelado', 'trancado', 'concluido'];

const rows: Enrolment[] = NAMES.map((student, i) => ({
  id: i + 1,
  student,
  status: STATUSES[i % 4]!,
  paid: i % 7,
  total: 12,
}));

const columns: DataTableColumn<Enrolment>[] = [
  { key: 'student', header: 'Aluno' },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge tone={TONES[r.status]}>{r.status}</StatusBadge> },
  { key: 'installments', header: 'Parcelas', align: 'center', render: (r) => `${r.paid}/${r.total}` },
  {
    // Keyed 'acoes': on a phone's card the actions sit in the corner.
    key: 'acoes',
    header: 'Ação',
    align: 'right',
    width: '120px',
    // A cancelled enrolment shows its actions disabled.
    render: (r) => (
      <EditDeleteActions
        name={r.student}
        editTo={`/cadastro-matricula/${r.id}`}
        onDelete={() => undefined}
        disabled={r.status === 'cancelado'}
        iconSize={16}
      />
    ),
  },
];

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<Enrolment>,
  tags: ['autodocs'],
  args: { caption: 'Matrículas', columns, rows, rowKey: (r: Enrolment) => r.id },
} satisfies Meta<typeof DataTable<Enrolment>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(rows.length + 1);
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'Nenhum registro encontrado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Nenhum registro encontrado.' })).toBeInTheDocument();
  },
};

/** The class form's student table: at most 300 px high, header stays visible. */
export const MaxHeight: Story = {
  args: { maxHeight: '300px', rows: [...rows, ...rows.map((r) => ({ ...r, id: r.id + 100 }))] },
};

/**
 * A phone (under 768 px): one card per row — the student as its heading, the
 * actions in its corner, status and installments as 'label: value' lines.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Matrículas' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(rows.length);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { name: 'Ana Souza' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Editar Ana Souza' })).toBeVisible();
    await expect(first.getByText('Parcelas')).toBeVisible();
    // No card is wider than the screen.
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The cards while the first page loads: skeletons, and the list is busy. */
export const MobileLoading: Story = {
  args: { loading: true, rows: [] },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Matrículas' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A phone with a table kept as a table (`mobileLayout: 'table'`, e.g. a picker)
 * that needs 40rem: the table scrolls sideways inside its region, and neither
 * it nor its visually hidden caption widens the page.
 */
export const MinWidthOnPhone: Story = {
  args: { minWidth: '40rem', mobileLayout: 'table' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Matrículas' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
