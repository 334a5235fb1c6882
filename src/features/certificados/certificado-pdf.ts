/**
 * The certificate as a PDF (docs/certificados.md), drawn in the browser: A4
 * landscape, the texts frozen at issue, the director's signature line, the
 * issue date, the code and a QR code that opens the public check.
 *
 * The screen loads this module with a dynamic import when a PDF is made, and
 * it loads jsPDF the same way, so neither reaches the screen's chunk. The QR
 * code is the `qrcode` package's module matrix drawn as vector squares (a
 * rectangle per run of dark modules in a row, all filled as one path, so no
 * seam shows between rows): it stays sharp when printed, and it is the PDF's
 * only filled shape.
 */
import QRCode from 'qrcode';
import { type Certificado, cursoNomeCertificado } from '@contract/certificados';
import { businessToday, formatDateBR } from '@contract/dates';
import { href } from '@/domain/navigation';
import { PDF_CODE, PDF_DIRECTOR, PDF_TITLE, PDF_VERIFY, pdfIssued } from './certificado-messages';

/** What the PDF prints: the certificate's frozen texts. */
export type CertificadoPdfData = Pick<
  Certificado,
  | 'cp_cert_codigo'
  | 'cp_cert_aluno_nome'
  | 'cp_cert_curso_nome'
  | 'cp_cert_escola_nome'
  | 'cp_cert_diretor_nome'
  | 'cp_cert_inicio'
  | 'cp_cert_conclusao'
  | 'cp_cert_emitido_em'
>;

