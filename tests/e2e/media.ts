/**
 * Real media for the journeys, made on the fly: an MP3 of silence Chromium
 * decodes (MPEG-1 Layer III frames, 128 kbps, 44.1 kHz, mono, zeroed side
 * information) and the PDF viewer's two-page fixture.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One frame: 144 × 128000 / 44100 = 417 bytes, 1152 samples (≈ 26 ms). */
const FRAME_BYTES = 417;
const HEADER = [0xff, 0xfb, 0x90, 0xc0];

/** An MP3 of `seconds` of silence (about 16 KB a second). */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const bytes = Buffer.alloc(frames * FRAME_BYTES);
  for (let f = 0; f < frames; f++) bytes.set(HEADER, f * FRAME_BYTES);
  return bytes;
}

/** A valid two-page PDF (the kit viewer's fixture). */
export function twoPagePdf(): Buffer {
  return readFileSync(fileURLToPath(new URL('../../src/components/PdfViewer/fixtures/two-pages.pdf', import.meta.url)));
}
