/**
 * Rendering the real app in tests: the route table in a memory router, a
 * fresh store, the MSW mock (tests/setup.ts) and, optionally, a signed-in
 * demo user.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { loginAs } from '@mocks/testing';
import { DEMO_LOGINS } from '@mocks/seed';
import type { BackendMode } from '@/api/backend-mode';
import { writeStoredSession, type Session } from '@/api/session';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { setupStore } from '@/app/store';
import type { UserType } from '@contract/constants';

export type DemoLoginName = 'gestor' | 'diretor' | 'secretaria' | 'professor' | 'aluno';

export const mockBackend: BackendMode = {
  kind: 'mock',
  demoLogins: DEMO_LOGINS,
  resetDemoData: async () => undefined,
};

/** Creates a real session in the mock and stores it as the login screen would. */
export async function signIn(login: DemoLoginName): Promise<Session> {
  const { token, user, session: answer } = await loginAs(login);
  const session: Session = {
    userId: user.cp_id,
    userType: user.cp_tipo_user as UserType,
    userName: user.cp_nome,
    userProfilePhoto: user.cp_foto_perfil,
    schoolId: user.cp_escola_id,
    turmaID: user.cp_turma_id,
    token,
    refreshToken: answer.refreshToken,
    expiresAt: answer.expiresAt,
  };
  writeStoredSession(window.localStorage, session);
  return session;
}

export interface RenderAppOptions {
  readonly route?: string;
  readonly as?: DemoLoginName;
  readonly backend?: BackendMode;
}

/** Tracks the router's current location for assertions. */
function LocationProbe({ onChange }: { onChange: (pathname: string, search: string, navigate: NavigateFunction) => void }) {
  const { pathname, search } = useLocation();
  onChange(pathname, search, useNavigate());
  return null;
}

/** Renders the whole app at `route`, optionally signed in as a demo user. */
export async function renderApp({ route = '/', as, backend = mockBackend }: RenderAppOptions = {}) {
  const session = as ? await signIn(as) : null;
  const store = setupStore();
  const user = userEvent.setup();
  let pathname = route;
  let search = '';
  let navigate: NavigateFunction | null = null;
  const view = render(
    <AppProviders store={store} backend={backend}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe
          onChange={(p, s, n) => {
            pathname = p;
            search = s;
            navigate = n;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    store,
    user,
    session,
    currentPath: () => pathname,
    /** The address with its query ('/avaliacoes?escola=1'). */
    currentUrl: () => pathname + search,
    /** The browser's Back. */
    goBack: () => act(() => void navigate?.(-1)),
  };
}

/** Renders a component inside the app's providers and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', backend = mockBackend }: { route?: string; backend?: BackendMode } = {},
) {
  const store = setupStore();
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} backend={backend}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { ...render(ui, { wrapper: Wrapper }), store, user };
}
