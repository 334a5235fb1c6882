/**
 * Real media for the journeys, made on the fly: an MP3 of silence Chromium
 * decodes (MPEG-1 Layer III frames, 128 kbps, 44.1 kHz, mono, zeroed side
 * information) and the PDF viewer's two-page fixture.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { placeholderMp3 } from '../../mocks/db/placeholders';

/** An MP3 of `seconds` of silence (about 16 KB a second): the seed's placeholder tracks are made the same way. */
export function silentMp3(seconds: number): Buffer {
  return Buffer.from(placeholderMp3(seconds));
}

/** A valid two-page PDF (the kit viewer's fixture). */
export function twoPagePdf(): Buffer {
  return readFileSync(fileURLToPath(new URL('../../src/components/PdfViewer/fixtures/two-pages.pdf', import.meta.url)));
}
