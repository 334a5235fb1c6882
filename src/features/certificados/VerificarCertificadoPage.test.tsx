import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Certificado, CERT_MESSAGES } from '@contract/certificados';
import { ROUTES } from '@contract/routes';
import { apiBaseUrl } from '@/api/config';
import { formatDateBR } from '@contract/dates';
import { server } from '../../../tests/msw';
import { renderApp, signIn } from '../../../tests/test-utils';
import { RESULT_TITLE } from './certificado-messages';

/** The seeded certificates, read by the gestor; the gestor's session is then forgotten (the page is public). */
async function seeded(): Promise<Certificado[]> {
  const { token } = await signIn('gestor');
  localStorage.clear();
  const answer = await fetch(`${apiBaseUrl()}${ROUTES.listCertificados.path}?pageSize=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Certificado[];
}

async function seededOne(situacao: 'valido' | 'revogado'): Promise<Certificado> {
  const found = (await seeded()).find((c) => c.cp_cert_situacao === situacao);
  if (!found) throw new Error(`no ${situacao} certificate in the seed`);
  return found;
}
const codeField = () => screen.getByRole('textbox', { name: /^Código do certificado/ });

describe('Verificar certificado (public, no sign-in)', () => {
  it('confirms a valid code from the QR address: only name, course, school and date', async () => {
    const cert = await seededOne('valido');
    const { store } = await renderApp({ route: `/verificar/${cert.cp_cert_codigo}` });
    expect(store.getState().session.current).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: CERT_MESSAGES.verifyTitle })).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: RESULT_TITLE });
    expect(within(result).getByText(CERT_MESSAGES.valid)).toBeInTheDocument();
    const facts = within(result)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(facts).toEqual([
      cert.cp_cert_aluno_nome,
      cert.cp_cert_curso_nome,
      cert.cp_cert_escola_nome,
      formatDateBR(cert.cp_cert_conclusao),
    ]);
    expect(codeField()).toHaveValue(cert.cp_cert_codigo);
  });

  it('shows a revoked certificate as revoked', async () => {
    const cert = await seededOne('revogado');
    await renderApp({ route: `/verificar/${cert.cp_cert_codigo}` });
    const result = await screen.findByRole('region', { name: RESULT_TITLE });
    expect(within(result).getByText(CERT_MESSAGES.revokedStatus)).toBeInTheDocument();
    expect(within(result).queryByText(CERT_MESSAGES.valid)).not.toBeInTheDocument();
    // The reason is not public.
    expect(result).not.toHaveTextContent(cert.cp_cert_motivo!);
  });

  it('checks a code typed the careless way (lower case, no hyphens, O for 0)', async () => {
    const cert = await seededOne('valido');
    const { user, currentPath } = await renderApp({ route: '/verificar' });
    const field = await screen.findByRole('textbox', { name: /^Código do certificado/ });
    expect(screen.queryByRole('region', { name: RESULT_TITLE })).not.toBeInTheDocument();
    const typed = cert.cp_cert_codigo.replace(/-/g, '').toLowerCase().replace(/0/g, 'o');
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(currentPath()).toBe(`/verificar/${cert.cp_cert_codigo}`));
    expect(await screen.findByText(CERT_MESSAGES.valid)).toBeInTheDocument();
    expect(codeField()).toHaveValue(cert.cp_cert_codigo);
  });

  it('refuses an invalid code typed in the field, without asking the server', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', record);
    const { user } = await renderApp({ route: '/verificar' });
    await user.type(await screen.findByRole('textbox', { name: /^Código do certificado/ }), 'ABC-123');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText(CERT_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: RESULT_TITLE })).not.toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(asked.filter((url) => url.includes('/verificar-certificado/'))).toEqual([]);
  });

  it('refuses an invalid code in the address', async () => {
    await renderApp({ route: '/verificar/UUUU-1234' });
    expect(await screen.findByText(CERT_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(codeField()).toHaveValue('UUUU-1234');
  });

  it('says no certificate has an unknown code', async () => {
    const known = new Set((await seeded()).map((c) => c.cp_cert_codigo));
    const unknown = ['0000-0000-0000-0000-0000', '1111-1111-1111-1111-1111'].find((c) => !known.has(c))!;
    await renderApp({ route: `/verificar/${unknown}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(CERT_MESSAGES.unknownCode);
    expect(screen.queryByRole('region', { name: RESULT_TITLE })).not.toBeInTheDocument();
  });

  it('works for a signed-in user too, outside the app frame', async () => {
    const cert = await seededOne('valido');
    await renderApp({ route: `/verificar/${cert.cp_cert_codigo}`, as: 'professor' });
    expect(await screen.findByText(CERT_MESSAGES.valid)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
