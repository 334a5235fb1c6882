/**
 * Hands bytes the page already holds (a CSV built from an answer, say) to the
 * browser as a file named `fileName`, through a same-origin blob link whose
 * `download` name it keeps; the page stays where it is.
 */

/** How long a handed-over blob stays addressable (the browser has taken it long before). */
const REVOKE_AFTER_MS = 60_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}
