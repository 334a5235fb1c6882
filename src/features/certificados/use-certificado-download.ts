/**
 * 'Baixar PDF': builds the certificate's PDF in the browser (./certificado-pdf
 * and jsPDF are loaded on the first download, never with the screen) and
 * hands it over as `certificado-{code}.pdf`. One download at a time.
 */
import { useRef, useState } from 'react';
import { type Certificado, CERT_MESSAGES } from '@contract/certificados';
import { saveBlob } from '@/components/download/save-blob';
import { notify } from '@/components/toast';

export interface CertificadoDownload {
  /** The certificate whose PDF is being made, or null. */
  readonly busyId: number | null;
  download(certificado: Certificado): Promise<void>;
}

export function useCertificadoDownload(): CertificadoDownload {
  const [busyId, setBusyId] = useState<number | null>(null);
  const inFlight = useRef(false);

  async function download(certificado: Certificado) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusyId(certificado.cp_cert_id);
    try {
      const pdf = await import('./certificado-pdf');
      const blob = await pdf.buildCertificadoPdf(certificado, pdf.verificationUrl(certificado.cp_cert_codigo));
      saveBlob(blob, pdf.certificadoFileName(certificado.cp_cert_codigo));
      notify.success(CERT_MESSAGES.downloaded);
    } catch {
      notify.error(CERT_MESSAGES.pdfError);
    } finally {
      inFlight.current = false;
      setBusyId(null);
    }
  }

  return { busyId, download };
}
