import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { ListExport, type ExportColumn } from './ListExport';

interface Pessoa {
  nome: string;
  tipo: string;
  mensalidade: number | null;
}

const COLUMNS: ExportColumn<Pessoa>[] = [
  { header: 'Nome', value: (p) => p.nome },
  { header: 'Tipo', value: (p) => p.tipo },
  { header: 'Mensalidade (R$)', value: (p) => p.mensalidade, money: true },
];

const ROWS: Pessoa[] = Array.from({ length: 24 }, (_, i) => ({
  nome: `Pessoa ${String(i + 1).padStart(2, '0')} da Silva`,
  tipo: i % 3 === 0 ? 'Professor' : 'Aluno',
  mensalidade: i % 3 === 0 ? null : 349.9 + i,
}));

/**
 * 'Exportar CSV' and 'Imprimir' of a list: every row of its filters (read
 * once, by `load`), saved as pt-BR CSV or shown on a sheet of its own that
 * alone is printed.
 */
const meta = {
  title: 'Kit/ListExport',
  component: ListExport<Pessoa>,
  args: {
    title: 'Pessoas',
    fileName: 'pessoas.csv',
    columns: COLUMNS,
    unit: ['pessoa', 'pessoas'],
    filters: 'Tipo: Aluno · Pesquisa: silva',
    load: async () => ROWS,
  },
} satisfies Meta<typeof ListExport<Pessoa>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two buttons, as a list's header shows them. */
export const Buttons: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Exportar CSV: Pessoas' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Imprimir: Pessoas' })).toBeVisible();
  },
};

/** The print view: the heading, the filters, the count and every row; amounts as R$, none as —. */
export const PrintView: Story = {
  name: 'Print view',
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir: Pessoas' }));
    const sheet = await screen.findByRole('dialog', { name: /Pessoas/ });
    await expect(within(sheet).getByText('24 pessoas')).toBeVisible();
    await expect(within(sheet).getAllByRole('row')).toHaveLength(25);
    await expect(within(sheet).getAllByText('—').length).toBeGreaterThan(0);
  },
};
