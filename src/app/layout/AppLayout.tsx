/**
 * The signed-in frame (spec section 2, "Layout"): top bar with the theme-aware
 * logo, the theme toggle and the profile menu; the collapsible sidebar; the
 * page; the footer. Also hosts the profile dialog and the birthday celebration.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { selectSession, signedOut } from '@/api/session';
import { useLogoutMutation } from '@/api/session-api';
import { IconButton } from '@/components/Button';
import { useMediaQuery } from '@/components/hooks/useMediaQuery';
import { Icon } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { PageLoader } from '@/components/Spinner';
import { ResetDemoButton } from '@/features/auth/ResetDemoButton';
import { BirthdayCelebration } from '@/features/birthday/BirthdayCelebration';
import { ThemeToggle } from '@/features/theme/ThemeToggle';
import { SCREENS } from '@/domain/navigation';
import { mobileQuery } from '@/theme/tokens';
import { RouteErrorBoundary } from '../RouteError';
import { Footer } from './Footer';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';

const ProfileDialog = lazy(() => import('@/features/profile/ProfileDialog'));

function reloadPage() {
  window.location.reload();
}

export function AppLayout({ children }: { children?: ReactNode }) {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isMobile = useMediaQuery(mobileQuery);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [endSession] = useLogoutMutation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerShown = isMobile && drawerOpen;

  // Escape closes the mobile drawer and gives focus back to the menu button
  // (unless a dialog or menu on top has already taken the key).
  useEffect(() => {
    if (!drawerShown) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerShown]);

  if (!session) return null;

  function leave() {
    dispatch(signedOut());
    navigate(SCREENS.login, { replace: true });
  }

  async function logout() {
    // The server ends the session first (a copied refresh token stops working); signing out here happens either way.
    const ended = endSession()
      .unwrap()
      .catch(() => undefined);
    // Offline, that call is held until the connection returns: the person leaves at once, and leaving drops it.
    if (navigator.onLine) await ended;
    leave();
  }

  const menuExpanded = isMobile ? drawerOpen : !collapsed;
  const menuLabel = isMobile ? (drawerOpen ? 'Fechar menu' : 'Abrir menu') : collapsed ? 'Expandir menu' : 'Recolher menu';

  return (
    <Frame $collapsed={collapsed}>
      <SkipLink
        href="#conteudo"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('conteudo')?.focus();
        }}
      >
        Pular para o conteúdo
      </SkipLink>
      <TopBar>
        <IconButton
          ref={menuButton}
          label={menuLabel}
          aria-expanded={menuExpanded}
          aria-controls="app-sidebar"
          onClick={() => (isMobile ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c))}
        >
          <Icon name="menu" />
        </IconButton>
        <Link to={SCREENS.home} aria-label="Escola — início">
          <Logo height={32} />
        </Link>
        <Spacer />
        <ThemeToggle />
        <ProfileMenu session={session} onOpenProfile={() => setProfileOpen(true)} onLogout={logout} />
      </TopBar>
      <Sidebar
        userType={session.userType}
        collapsed={!isMobile && collapsed}
        mobileOpen={drawerShown}
        onNavigate={() => setDrawerOpen(false)}
      />
      {drawerShown ? <Scrim aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
      <Main id="conteudo" tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        </RouteErrorBoundary>
      </Main>
      <Footer>
        {/* Restoring the demo already ended every session: nothing to end on the server. */}
        <ResetDemoButton onDone={leave} />
      </Footer>
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog open userId={session.userId} onClose={() => setProfileOpen(false)} onSaved={reloadPage} />
        </Suspense>
      ) : null}
      <BirthdayCelebration userId={session.userId} userName={session.userName} />
    </Frame>
  );
}

const Frame = styled.div<{ $collapsed: boolean }>`
  min-height: ${({ theme }) => theme.layout.pageMinHeight};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: ${({ theme }) => theme.layout.topbarHeight} 1fr auto;
  grid-template-areas:
    'topbar topbar'
    'sidebar main'
    'sidebar footer';
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'topbar'
      'main'
      'footer';
  }
`;

const TopBar = styled.header`
  grid-area: topbar;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.topbar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: inline-flex;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Main = styled.main`
  grid-area: main;
  padding: ${({ theme }) => theme.space.xl};
  min-width: 0;
  &:focus {
    outline: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.topbarHeight} 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar - 1};
  background: ${({ theme }) => theme.colors.overlay};
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
  }
`;
