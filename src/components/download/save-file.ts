/**
 * Saves the file at `url` under `fileName` without leaving the page: the
 * bytes are fetched (through the page's own fetch, so the mock build's
 * service worker answers them too — it never answers a navigation) and handed
 * to the browser as a same-origin blob link, whose `download` name it keeps.
 * Resolves to 'saved', or 'refused' when the server answered 4xx; rejects
 * when the file could not be fetched at all.
 */
export type SaveOutcome = 'saved' | 'refused';

/** How long a handed-over blob stays addressable (the browser has taken it long before). */
const REVOKE_AFTER_MS = 60_000;

export async function saveFile(url: string, fileName: string): Promise<SaveOutcome> {
  const response = await fetch(url);
  if (response.status >= 400 && response.status < 500) return 'refused';
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  return 'saved';
}
