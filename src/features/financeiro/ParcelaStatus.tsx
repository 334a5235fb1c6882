/**
 * An installment's status (spec section 4): the badge of the status the
 * server computed (`cp_mtPar_situacao`), and staff's control — 'Pago' or
 * 'Não Pago', sent through `statusToSend` ('Não Pago' and 'Vencido' go as
 * 'à vencer'). A change is saved at once; the list and the cards refresh.
 */
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { DisplayedInstallmentStatus } from '@contract/constants';
import type { Parcela } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useUpdateParcelaStatusMutation } from '@/api/financeiro-api';
import { compactSelectStyles } from '@/components/form/Field';
import { Select } from '@/components/form/SelectField';
import { StatusBadge, type StatusTone } from '@/components/StatusBadge';
import { notify, ToastMessage } from '@/components/toast';
import { statusToSend } from '@contract/rules/parcelas';
import {
  FINANCE_TOAST_MS,
  STATUS_CHOICES,
  STATUS_UPDATE_FAILED,
  STATUS_UPDATED,
  statusControlLabel,
  type StatusChoice,
} from './financeiro-messages';

/** One colour per shown status: paid green, due amber, overdue red, future blue. */
export const SITUACAO_TONES: Readonly<Record<DisplayedInstallmentStatus, StatusTone>> = {
  Pago: 'success',
  'À vencer': 'warning',
  Vencido: 'danger',
  'Futuras parcelas': 'info',
};

export function SituacaoBadge({ situacao }: { situacao: DisplayedInstallmentStatus }) {
  return <StatusBadge tone={SITUACAO_TONES[situacao]}>{situacao}</StatusBadge>;
}

/** What the control shows for a shown status. */
export function choiceOf(situacao: DisplayedInstallmentStatus): StatusChoice {
  return situacao === 'Pago' ? 'Pago' : 'Não Pago';
}

export function StatusControl({ parcela }: { parcela: Parcela }) {
  const [update, { isLoading }] = useUpdateParcelaStatusMutation();
  const saved = choiceOf(parcela.cp_mtPar_situacao);
  // The choice being saved, shown until the refreshed row arrives (or the save fails).
  const [pending, setPending] = useState<{ choice: StatusChoice; from: StatusChoice } | null>(null);
  const shown = pending && pending.from === saved ? pending.choice : saved;

  async function change(event: ChangeEvent<HTMLSelectElement>) {
    const choice = event.target.value as StatusChoice;
    if (choice === shown) return;
    setPending({ choice, from: saved });
    try {
      await update({ id: parcela.cp_mtPar_id, status: statusToSend(choice) }).unwrap();
      notify.success(STATUS_UPDATED, { autoClose: FINANCE_TOAST_MS });
    } catch (error) {
      setPending(null);
      notify.error(<ToastMessage title={STATUS_UPDATE_FAILED} detail={refusalReason(error)} />, {
        autoClose: FINANCE_TOAST_MS,
      });
    }
  }

  return (
    <CompactSelect
      aria-label={statusControlLabel(parcela.cp_mtPar_numero, parcela.cp_mt_nome_usuario)}
      value={shown}
      onChange={(e) => void change(e)}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
    >
      {STATUS_CHOICES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </CompactSelect>
  );
}

const CompactSelect = styled(Select)`
  ${compactSelectStyles}
  min-width: 7.5rem;
`;
