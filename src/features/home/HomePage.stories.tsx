import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { LoadedSession } from '../../../.storybook/loaders';
import { readTiles } from '../../../.storybook/play';
import { EXPECTED_TILES, type SpecUserType } from '../../../tests/fixtures/visibility';
import bannerDesktop from '@/assets/banner.svg';
import HomePage from './HomePage';

/**
 * The home page alone (the layout around it is in 'Telas/Layout'): the
 * banner, the greeting and the tiles of the signed-in user's type, as links.
 */
const meta = {
  title: 'Telas/Início',
  id: 'telas-inicio',
  component: HomePage,
  parameters: { route: '/home' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function seesItsTiles(type: SpecUserType): NonNullable<Story['play']> {
  return async ({ canvas, loaded }) => {
    const { session } = loaded as unknown as LoadedSession;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Olá, ${session?.userName.split(' ')[0]}!`);
    const tiles = canvas.getByRole('navigation', { name: 'Acesso rápido' });
    await expect(readTiles(tiles)).toEqual(EXPECTED_TILES[type]);
    const banner = canvas.getByRole('img', { name: 'Bem-vindo à rede de escolas de idiomas' });
    await waitFor(() => expect((banner as HTMLImageElement).currentSrc).toBe(new URL(bannerDesktop, document.baseURI).href));
  };
}

export const Gestor: Story = { parameters: { role: 'gestor' }, play: seesItsTiles(1) };
export const Diretor: Story = { parameters: { role: 'diretor' }, play: seesItsTiles(2) };
export const Secretaria: Story = { name: 'Secretário(a)', parameters: { role: 'secretaria' }, play: seesItsTiles(3) };
export const Professor: Story = { parameters: { role: 'professor' }, play: seesItsTiles(4) };
export const Aluno: Story = { parameters: { role: 'aluno' }, play: seesItsTiles(5) };
