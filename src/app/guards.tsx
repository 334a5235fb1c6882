/**
 * Route guards: not signed in → `/`; a screen the user's type may not open →
 * `/home` with a toast. Visibility comes from the navigation tables only.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { notify } from '@/components/toast';
import { canOpenScreen, SCREENS, type ScreenKey } from '@/domain/navigation';

export const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar esta página.';

export function RequireAuth() {
  const session = useAppSelector(selectSession);
  return session ? <Outlet /> : <Navigate to={SCREENS.login} replace />;
}

function Forbidden() {
  useEffect(() => {
    notify.warning(FORBIDDEN_MESSAGE, { toastId: 'forbidden' });
  }, []);
  return <Navigate to={SCREENS.home} replace />;
}

export function RequireScreen({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  if (!session) return <Navigate to={SCREENS.login} replace />;
  return canOpenScreen(screen, session.userType) ? <>{children}</> : <Forbidden />;
}
