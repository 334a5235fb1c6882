// @vitest-environment node
/**
 * The certificate PDF read back with PDF.js: its text (accents included) and
 * the QR code's squares, rebuilt into a module matrix and compared with the
 * matrix of the verification address.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildCertificadoPdf, certificadoFileName, verificationUrl, winAnsi, type CertificadoPdfData } from './certificado-pdf';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const CODE = '7K3M-Q9TX-2HDP-VR5W-8CNA';
const URL_OF_APP = { origin: 'https://escola.example.com.br', pathname: '/app/' };

const CERT: CertificadoPdfData = {
  cp_cert_codigo: CODE,
  cp_cert_aluno_nome: 'João Conceição Araújo',
  cp_cert_curso_nome: '[ING] Inglês Avançado — Conversação',
  cp_cert_escola_nome: 'Escola de Idiomas São José',
  cp_cert_diretor_nome: 'Márcia Gonçalves Lima',
  cp_cert_inicio: '2025-02-03',
  cp_cert_conclusao: '2026-11-27',
  cp_cert_emitido_em: '2026-11-28T13:45:00.000Z',
};

async function readBack(blob: Blob) {
  const pdf = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), standardFontDataUrl: STANDARD_FONTS }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .replace(/[ \t]+/g, ' ');
  const ops = await page.getOperatorList();
  const viewport = page.getViewport({ scale: 1 });
  const links = ((await page.getAnnotations()) as { subtype: string; url?: string }[])
    .filter((a) => a.subtype === 'Link')
    .map((a) => a.url);
  return { pdf, text, ops, links, width: viewport.width, height: viewport.height };
}

/** PDF.js's path operators (pdfjs-dist's DrawOPS) and how many numbers each takes. */
const PATH_ARGS: Record<number, number> = { 0: 2, 1: 2, 2: 6, 3: 4, 4: 0 };

/** The bounding box ([x0, y0, x1, y1], PDF points) of every subpath of every filled path. */
function filledBoxes(ops: { fnArray: number[]; argsArray: unknown[] }): number[][] {
  const boxes: number[][] = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.constructPath) return;
    const [paint, [path]] = ops.argsArray[i] as [number, [ArrayLike<number>]];
    if (paint !== OPS.fill && paint !== OPS.eoFill) return;
    let xs: number[] = [];
    let ys: number[] = [];
    const close = () => {
      if (xs.length > 0) boxes.push([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]);
      xs = [];
      ys = [];
    };
    for (let at = 0; at < path.length;) {
      const op = path[at++]!;
      const count = PATH_ARGS[op];
      if (count === undefined) throw new Error(`unknown path operator ${op}`);
      if (op === 0) close();
      for (let k = 0; k < count; k += 2) {
        xs.push(path[at + k]!);
        ys.push(path[at + k + 1]!);
      }
      at += count;
    }
    close();
  });
  return boxes;
}

/** The module matrix the filled squares draw (row by row, from the top). */
function drawnMatrix(boxes: number[][], size: number): number[] {
  const left = Math.min(...boxes.map((b) => b[0]!));
  const top = Math.max(...boxes.map((b) => b[3]!));
  const module = (Math.max(...boxes.map((b) => b[2]!)) - left) / size;
  const matrix = new Array<number>(size * size).fill(0);
  for (const [x0, y0, x1, y1] of boxes) {
    expect(y1! - y0!).toBeCloseTo(module, 3);
    const row = Math.round((top - y1!) / module);
    const first = Math.round((x0! - left) / module);
    const count = Math.round((x1! - x0!) / module);
    for (let col = first; col < first + count; col++) matrix[row * size + col] = 1;
  }
  return matrix;
}

describe('the certificate PDF', () => {
  it('prints the frozen texts, accents included, on one A4 landscape page', async () => {
    const url = verificationUrl(CODE, URL_OF_APP);
    const { pdf, text, width, height } = await readBack(await buildCertificadoPdf(CERT, url));
    expect(pdf.numPages).toBe(1);
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Certificado de Conclusão');
    expect(flat).toContain(
      'Certificamos que João Conceição Araújo concluiu o curso Inglês Avançado — Conversação na escola Escola de Idiomas São José, no período de 03/02/2025 a 27/11/2026.',
    );
    expect(flat).toContain('Márcia Gonçalves Lima');
    expect(flat).toContain('Diretor(a) responsável');
    expect(flat).toContain('Emitido em 28/11/2026');
    expect(flat).toContain(`Código de verificação: ${CODE}`);
    expect(flat).toContain(`Confira a autenticidade em ${url}`);
    // The catalogue's tag is not the course's name.
    expect(flat).not.toContain('[ING]');
  });

  it('makes the verification address a link to the check', async () => {
    const url = verificationUrl(CODE, URL_OF_APP);
    const { links } = await readBack(await buildCertificadoPdf(CERT, url));
    expect(links).toEqual([url]);
  });

  it('draws the QR code of the verification address as squares', async () => {
    const url = verificationUrl(CODE, URL_OF_APP);
    expect(url).toBe(`https://escola.example.com.br/app/#/verificar/${CODE}`);
    const { ops } = await readBack(await buildCertificadoPdf(CERT, url));
    const expected = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
    const boxes = filledBoxes(ops);
    expect(boxes.length).toBeGreaterThan(expected.size);
    expect(drawnMatrix(boxes, expected.size)).toEqual(Array.from(expected.data));
    // The code is in it: another code's address is another matrix.
    const other = QRCode.create(verificationUrl('0000-0000-0000-0000-0000', URL_OF_APP), { errorCorrectionLevel: 'M' });
    expect(Array.from(other.modules.data)).not.toEqual(Array.from(expected.data));
  });

  it('breaks a long sentence over several lines without losing a word', async () => {
    const long = {
      ...CERT,
      cp_cert_escola_nome: 'Centro Internacional de Línguas Estrangeiras e Formação Continuada de Professores',
    };
    const { text } = await readBack(await buildCertificadoPdf(long, verificationUrl(CODE, URL_OF_APP)));
    expect(text.replace(/\s+/g, ' ')).toContain(
      'na escola Centro Internacional de Línguas Estrangeiras e Formação Continuada de Professores, no período de',
    );
  });

  it('keeps what the standard fonts draw and replaces what they cannot', () => {
    expect(winAnsi('Conceição Müller “Zé” – 10 €')).toBe('Conceição Müller “Zé” – 10 €');
    expect(winAnsi('Erdős Łukasz\tNguyễn 李')).toBe('Erdos ?ukasz Nguyen ?');
  });

  it('names the file after the code', () => {
    expect(certificadoFileName(CODE)).toBe(`certificado-${CODE}.pdf`);
  });
});
