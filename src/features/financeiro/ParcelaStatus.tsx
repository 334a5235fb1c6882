/**
 * An installment's status (spec section 4): the badge of the status the
 * server computed (`cp_mtPar_situacao`), what its payment record says, and
 * staff's control — 'Pago' or 'Não Pago'. Nothing is saved by the control
 * itself: 'Pago' opens the payment's confirmation (PagamentoDialog: day,
 * method, amount), 'Não Pago' the confirmation that undoes it (sent as
 * 'à vencer', statusToSend); the list and the cards refresh after either.
 */
import styled from 'styled-components';
import { FORMA_PAGAMENTO_LABELS, type DisplayedInstallmentStatus } from '@contract/constants';
import { formatDateBR } from '@contract/dates';
import type { Parcela } from '@contract/entities';
import { compactSelectStyles } from '@/components/form/Field';
import { Select } from '@/components/form/SelectField';
import { StatusBadge, type StatusTone } from '@/components/StatusBadge';
import {
  PAGAMENTO_SEM_REGISTRO,
  pagoEm,
  pagoPor,
  STATUS_CHOICES,
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

/** A paid installment's record in one line: 'Pago em 12/03/2026 · PIX · por Juliana Lima'; null for one not paid. */
export function pagamentoText(
  p: Pick<Parcela, 'cp_mtPar_situacao' | 'cp_mtPar_pago_em' | 'cp_mtPar_forma_pagamento' | 'cp_mtPar_pago_por_nome'>,
): string | null {
  if (p.cp_mtPar_situacao !== 'Pago') return null;
  if (p.cp_mtPar_pago_em === null) return PAGAMENTO_SEM_REGISTRO;
  return [
    pagoEm(formatDateBR(p.cp_mtPar_pago_em)),
    p.cp_mtPar_forma_pagamento ? FORMA_PAGAMENTO_LABELS[p.cp_mtPar_forma_pagamento] : null,
    p.cp_mtPar_pago_por_nome ? pagoPor(p.cp_mtPar_pago_por_nome) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The shown status and, under a paid one, when, how and by whom it was paid. */
export function SituacaoCell({ parcela }: { parcela: Parcela }) {
  const record = pagamentoText(parcela);
  return (
    <Stack>
      <SituacaoBadge situacao={parcela.cp_mtPar_situacao} />
      {record ? <Record>{record}</Record> : null}
    </Stack>
  );
}

export interface StatusControlProps {
  parcela: Parcela;
  /** 'Pago' chosen on an unpaid installment: ask for the payment. */
  onPay: (parcela: Parcela) => void;
  /** 'Não Pago' chosen on a paid one: ask before undoing it. */
  onUnpay: (parcela: Parcela) => void;
  disabled?: boolean;
}

export function StatusControl({ parcela, onPay, onUnpay, disabled = false }: StatusControlProps) {
  const saved = choiceOf(parcela.cp_mtPar_situacao);
  return (
    <CompactSelect
      aria-label={statusControlLabel(parcela.cp_mtPar_numero, parcela.cp_mt_nome_usuario)}
      value={saved}
      disabled={disabled}
      onChange={(e) => {
        const choice = e.target.value as StatusChoice;
        if (choice === saved) return;
        if (choice === 'Pago') onPay(parcela);
        else onUnpay(parcela);
      }}
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

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Record = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.35;
`;
