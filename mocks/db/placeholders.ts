/**
 * Small but real files for the seeded file references (course PDFs, material
 * thumbnails, summary attachments), so every path the seed mentions can be
 * downloaded and displayed. Pure and deterministic.
 */
import { utf8 } from './bytes';

/** ASCII-only text for the PDF content stream (accents dropped, parentheses escaped). */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([()\\])/g, '\\$1');
}

/** A one-page PDF 1.4 document showing `title` and `subtitle`, with a correct xref table. */
export function placeholderPdf(title: string, subtitle = 'Material de demonstracao - Escola de Idiomas'): Uint8Array {
  const stream = `BT /F1 18 Tf 56 760 Td (${pdfText(title)}) Tj ET\nBT /F1 11 Tf 56 736 Td (${pdfText(subtitle)}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return utf8(body);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A 300×180 SVG thumbnail (the suggested material thumbnail size) with the title on a coloured card. */
export function placeholderSvg(title: string): Uint8Array {
  let hash = 0;
  for (const ch of title) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  const hue = hash % 360;
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="20" y="${60 + i * 26}" font-family="sans-serif" font-size="20" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return utf8(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="180" viewBox="0 0 300 180">` +
      `<rect width="300" height="180" rx="12" fill="hsl(${hue} 55% 42%)"/>${text}</svg>`,
  );
}

/** One MPEG-1 Layer III frame: 128 kbps, 44.1 kHz, mono, 417 bytes, 1152 samples (≈ 26 ms). */
const MP3_FRAME_BYTES = 417;
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x90, 0xc0];

/** An MP3 of `seconds` of silence that browsers decode (zeroed side information; about 16 KB a second). */
export function placeholderMp3(seconds: number): Uint8Array {
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const bytes = new Uint8Array(frames * MP3_FRAME_BYTES);
  for (let f = 0; f < frames; f++) bytes.set(MP3_FRAME_HEADER, f * MP3_FRAME_BYTES);
  return bytes;
}

/** How long a seeded track's placeholder plays: long enough to see it play, small enough to serve 459 of them. */
export const SEED_TRACK_SECONDS = 3;
