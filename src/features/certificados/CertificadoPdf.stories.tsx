import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PdfViewer } from '@/components/PdfViewer';
import { Spinner } from '@/components/Spinner';
import { buildCertificadoPdf, certificadoFileName, verificationUrl, type CertificadoPdfData } from './certificado-pdf';

const SAMPLE: CertificadoPdfData = {
  cp_cert_codigo: '7K3M-Q9TX-2HDP-VR5W-8CNA',
  cp_cert_aluno_nome: 'João Conceição Araújo',
  cp_cert_curso_nome: '[ING] GLOBAL ENGLISH BOOK 2',
  cp_cert_escola_nome: 'Escola de Idiomas São José',
  cp_cert_diretor_nome: 'Márcia Gonçalves Lima',
  cp_cert_inicio: '2025-02-03',
  cp_cert_conclusao: '2026-11-27',
  cp_cert_emitido_em: '2026-11-28T13:45:00.000Z',
};

/** The certificate's PDF as the screen builds it, opened in the app's PDF viewer. */
function CertificadoPdfPreview({ data }: { data: CertificadoPdfData }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    let cancelled = false;
    void buildCertificadoPdf(data, verificationUrl(data.cp_cert_codigo)).then((blob) => {
      if (cancelled) return;
      href = URL.createObjectURL(blob);
      setUrl(href);
    });
    return () => {
      cancelled = true;
      if (href) URL.revokeObjectURL(href);
    };
  }, [data]);
  if (url === null) return <Spinner showLabel />;
  return <PdfViewer url={url} title="Certificado de Conclusão" fileName={certificadoFileName(data.cp_cert_codigo)} />;
}

const meta = {
  title: 'Telas/Certificado/PDF',
  component: CertificadoPdfPreview,
  args: { data: SAMPLE },
} satisfies Meta<typeof CertificadoPdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A4 landscape: the title, the sentence, the director, the issue date, the code and the QR code. */
export const Sample: Story = {
  name: 'PDF do certificado',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Certificado de Conclusão' }, { timeout: 10000 });
    await expect(await within(dialog).findByText('Página 1 de 1', {}, { timeout: 10000 })).toBeVisible();
    await waitFor(() => expect(dialog.querySelectorAll('canvas')).toHaveLength(1), { timeout: 10000 });
  },
};

/** A long school name: the sentence wraps, no word is lost. */
export const LongNames: Story = {
  name: 'PDF, nomes longos',
  args: {
    data: {
      ...SAMPLE,
      cp_cert_aluno_nome: 'Maria Eduarda Conceição de Albuquerque Guimarães',
      cp_cert_escola_nome: 'Centro Internacional de Línguas Estrangeiras e Formação Continuada de Professores',
    },
  },
  play: Sample.play,
};
