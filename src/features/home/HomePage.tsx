/**
 * Home (`/home`): the banner (a mobile variant at 768 px or less) and the tiles
 * the user's type may see (spec section 6). Tiles are real links.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { Icon } from '@/components/Icon';
import { tilesFor } from '@/domain/navigation';
import banner from '@/assets/banner.svg';
import bannerMobile from '@/assets/banner-mobile.svg';

export default function HomePage() {
  const session = useAppSelector(selectSession);
  const tiles = tilesFor(session?.userType ?? null);
  const firstName = session?.userName.split(' ')[0] ?? '';

  return (
    <Wrapper>
      <picture>
        <source media="(max-width: 768px)" srcSet={bannerMobile} />
        <Banner src={banner} alt="Bem-vindo à rede de escolas de idiomas" />
      </picture>
      <h1>Olá, {firstName}!</h1>
      <nav aria-label="Acesso rápido">
        <Tiles>
          {tiles.map((tile) => (
            <li key={tile.screen}>
              <Tile to={tile.path}>
                <Icon name={tile.icon} size={28} />
                <strong>{tile.label}</strong>
                <span>{tile.description}</span>
              </Tile>
            </li>
          ))}
        </Tiles>
      </nav>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    transform ${({ theme }) => theme.transitions.fastMs}ms ease,
    box-shadow ${({ theme }) => theme.transitions.fastMs}ms ease;
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;
