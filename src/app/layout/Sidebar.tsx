/**
 * The collapsible sidebar: the groups and links of the user's type, read from
 * the visibility table (domain/navigation). Links are real `<a href="#/…">`.
 * On desktop it sticks under the top bar (its own scroll) while the page
 * scrolls; on mobile it is the drawer.
 */
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon } from '@/components/Icon';
import { sidebarFor } from '@/domain/navigation';
import type { UserType } from '@contract/constants';

export interface SidebarProps {
  readonly userType: UserType;
  /** Desktop: icons only. */
  readonly collapsed: boolean;
  /** Mobile: the drawer is open. */
  readonly mobileOpen: boolean;
  readonly onNavigate: () => void;
}

export function Sidebar({ userType, collapsed, mobileOpen, onNavigate }: SidebarProps) {
  const groups = sidebarFor(userType);
  return (
    <Aside id="app-sidebar" $collapsed={collapsed} $mobileOpen={mobileOpen}>
      <nav aria-label="Menu lateral">
        <Home to="/home" onClick={onNavigate} title={collapsed ? 'Início' : undefined}>
          <Icon name="home" />
          <Label $collapsed={collapsed}>Início</Label>
        </Home>
        {groups.map((group) => {
          const headingId = `sidebar-group-${group.label.replace(/\s+/g, '-').toLowerCase()}`;
          return (
            <Group key={group.label} aria-labelledby={headingId}>
              <GroupTitle id={headingId} $collapsed={collapsed}>
                {group.label}
              </GroupTitle>
              <ul>
                {group.items.map((item) => (
                  <li key={item.screen}>
                    <Item to={item.path} onClick={onNavigate} title={collapsed ? item.label : undefined}>
                      <Icon name={item.icon} />
                      <Label $collapsed={collapsed}>{item.label}</Label>
                    </Item>
                  </li>
                ))}
              </ul>
            </Group>
          );
        })}
      </nav>
    </Aside>
  );
}

/*
 * Desktop: the aside paints the whole left column; its nav sticks under the
 * sticky top bar, one viewport high with its own scroll, so the links stay in
 * view while a long page scrolls. Mobile: the aside is the drawer.
 */
const Aside = styled.aside<{ $collapsed: boolean; $mobileOpen: boolean }>`
  grid-area: sidebar;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sidebarCollapsedWidth : theme.layout.sidebarWidth)};
  background: ${({ theme }) => theme.colors.sidebarBg};
  color: ${({ theme }) => theme.colors.sidebarText};
  transition: width ${({ theme }) => theme.transitions.modalMs}ms ease;
  nav {
    position: sticky;
    top: ${({ theme }) => theme.layout.topbarHeight};
    max-height: calc(100vh - ${({ theme }) => theme.layout.topbarHeight});
    max-height: calc(100dvh - ${({ theme }) => theme.layout.topbarHeight});
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    position: fixed;
    top: ${({ theme }) => theme.layout.topbarHeight};
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.sidebar};
    width: ${({ theme }) => theme.layout.sidebarWidth};
    overflow-y: auto;
    transform: translateX(${({ $mobileOpen }) => ($mobileOpen ? '0' : '-100%')});
    transition: transform ${({ theme }) => theme.transitions.modalMs}ms ease;
    box-shadow: ${({ theme, $mobileOpen }) => ($mobileOpen ? theme.shadow.lg : 'none')};
    visibility: ${({ $mobileOpen }) => ($mobileOpen ? 'visible' : 'hidden')};
    nav {
      position: static;
      max-height: none;
      overflow-y: visible;
    }
  }
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const hiddenWhenCollapsed = css<{ $collapsed: boolean }>`
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    `}
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
  }
`;

const GroupTitle = styled.h2<{ $collapsed: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.sidebarMuted};
  ${hiddenWhenCollapsed}
`;

const Label = styled.span<{ $collapsed: boolean }>`
  ${hiddenWhenCollapsed}
`;

const linkStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.sidebarText};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  &.active {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: #fff;
  }
`;

const Item = styled(NavLink)`
  ${linkStyle}
`;

const Home = styled(NavLink)`
  ${linkStyle}
`;
