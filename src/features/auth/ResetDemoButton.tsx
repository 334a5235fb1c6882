/**
 * Mock mode only: restores the demo network to its seed (with confirmation).
 * Against a real backend it renders nothing.
 */
import { useState } from 'react';
import { useBackendMode } from '@/api/backend-mode';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/toast';

export const RESET_DEMO_LABEL = 'Restaurar dados de demonstração';

export function ResetDemoButton({ onDone }: { onDone?: () => void }) {
  const backend = useBackendMode();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (backend.kind !== 'mock') return null;
  const { resetDemoData } = backend;

  async function reset() {
    setBusy(true);
    try {
      await resetDemoData();
      notify.success('Dados de demonstração restaurados.');
      onDone?.();
    } catch {
      notify.error('Não foi possível restaurar os dados de demonstração.');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {RESET_DEMO_LABEL}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={RESET_DEMO_LABEL}
        message="Todas as alterações feitas nesta demonstração serão descartadas e as sessões abertas serão encerradas. Deseja continuar?"
        confirmLabel="Restaurar"
        tone="danger"
        busy={busy}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
