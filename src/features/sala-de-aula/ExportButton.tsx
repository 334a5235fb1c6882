/**
 * 'Exportar CSV' (beyond the spec; decision 42): the class's whole history of
 * attendance or grades as the server writes it (';', decimal comma, CRLF),
 * saved with a UTF-8 BOM so pt-BR spreadsheet programs read the accents.
 * Whoever reads the class's records may export them, staff included.
 */
import { CSV_BOM } from '@contract/rules/sala-de-aula';
import { refusalReason } from '@/api/errors';
import { useExportarSalaDeAulaMutation } from '@/api/sala-de-aula-api';
import { Button } from '@/components/Button';
import { saveBlob } from '@/components/download/save-blob';
import { Icon } from '@/components/Icon';
import { notify } from '@/components/toast';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { EXPORT_CHAMADAS_SUFFIX, EXPORT_FAILED, EXPORT_LABEL, EXPORT_NOTAS_SUFFIX } from './sala-messages';

export interface ExportButtonProps {
  readonly turmaId: number;
  readonly tipo: 'chamadas' | 'notas';
}

export function ExportButton({ turmaId, tipo }: ExportButtonProps) {
  const [exportar, { isLoading }] = useExportarSalaDeAulaMutation();

  async function run() {
    try {
      const { arquivo, csv } = await exportar({ turmaId, tipo }).unwrap();
      saveBlob(new Blob([CSV_BOM + csv], { type: 'text/csv;charset=utf-8' }), arquivo);
      notify.success(SALA_MESSAGES.exported);
    } catch (error) {
      notify.error(refusalReason(error) ?? EXPORT_FAILED);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      loading={isLoading}
      onClick={() => void run()}
      // The visible words first (the name a voice user says), then which history.
      aria-label={`${EXPORT_LABEL} ${tipo === 'chamadas' ? EXPORT_CHAMADAS_SUFFIX : EXPORT_NOTAS_SUFFIX}`}
    >
      <Icon name="download" size={16} /> {EXPORT_LABEL}
    </Button>
  );
}
