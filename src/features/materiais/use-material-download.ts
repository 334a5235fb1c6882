/**
 * 'Baixar PDFs' of a card (spec sections 2 and 8): every PDF of the material
 * through the download proxy, which answers a link storage serves as an
 * attachment under the file's own name, saved in place by the kit's
 * `saveFile` — not a new tab per file, which browsers block after the first
 * of one click (decision 36). Then one toast — 'N arquivo(s) baixado(s) com
 * sucesso!', 'Nenhum arquivo foi baixado.' when every file was refused (a
 * 4xx: not allowed, gone), or 'Erro ao baixar os arquivos.' when none could
 * be fetched for another reason.
 */
import { useCallback, useState } from 'react';
import { type MaterialView, MATERIAL_MESSAGES } from '@contract/materiais';
import { downloadsApi } from '@/api/downloads-api';
import { refusalReason } from '@/api/errors';
import { useAppDispatch } from '@/api/hooks';
import { saveFile } from '@/components/download';
import { notify } from '@/components/toast';

/** How a download of several files ended: the toast it shows. */
export function downloadOutcome(done: number, failed: number): { kind: 'success' | 'warning' | 'error'; text: string } {
  if (done > 0) return { kind: 'success', text: MATERIAL_MESSAGES.downloaded(done) };
  if (failed > 0) return { kind: 'error', text: MATERIAL_MESSAGES.downloadError };
  return { kind: 'warning', text: MATERIAL_MESSAGES.noneDownloaded };
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
            if ((await saveFile(link.url, link.fileName)) === 'saved') done++;
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