/** The address the QR code opens: this app's public check of `code` (a hash route). */
export function verificationUrl(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${href('verificarCodigo', { codigo: code })}`;
}

export function certificadoFileName(code: string): string {
  return `certificado-${code}.pdf`;
}

/** One run of the sentence: its text and whether it is set in bold. */
interface Run {
  readonly text: string;
  readonly bold: boolean;
}

/**
 * 'Certificamos que {nome} concluiu o curso {curso} na escola {escola}, no
 * período de {início} a {conclusão}.', with the name, course and school in bold.
 */
export function sentenceRuns(cert: CertificadoPdfData): Run[] {
  return [
    { text: 'Certificamos que ', bold: false },
    { text: cert.cp_cert_aluno_nome, bold: true },
    { text: ' concluiu o curso ', bold: false },
    { text: cursoNomeCertificado(cert.cp_cert_curso_nome), bold: true },
    { text: ' na escola ', bold: false },
    { text: cert.cp_cert_escola_nome, bold: true },
    {
      // No-break spaces keep each date with the word before it.
      text: `, no período de\u00a0${formatDateBR(cert.cp_cert_inicio)} a\u00a0${formatDateBR(cert.cp_cert_conclusao)}.`,
      bold: false,
    },
  ];
}

/** The characters the standard fonts draw (WinAnsiEncoding): Latin-1 and these. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
}

/**
 * A text the standard fonts can draw: a letter outside WinAnsi loses its
 * accent ('ő' → 'o'), anything else becomes '?'. jsPDF would otherwise write
 * the whole line as two-byte codes the font does not have.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every(isWinAnsi) && base !== '' ? base : '?';
    }
  }
  return out;
}

// The page, in millimetres.
const PAGE = { width: 297, height: 210 } as const;
const MARGIN = 24;
const QR_SIZE = 30;
const COLORS = { ink: '#1f2937', muted: '#4b5563', accent: '#1f3a6e', gold: '#b08d3c' } as const;

/** The dark modules of the QR code of `url` (error correction M), as a square matrix. */
export function qrMatrix(url: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

type Doc = InstanceType<(typeof import('jspdf'))['jsPDF']>;

/** The sentence, wrapped to `width` and centred, its runs keeping their weight. */
function drawSentence(doc: Doc, runs: readonly Run[], top: number, width: number, fontSize: number, lineHeight: number): number {
  doc.setFontSize(fontSize);
  const widthOf = (text: string, bold: boolean) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    return doc.getTextWidth(text);
  };
  // Words with the space after them, each with its run's weight.
  const words = runs.flatMap((run) => (winAnsi(run.text).match(/[^ ]+ *| +/g) ?? []).map((text) => ({ text, bold: run.bold })));
  const lines: Run[][] = [[]];
  let used = 0;
  for (const word of words) {
    const line = lines[lines.length - 1]!;
    const wordWidth = widthOf(word.text.trimEnd(), word.bold);
    if (line.length > 0 && used + wordWidth > width) {
      lines.push([word]);
      used = widthOf(word.text, word.bold);
    } else {
      line.push(word);
      used += widthOf(word.text, word.bold);
    }
  }
  lines.forEach((line, index) => {
    // Neighbouring words of the same weight are drawn as one string.
    const merged: Run[] = [];
    for (const word of line) {
      const last = merged[merged.length - 1];
      if (last && last.bold === word.bold) merged[merged.length - 1] = { text: last.text + word.text, bold: last.bold };
      else merged.push({ ...word });
    }
    const lastRun = merged[merged.length - 1];
    if (lastRun) merged[merged.length - 1] = { ...lastRun, text: lastRun.text.trimEnd() };
    const total = merged.reduce((sum, run) => sum + widthOf(run.text, run.bold), 0);
    let x = (PAGE.width - total) / 2;
    const y = top + index * lineHeight;
    for (const run of merged) {
      doc.setFont('helvetica', run.bold ? 'bold' : 'normal');
      doc.text(run.text, x, y);
      x += doc.getTextWidth(run.text);
    }
  });
  return top + (lines.length - 1) * lineHeight;
}

/** The QR code's dark modules as one filled path: a rectangle per run of a row. */
function drawQr(doc: Doc, url: string, left: number, top: number, size: number): void {
  const qr = qrMatrix(url);
  const module = size / qr.size;
  doc.setFillColor(COLORS.ink);
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < qr.size && qr.dark(row, col)) col++;
      doc.rect(left + start * module, top + row * module, (col - start) * module, module, null);
    }
  }
  doc.fill();
}

/** The certificate's PDF. `verifyUrl` is what the QR code opens and the page prints (see verificationUrl). */
export async function buildCertificadoPdf(cert: CertificadoPdfData, verifyUrl: string): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const center = PAGE.width / 2;
  doc.setProperties({
    title: winAnsi(`${PDF_TITLE} — ${cert.cp_cert_aluno_nome}`),
    subject: winAnsi(cursoNomeCertificado(cert.cp_cert_curso_nome)),
    author: winAnsi(cert.cp_cert_escola_nome),
    creator: 'Escola',
  });

  // A double frame.
  doc.setDrawColor(COLORS.accent);
  doc.setLineWidth(1.2);
  doc.rect(10, 10, PAGE.width - 20, PAGE.height - 20, 'S');
  doc.setDrawColor(COLORS.gold);
  doc.setLineWidth(0.4);
  doc.rect(14, 14, PAGE.width - 28, PAGE.height - 28, 'S');

  // The school, the title and a rule under it.
  doc.setTextColor(COLORS.muted);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.text(winAnsi(cert.cp_cert_escola_nome), center, 34, { align: 'center' });
  doc.setTextColor(COLORS.accent);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(32);
  doc.text(PDF_TITLE, center, 54, { align: 'center' });
  doc.setDrawColor(COLORS.gold);
  doc.setLineWidth(0.7);
  doc.line(center - 35, 61, center + 35, 61);

  doc.setTextColor(COLORS.ink);
  drawSentence(doc, sentenceRuns(cert), 82, 220, 16, 9.5);

  // The director's signature line, name and role.
  doc.setDrawColor(COLORS.ink);
  doc.setLineWidth(0.3);
  doc.line(center - 45, 142, center + 45, 142);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text(winAnsi(cert.cp_cert_diretor_nome), center, 148, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(COLORS.muted);
  doc.text(PDF_DIRECTOR, center, 153.5, { align: 'center' });

  // Bottom left: the issue date, the code and where to check it; bottom right: the QR code.
  const qrTop = PAGE.height - MARGIN - QR_SIZE + 4;
  const qrLeft = PAGE.width - MARGIN - QR_SIZE;
  const textWidth = qrLeft - MARGIN - 8;
  doc.setTextColor(COLORS.ink);
  doc.setFontSize(10);
  doc.text(pdfIssued(businessToday(new Date(cert.cp_cert_emitido_em))), MARGIN, qrTop + 6);
  const codeLabel = `${PDF_CODE}: `;
  doc.text(codeLabel, MARGIN, qrTop + 12.5);
  const codeLeft = MARGIN + doc.getTextWidth(codeLabel);
  doc.setFont('courier', 'bold');
  doc.setFontSize(11);
  doc.text(cert.cp_cert_codigo, codeLeft, qrTop + 12.5);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  doc.setTextColor(COLORS.muted);
  const verify = doc.splitTextToSize(`${PDF_VERIFY} ${winAnsi(verifyUrl)}`, textWidth) as string[];
  doc.text(verify, MARGIN, qrTop + 19, { lineHeightFactor: 1.25 });
  // The address is a link: a click in a PDF reader opens the check (the QR code is for a phone).
  const lineHeight = (8.5 * 1.25 * 25.4) / 72;
  const widest = Math.max(...verify.map((line) => doc.getTextWidth(line)));
  doc.link(MARGIN, qrTop + 19 - lineHeight * 0.8, widest, lineHeight * verify.length, { url: verifyUrl });
  drawQr(doc, verifyUrl, qrLeft, qrTop, QR_SIZE);

  return doc.output('blob');
}
