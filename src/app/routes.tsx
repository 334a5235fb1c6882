/**
 * The route table. Every screen is lazy (its own chunk) and guarded by the
 * navigation tables; paths match exactly; anything else is not found.
 * Screens of later issues are added to PROTECTED_ROUTES as they are built.
 *
 * Declarative routes (<Routes>) rather than a data router: the app loads its
 * data through RTK Query, and the data router would add ~17 KiB gzip to the
 * login route (see docs/decisions.md).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { PageLoader } from '@/components/Spinner';
import { APP_ROUTES, canOpenScreen, SCREENS, type ScreenKey } from '@/domain/navigation';
import { RequireAuth, RequireScreen } from './guards';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './RouteError';

const LoginPage = lazyPage(() => import('@/features/auth/LoginPage'));
const NotFoundPage = lazyPage(() => import('@/features/not-found/NotFoundPage'));
/** The public check of a certificate code (the QR code opens it): no sign-in. */
const VerificarCertificadoPage = lazyPage(() => import('@/features/certificados/VerificarCertificadoPage'));
const VERIFY_PATHS = [APP_ROUTES.verificar, APP_ROUTES.verificarCodigo] as const;
/** The signed-in frame is its own chunk: the login route never loads it. */
const AppLayout = lazy(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })));

interface ProtectedRoute {
  readonly screen: ScreenKey;
  readonly paths: readonly string[];
  readonly Page: LazyExoticComponent<ComponentType>;
  /**
   * The screen's variant for whoever may open that one but not this one: they
   * are sent there instead of being turned away (spec section 2: a stored
   * type 5 on /sala-de-aula goes to /sala-de-aula-aluno).
   */
  readonly variant?: ScreenKey;
}

/** The signed-in screens that exist so far. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { screen: 'home', paths: [SCREENS.home], Page: lazyPage(() => import('@/features/home/HomePage')) },
  {
    screen: 'cadastroEscola',
    paths: [APP_ROUTES.cadastroEscola, APP_ROUTES.editarEscola],
    Page: lazyPage(() => import('@/features/escolas/EscolaFormPage')),
  },
  { screen: 'escolas', paths: [SCREENS.escolas], Page: lazyPage(() => import('@/features/escolas/EscolasListPage')) },
  {
    screen: 'cadastroTurma',
    paths: [APP_ROUTES.cadastroTurma, APP_ROUTES.editarTurma],
    Page: lazyPage(() => import('@/features/turmas/TurmaFormPage')),
  },
  { screen: 'turmas', paths: [SCREENS.turmas], Page: lazyPage(() => import('@/features/turmas/TurmasListPage')) },
  {
    screen: 'cadastroUsuario',
    paths: [APP_ROUTES.cadastroUsuario, APP_ROUTES.editarUsuario],
    Page: lazyPage(() => import('@/features/usuarios/UsuarioFormPage')),
  },
  { screen: 'usuarios', paths: [SCREENS.usuarios], Page: lazyPage(() => import('@/features/usuarios/UsuariosListPage')) },
  {
    screen: 'cadastroMatricula',
    paths: [APP_ROUTES.cadastroMatricula, APP_ROUTES.editarMatricula],
    Page: lazyPage(() => import('@/features/matriculas/MatriculaFormPage')),
  },
  {
    screen: 'matriculas',
    paths: [SCREENS.matriculas],
    Page: lazyPage(() => import('@/features/matriculas/MatriculasListPage')),
  },
  {
    screen: 'cadastroAudio',
    paths: [APP_ROUTES.cadastroAudio, APP_ROUTES.editarAudio],
    Page: lazyPage(() => import('@/features/cursos/AudioFormPage')),
  },
  {
    screen: 'financeiro',
    paths: [SCREENS.financeiro, APP_ROUTES.financeiroMatricula],
    Page: lazyPage(() => import('@/features/financeiro/FinanceiroPage')),
  },
  { screen: 'audios', paths: [SCREENS.audios], Page: lazyPage(() => import('@/features/cursos/AudiosPage')) },
  {
    screen: 'treinamento',
    paths: [SCREENS.treinamento],
    Page: lazyPage(() => import('@/features/materiais/TreinamentoPage')),
  },
  {
    screen: 'materialExtra',
    paths: [SCREENS.materialExtra],
    Page: lazyPage(() => import('@/features/materiais/MaterialExtraPage')),
  },
  {
    screen: 'salaDeAula',
    paths: [SCREENS.salaDeAula],
    Page: lazyPage(() => import('@/features/sala-de-aula/SalaDeAulaPage')),
    variant: 'salaDeAulaAluno',
  },
  {
    screen: 'salaDeAulaAluno',
    paths: [SCREENS.salaDeAulaAluno],
    Page: lazyPage(() => import('@/features/sala-de-aula-aluno/SalaDeAulaAlunoPage')),
  },
  { screen: 'agenda', paths: [SCREENS.agenda], Page: lazyPage(() => import('@/features/agenda/AgendaPage')) },
  { screen: 'avaliacoes', paths: [SCREENS.avaliacoes], Page: lazyPage(() => import('@/features/avaliacoes/AvaliacoesPage')) },
  {
    screen: 'certificado',
    paths: [SCREENS.certificado],
    Page: lazyPage(() => import('@/features/certificados/CertificadoPage')),
  },
];

/** Sends whoever may open `variant` but not `screen` to the variant; everyone else goes on to the guard. */
function ToVariant({ screen, variant, children }: { screen: ScreenKey; variant?: ScreenKey; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  if (variant && !canOpenScreen(screen, type) && canOpenScreen(variant, type)) {
    return <Navigate to={SCREENS[variant]} replace />;
  }
  return <>{children}</>;
}

function Standalone({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

function NotFoundRoute() {
  const session = useAppSelector(selectSession);
  return (
    <Standalone>
      {session ? (
        <AppLayout>
          <NotFoundPage />
        </AppLayout>
      ) : (
        <NotFoundPage />
      )}
    </Standalone>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={SCREENS.login}
        element={
          <Standalone>
            <LoginPage />
          </Standalone>
        }
      />
      {VERIFY_PATHS.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Standalone>
              <VerificarCertificadoPage />
            </Standalone>
          }
        />
      ))}
      <Route element={<RequireAuth />}>
        <Route
          element={
            <Standalone>
              <AppLayout />
            </Standalone>
          }
        >
          {PROTECTED_ROUTES.flatMap(({ screen, paths, Page, variant }) =>
            paths.map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <ToVariant screen={screen} variant={variant}>
                    <RequireScreen screen={screen}>
                      <Page />
                    </RequireScreen>
                  </ToVariant>
                }
              />
            )),
          )}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
