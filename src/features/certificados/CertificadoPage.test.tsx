import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Certificado, CERT_MESSAGES } from '@contract/certificados';
import { ROUTES } from '@contract/routes';
import { apiBaseUrl } from '@/api/config';
import { saveBlob } from '@/components/download/save-blob';
import { businessToday, formatDateBR } from '@contract/dates';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';
import { motivoText, OWN_TITLE } from './certificado-messages';

vi.mock('@/components/download/save-blob', () => ({ saveBlob: vi.fn() }));

afterEach(() => {
  vi.mocked(saveBlob).mockClear();
});

/** The certificates the mock holds, as the gestor reads them (`query`: the list's filters). */
async function certificados(token: string, query: Record<string, string> = {}): Promise<Certificado[]> {
  const params = new URLSearchParams({ pageSize: '100', ...query });
  const answer = await fetch(`${apiBaseUrl()}${ROUTES.listCertificados.path}?${params}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Certificado[];
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const table = (name: string) => screen.getByRole('table', { name });

/** The screen as `as`, once its list has answered. */
async function openCertificados(as: DemoLoginName, listName: string = CERT_MESSAGES.pendentes) {
  const view = await renderApp({ route: '/certificado', as });
  // The screen's chunk: a first load on a busy machine takes longer than the default wait.
  await screen.findByRole('table', { name: listName }, { timeout: 12_000 });
  await waitFor(() => expect(table(listName)).not.toHaveAttribute('aria-busy'));
  return view;
}

/** The row of a table whose text contains `text`. */
function rowWith(name: string, text: string): HTMLElement {
  const row = bodyRows(table(name)).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

// Each journey clicks through two dialogs and two lists: more than the default 15 s on a busy 2-core machine.
describe('Certificado: the gestor', { timeout: 30_000 }, () => {
  it('issues a certificate for a concluded enrolment: confirmation with the date, toast, Válido in both tabs', async () => {
    const { user, session } = await openCertificados('gestor');
    expect(screen.getByRole('heading', { level: 1, name: CERT_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: CERT_MESSAGES.pendentes })).toHaveAttribute('aria-selected', 'true');

    // A concluded enrolment without a certificate: 'Pendente' and the issue button.
    const pending = bodyRows(table(CERT_MESSAGES.pendentes)).find((r) => within(r).queryByText('Pendente'))!;
    const button = within(pending).getByRole('button', { name: /^Emitir certificado de / });
    // The button names the student and the course: 'Emitir certificado de {nome} — {curso}'.
    const nome = /^Emitir certificado de (.+) — /.exec(button.getAttribute('aria-label')!)![1]!;
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Emitir certificado' });
    expect(dialog).toHaveTextContent(CERT_MESSAGES.confirmIssue(nome));
    expect(within(dialog).getByLabelText(/^Data de conclusão/)).toHaveValue(businessToday());
    await user.click(within(dialog).getByRole('button', { name: 'Emitir certificado' }));

    expect(await screen.findByText(CERT_MESSAGES.issued)).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith(CERT_MESSAGES.pendentes, nome)).getByText('Válido')).toBeInTheDocument());
    const [issued] = await certificados(session!.token, { q: nome, situacao: 'valido' });
    if (!issued) throw new Error('the certificate was not issued');
    // Issued: no more 'Emitir', its PDF instead.
    expect(within(rowWith(CERT_MESSAGES.pendentes, nome)).queryByRole('button', { name: /^Emitir/ })).not.toBeInTheDocument();
    expect(
      within(rowWith(CERT_MESSAGES.pendentes, nome)).getByRole('button', {
        name: `Baixar PDF do certificado ${issued.cp_cert_codigo}`,
      }),
    ).toBeEnabled();
    expect(issued.cp_cert_conclusao).toBe(businessToday());
    expect(rowWith(CERT_MESSAGES.pendentes, nome)).toHaveTextContent(issued.cp_cert_codigo);

    await user.click(screen.getByRole('tab', { name: CERT_MESSAGES.emitidos }));
    await waitFor(() => expect(table(CERT_MESSAGES.emitidos)).not.toHaveAttribute('aria-busy'));
    // Newest first.
    const first = bodyRows(table(CERT_MESSAGES.emitidos))[0]!;
    expect(first).toHaveTextContent(issued.cp_cert_codigo);
    expect(first).toHaveTextContent(nome);
    expect(within(first).getByText('Válido')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Baixar PDF do certificado ${issued.cp_cert_codigo}` })).toBeEnabled();
  });

  it('issues the selected pending certificates at once, with one conclusion date', async () => {
    const { user, session } = await openCertificados('gestor');
    const before = (await certificados(session!.token, { situacao: 'valido' })).length;
    const toolbar = screen.getByRole('toolbar', { name: 'Ações com as matrículas selecionadas' });
    expect(within(toolbar).getByText('Nenhuma matrícula selecionada')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Emitir certificados' })).toBeDisabled();
    const boxes = bodyRows(table(CERT_MESSAGES.pendentes))
      .map((r) => within(r).queryByRole('checkbox', { name: /^Selecionar / }))
      .filter((b): b is HTMLElement => b !== null)
      .slice(0, 2);
    expect(boxes).toHaveLength(2);
    const nomes = boxes.map((b) => /^Selecionar (.+) — /.exec(b.getAttribute('aria-label')!)![1]!);
    for (const box of boxes) await user.click(box);
    expect(within(toolbar).getByText('2 matrículas selecionadas')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Emitir certificados (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Emitir 2 certificados' });
    for (const nome of nomes)
      expect(within(dialog).getByRole('list', { name: 'Matrículas selecionadas' })).toHaveTextContent(nome);
    expect(within(dialog).getByLabelText(/^Data de conclusão/)).toHaveValue(businessToday());
    await user.click(within(dialog).getByRole('button', { name: 'Emitir certificados' }));
    expect(await screen.findByText('2 certificados emitidos.')).toBeInTheDocument();
    await waitFor(async () => expect(await certificados(session!.token, { situacao: 'valido' })).toHaveLength(before + 2));
    for (const nome of nomes) {
      await waitFor(() => expect(within(rowWith(CERT_MESSAGES.pendentes, nome)).getByText('Válido')).toBeInTheDocument());
    }
  });

  it("downloads a valid certificate's PDF from 'Matrículas concluídas', with the course's name without its tag", async () => {
    const { user, session } = await openCertificados('gestor');
    const valid = bodyRows(table(CERT_MESSAGES.pendentes)).find((r) => within(r).queryByText('Válido'))!;
    const button = within(valid).getByRole('button', { name: /^Baixar PDF do certificado / });
    const code = /certificado (.+)$/.exec(button.getAttribute('aria-label')!)![1]!;
    const [cert] = await certificados(session!.token, { q: code });
    expect(cert!.cp_cert_curso_nome).toMatch(/^\[[A-Z]+\] /);
    await user.click(button);
    expect(await screen.findByText(CERT_MESSAGES.downloaded)).toBeInTheDocument();
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe(`certificado-${code}.pdf`);
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // A revoked or missing certificate has no download there.
    for (const row of bodyRows(table(CERT_MESSAGES.pendentes)).filter((r) => !within(r).queryByText('Válido'))) {
      expect(within(row).queryByRole('button', { name: /^Baixar PDF/ })).not.toBeInTheDocument();
    }
  });

  it('refuses a conclusion date in the future on the field, before asking the server', async () => {
    const { user, session } = await openCertificados('gestor');
    const before = (await certificados(session!.token)).length;
    const pending = bodyRows(table(CERT_MESSAGES.pendentes)).find((r) => within(r).queryByText('Pendente'))!;
    await user.click(within(pending).getByRole('button', { name: /^Emitir certificado de / }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir certificado' });
    const field = within(dialog).getByLabelText(/^Data de conclusão/);
    await user.clear(field);
    await user.type(field, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir certificado' }));
    expect(within(dialog).getByText(CERT_MESSAGES.conclusaoFuture)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(await certificados(session!.token)).toHaveLength(before);
  });

  it('revokes a certificate with a reason: Revogado, the reason, no download', async () => {
    const { user, session } = await openCertificados('gestor');
    await user.click(screen.getByRole('tab', { name: CERT_MESSAGES.emitidos }));
    await waitFor(() => expect(table(CERT_MESSAGES.emitidos)).not.toHaveAttribute('aria-busy'));
    const [valid] = await certificados(session!.token, { situacao: 'valido' });
    const codigo = valid!.cp_cert_codigo;
    await user.click(screen.getByRole('button', { name: `Revogar o certificado ${codigo}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Revogar certificado' });
    expect(dialog).toHaveTextContent(CERT_MESSAGES.confirmRevoke);
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(within(dialog).getByText('Motivo é obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Motivo/ })).toHaveFocus();
    const motivo = 'Nome do aluno impresso errado.';
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), motivo);
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));

    expect(await screen.findByText(CERT_MESSAGES.revoked)).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith(CERT_MESSAGES.emitidos, codigo)).getByText('Revogado')).toBeInTheDocument());
    const row = rowWith(CERT_MESSAGES.emitidos, codigo);
    expect(row).toHaveTextContent(motivoText(motivo));
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    const [stored] = await certificados(session!.token, { q: codigo });
    expect(stored!.cp_cert_motivo).toBe(motivo);
  });

  it('filters the issued certificates by situation on the server', async () => {
    const { user } = await openCertificados('gestor');
    await user.click(screen.getByRole('tab', { name: CERT_MESSAGES.emitidos }));
    await waitFor(() => expect(bodyRows(table(CERT_MESSAGES.emitidos))).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Revogado');
    await waitFor(() => expect(bodyRows(table(CERT_MESSAGES.emitidos))).toHaveLength(1));
    expect(bodyRows(table(CERT_MESSAGES.emitidos))[0]).toHaveTextContent('Revogado');
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(
      http.get(`${apiBaseUrl()}${ROUTES.listCertificaveis.path}`, () =>
        HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }),
      ),
    );
    await renderApp({ route: '/certificado', as: 'gestor' });
    expect(await screen.findByRole('alert')).toHaveTextContent(CERT_MESSAGES.loadError);
  });
});

describe('Certificado: a student', () => {
  it('sees only their own certificates and downloads the PDF', async () => {
    const every = await certificados((await signIn('gestor')).token);
    const { user, session } = await openCertificados('aluno', OWN_TITLE);
    expect(screen.getByRole('heading', { level: 1, name: OWN_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const own = every.filter((c) => c.cp_cert_aluno_id === session!.userId);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(every.length);
    const rows = bodyRows(table(OWN_TITLE));
    expect(rows).toHaveLength(own.length);
    const cert = own[0]!;
    const row = rowWith(OWN_TITLE, cert.cp_cert_codigo);
    expect(row).toHaveTextContent(cert.cp_cert_curso_nome);
    expect(row).toHaveTextContent(`${formatDateBR(cert.cp_cert_inicio)} a ${formatDateBR(cert.cp_cert_conclusao)}`);
    expect(screen.queryByRole('button', { name: /^Revogar/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Baixar PDF do certificado ${cert.cp_cert_codigo}` }));
    expect(await screen.findByText(CERT_MESSAGES.downloaded)).toBeInTheDocument();
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe(`certificado-${cert.cp_cert_codigo}.pdf`);
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('has no download for a revoked certificate, only its reason', async () => {
    const gestor = await signIn('gestor');
    const aluno = await signIn('aluno');
    const own = (await certificados(gestor.token)).find((c) => c.cp_cert_aluno_id === aluno.userId)!;
    const motivo = 'Emitido para o curso errado.';
    const answer = await fetch(`${apiBaseUrl()}/certificados/${own.cp_cert_id}/revogar`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${gestor.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ motivo }),
    });
    expect(answer.status).toBe(200);

    await openCertificados('aluno', OWN_TITLE);
    const row = rowWith(OWN_TITLE, own.cp_cert_codigo);
    expect(within(row).getByText('Revogado')).toBeInTheDocument();
    expect(row).toHaveTextContent(motivoText(motivo));
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Certificado: who may not open it', () => {
  it("sends a teacher home with the guard's warning", async () => {
    const { currentPath } = await renderApp({ route: '/certificado', as: 'professor' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
  });
});
