/**
 * 'Baixar PDFs' of a card (spec sections 2 and 8): every PDF of the material
 * through the download proxy, which answers a link storage serves as an
 * attachment under the file's own name. Each link is followed by a click on
 * an anchor, not opened in a new tab: browsers block every tab after the
 * first that one click opens, and an attachment downloads without leaving the
 * page (decision 36). Then one toast — 'N arquivo(s) baixado(s) com
 * sucesso!', 'Nenhum arquivo foi baixado.' when the server refused every file
 * (a 4xx: not allowed, gone), or 'Erro ao baixar os arquivos.' when none
 * could be fetched for another reason.
 */
import { useCallback, useState } from 'react';
import type { MaterialView } from '@contract/materiais';
import { downloadsApi } from '@/api/downloads-api';
import { refusalReason } from '@/api/errors';
import { useAppDispatch } from '@/api/hooks';
import { notify } from '@/components/toast';
import { MATERIAL_MESSAGES } from './materiais-messages';

/** How a download of several files ended: the toast it shows. */
export function downloadOutcome(done: number, failed: number): { kind: 'success' | 'warning' | 'error'; text: string } {
  if (done > 0) return { kind: 'success', text: MATERIAL_MESSAGES.downloaded(done) };
  if (failed > 0) return { kind: 'error', text: MATERIAL_MESSAGES.downloadError };
  return { kind: 'warning', text: MATERIAL_MESSAGES.noneDownloaded };
}

/** Follows an attachment link: the browser downloads it and the page stays. */
export function followDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function useMaterialDownload() {
  const dispatch = useAppDispatch();
  /** The material whose files are on their way. */
  const [busyId, setBusyId] = useState<number | null>(null);

  const download = useCallback(
    async (material: MaterialView) => {
      setBusyId(material.id);
      let done = 0;
      let failed = 0;
      try {
        for (const pdf of material.pdfs) {
          const request = dispatch(downloadsApi.endpoints.proxyDownload.initiate(pdf.url, { forceRefetch: true }));
          try {
            const link = await request.unwrap();
            followDownload(link.url, link.fileName);
            done++;
          } catch (error) {
            // A refusal (4xx) is not downloaded; anything else is an error.
            if (refusalReason(error) === null) failed++;
          } finally {
            request.unsubscribe();
          }
        }
      } finally {
        setBusyId(null);
      }
      const outcome = downloadOutcome(done, failed);
      notify[outcome.kind](outcome.text);
    },
    [dispatch],
  );

  return { download, busyId };
}
