/**
 * Saves the file at `url` under `fileName` without leaving the page: the
 * bytes are fetched (through the page's own fetch, so the mock build's
 * service worker answers them too — it never answers a navigation) and handed
 * to the browser as a same-origin blob link (saveBlob), whose `download` name
 * it keeps. Resolves to 'saved', or 'refused' when the server answered 4xx;
 * rejects when the file could not be fetched at all.
 */
import { saveBlob } from './save-blob';

export type SaveOutcome = 'saved' | 'refused';

export async function saveFile(url: string, fileName: string): Promise<SaveOutcome> {
  const response = await fetch(url);
  if (response.status >= 400 && response.status < 500) return 'refused';
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveBlob(await response.blob(), fileName);
  return 'saved';
}
