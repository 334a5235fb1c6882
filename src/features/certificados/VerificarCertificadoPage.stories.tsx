import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, within } from 'storybook/test';
import { type CertificadoVerificacao, CERT_MESSAGES } from '@contract/certificados';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { SLOW } from '../../../.storybook/play';
import { RESULT_TITLE } from './certificado-messages';
import VerificarCertificadoPage from './VerificarCertificadoPage';

/** The page at its two routes, as the route table mounts it (outside the signed-in frame). */
function VerifyRoutes() {
  return (
    <Routes>
      <Route path="/verificar" element={<VerificarCertificadoPage />} />
      <Route path="/verificar/:codigo" element={<VerificarCertificadoPage />} />
    </Routes>
  );
}

const CODE = '7K3M-Q9TX-2HDP-VR5W-8CNA';
const VALID: CertificadoVerificacao = {
  codigo: CODE,
  nome: 'Beatriz Santos Oliveira',
  curso: '[ING] GLOBAL ENGLISH BOOK 2',
  escola: 'Escola de Idiomas Centro',
  data: '2026-10-15',
  situacao: 'valido',
};

/**
 * 'Verificar certificado' (public, no sign-in): the code field, prefilled
 * from the QR code's address, and the answer — only the name, course, school
 * and date, with 'Certificado válido' or 'Certificado revogado'. The check's
 * answer is given per story, so the page shows it whatever the seed's codes.
 */
const meta = {
  title: 'Telas/Verificar certificado',
  component: VerifyRoutes,
  parameters: { route: `/verificar/${CODE}`, layout: 'fullscreen' },
} satisfies Meta<typeof VerifyRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const result = () => screen.findByRole('region', { name: RESULT_TITLE }, SLOW);

/** A valid certificate. */
export const Valid: Story = {
  name: 'Válido',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.verificarCertificado, 200, VALID)),
  play: async () => {
    const card = await result();
    await expect(within(card).getByText(CERT_MESSAGES.valid)).toBeVisible();
    await expect(within(card).getByText(VALID.nome)).toBeVisible();
  },
};

/** A revoked certificate. */
export const Revoked: Story = {
  name: 'Revogado',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.verificarCertificado, 200, { ...VALID, situacao: 'revogado' })),
  play: async () => {
    await expect(within(await result()).getByText(CERT_MESSAGES.revokedStatus)).toBeVisible();
  },
};

/** No certificate has this code. */
export const Unknown: Story = {
  name: 'Código desconhecido',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.verificarCertificado, 404, { msg: CERT_MESSAGES.unknownCode })),
  play: async () => {
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(CERT_MESSAGES.unknownCode);
  },
};

/** A code that cannot be one: refused before any request. */
export const Invalid: Story = {
  name: 'Código inválido',
  parameters: { route: '/verificar/ABC-123' },
  play: async () => {
    await expect(await screen.findByText(CERT_MESSAGES.codeInvalid, {}, SLOW)).toBeVisible();
  },
};

/** Opened without a code: the field and the prompt. */
export const NoCode: Story = {
  name: 'Sem código',
  parameters: { route: '/verificar' },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: /^Código do certificado/ }, SLOW)).toHaveValue('');
  },
};

/** The check has not answered. */
export const Loading: Story = {
  name: 'Verificando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.verificarCertificado)),
  play: async () => {
    await expect(await screen.findByText('Verificando…', {}, SLOW)).toBeInTheDocument();
  },
};

/** The server failed: a retry. */
export const Failure: Story = {
  name: 'Erro ao verificar',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.verificarCertificado, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Dark theme. */
export const ValidDark: Story = {
  name: 'Válido, tema escuro',
  globals: { theme: 'dark' },
  beforeEach: Valid.beforeEach,
  play: Valid.play,
};

/** On a phone (where the QR code is usually read). */
export const ValidMobile: Story = {
  name: 'Válido, celular',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: Valid.beforeEach,
  play: Valid.play,
};

/** On a phone, dark theme, revoked. */
export const RevokedMobileDark: Story = {
  name: 'Revogado, celular, tema escuro',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  beforeEach: Revoked.beforeEach,
  play: Revoked.play,
};
