/**
 * Login (`/`): Login and Senha, submit by Enter or 'Entrar'; a spinner for the
 * first second; the button is disabled while submitting (spec section 2).
 */
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorStatus, serverMessage, type ApiError } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/api/hooks';
import { selectSession, selectSessionEndReason, signedIn } from '@/api/session';
import { useBackendMode } from '@/api/backend-mode';
import { useLoginMutation } from '@/api/session-api';
import { Button } from '@/components/Button';
// Direct files, not the form barrel: the login route must not load every field (see npm run budget).
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { Logo } from '@/components/Logo';
import { Spinner } from '@/components/Spinner';
import { notify } from '@/components/toast';
import { SCREENS } from '@/domain/navigation';
import { LOGIN_SPINNER_MS } from '@/domain/timings';
import illustration from '@/assets/login-illustration.svg';
import {
  LOGIN_REQUEST_FAILED,
  LOGIN_SUCCESS,
  LOGIN_TOO_MANY_ATTEMPTS,
  LOGIN_WRONG_CREDENTIALS,
  SESSION_EXPIRED,
} from './login-messages';

/** Mock mode only, so it is its own chunk and never loads against a real backend. */
const DemoPanel = lazy(() => import('./DemoPanel').then((m) => ({ default: m.DemoPanel })));

export default function LoginPage() {
  const backend = useBackendMode();
  const session = useAppSelector(selectSession);
  const endReason = useAppSelector(selectSessionEndReason);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [starting, setStarting] = useState(true);
  const [credentials, setCredentials] = useState({ login: '', password: '' });

  useEffect(() => {
    const timer = window.setTimeout(() => setStarting(false), LOGIN_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (endReason === 'expired') notify.warning(SESSION_EXPIRED, { toastId: 'session-expired' });
  }, [endReason]);

  if (session) return <Navigate to={SCREENS.home} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    try {
      const answer = await login(credentials).unwrap();
      dispatch(signedIn(answer));
      notify.success(LOGIN_SUCCESS);
      navigate(SCREENS.home, { replace: true });
    } catch (error) {
      const status = errorStatus(error as ApiError);
      // 429: too many attempts; the server's message says how long to wait.
      if (status === 429) notify.error(serverMessage(error as ApiError) ?? LOGIN_TOO_MANY_ATTEMPTS);
      else notify.error(status === 401 ? LOGIN_WRONG_CREDENTIALS : LOGIN_REQUEST_FAILED);
    }
  }

  return (
    <Page>
      <Illustration aria-hidden="true">
        <img src={illustration} alt="" />
      </Illustration>
      <Panel>
        <Logo height={44} />
        {starting ? (
          <Loading>
            <Spinner size={40} showLabel />
          </Loading>
        ) : (
          <>
            <Form onSubmit={submit} aria-labelledby="login-title" noValidate>
              <h1 id="login-title">Entrar</h1>
              <p>Acesse com o seu login e senha.</p>
              <TextField
                label="Login"
                name="login"
                autoComplete="username"
                autoFocus
                value={credentials.login}
                onChange={(e) => setCredentials((c) => ({ ...c, login: e.target.value }))}
              />
              <PasswordField
                label="Senha"
                name="password"
                autoComplete="current-password"
                value={credentials.password}
                onChange={(e) => setCredentials((c) => ({ ...c, password: e.target.value }))}
              />
              <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
                Entrar
              </Button>
            </Form>
            {backend.kind === 'mock' ? (
              <Suspense fallback={null}>
                <DemoPanel onPick={(login, password) => setCredentials({ login, password })} />
              </Suspense>
            ) : null}
          </>
        )}
      </Panel>
    </Page>
  );
}

const Page = styled.main`
  min-height: ${({ theme }) => theme.layout.pageMinHeight};
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(360px, 480px);
  background: ${({ theme }) => theme.colors.bg};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: 1fr;
  }
`;

const Illustration = styled.div`
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    display: none;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl} 0;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
