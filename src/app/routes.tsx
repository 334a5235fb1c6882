/**
 * The route table. Every screen is lazy (its own chunk) and guarded by the
 * navigation tables; paths match exactly; anything else is not found.
 * Screens of later issues are added here as they are built.
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { PageLoader } from '@/components/Spinner';
import { SCREENS, type ScreenKey } from '@/domain/navigation';
import { RequireAuth, RequireScreen } from './guards';
import { AppLayout } from './layout/AppLayout';
import { lazyPage } from './lazy-page';
import { RouteError } from './RouteError';

const LoginPage = lazyPage(() => import('@/features/auth/LoginPage'));
const NotFoundPage = lazyPage(() => import('@/features/not-found/NotFoundPage'));

interface ProtectedRoute {
  readonly screen: ScreenKey;
  readonly paths: readonly string[];
  readonly Page: LazyExoticComponent<ComponentType>;
}

/** The signed-in screens that exist so far. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { screen: 'home', paths: [SCREENS.home], Page: lazyPage(() => import('@/features/home/HomePage')) },
];

function NotFoundRoute() {
  const session = useAppSelector(selectSession);
  if (session) {
    return (
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <NotFoundPage />
    </Suspense>
  );
}

export const appRoutes: RouteObject[] = [
  {
    path: SCREENS.login,
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppLayout />,
        children: PROTECTED_ROUTES.flatMap(({ screen, paths, Page }) =>
          paths.map((path) => ({
            path,
            element: (
              <RequireScreen screen={screen}>
                <Page />
              </RequireScreen>
            ),
          })),
        ),
      },
    ],
  },
  { path: '*', element: <NotFoundRoute />, errorElement: <RouteError /> },
];
