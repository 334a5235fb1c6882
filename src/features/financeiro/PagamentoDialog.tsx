/**
 * 'Registrar pagamento' (docs/matriculas.md, "Recording a payment"): marking
 * installments paid asks first — the day it was paid (today by default, never
 * in the future: the server checks the same) and how (FORMAS_PAGAMENTO) — and
 * shows what is being paid: one installment's student, number, due date and
 * value, or several with their total. One installment goes through the spec's
 * `PUT /update-status/:id`; several through `PUT /parcelas/pagamento`, in one
 * transaction (all or none). Who recorded it is the caller, set by the server.
 * A refusal about the date stays on the field; any other closes the dialog
 * with the spec's error toast.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FORMAS_PAGAMENTO, FORMA_PAGAMENTO_LABELS, type FormaPagamento } from '@contract/constants';
import { businessToday, formatCurrency, formatDateBR } from '@contract/dates';
import type { Parcela } from '@contract/entities';
import { SERVER_MESSAGES } from '@contract/messages';
import { pagamentoProblem } from '@contract/rules/parcelas';
import { errorStatus, refusalReason, type ApiError } from '@/api/errors';
import { useRegistrarPagamentosMutation, useUpdateParcelaStatusMutation } from '@/api/financeiro-api';
import { SelectField, TextField, type SelectOption } from '@/components/form';
import { Modal, ModalFacts, ModalFormFooter } from '@/components/Modal';
import { notify, ToastMessage } from '@/components/toast';
import {
  FINANCE_TOAST_MS,
  PAGAMENTO_CONFIRM,
  PAGAMENTO_DATE_HINT,
  PAGAMENTO_DATE_LABEL,
  PAGAMENTO_DATE_REQUIRED,
  PAGAMENTO_FORMA_LABEL,
  PAGAMENTO_FORMA_PLACEHOLDER,
  PAGAMENTO_FORMA_REQUIRED,
  PAGAMENTO_TOTAL,
  pagamentosDone,
  pagamentosTitle,
  STATUS_UPDATE_FAILED,
  STATUS_UPDATED,
} from './financeiro-messages';

const FORMA_OPTIONS: SelectOption[] = FORMAS_PAGAMENTO.map((f) => ({ value: f, label: FORMA_PAGAMENTO_LABELS[f] }));
const isForma = (value: string): value is FormaPagamento => (FORMAS_PAGAMENTO as readonly string[]).includes(value);

/** The date's error, or null when a payment may be recorded on it. */
export function pagamentoDateError(value: string, today: string): string | null {
  if (value === '') return PAGAMENTO_DATE_REQUIRED;
  const problem = pagamentoProblem(value, today);
  return problem ? SERVER_MESSAGES[problem] : null;
}

export interface PagamentoDialogProps {
  /** The installments to mark paid; null keeps the dialog closed. */
  parcelas: readonly Parcela[] | null;
  onClose: () => void;
  /** After the payment is recorded (e.g. to clear a selection). */
  onPaid?: () => void;
}

export function PagamentoDialog({ parcelas, onClose, onPaid }: PagamentoDialogProps) {
  const formId = useId();
  const [updateOne, one] = useUpdateParcelaStatusMutation();
  const [payMany, many] = useRegistrarPagamentosMutation();
  const busy = one.isLoading || many.isLoading;
  const today = businessToday();
  const [dia, setDia] = useState('');
  const [forma, setForma] = useState('');
  const [errors, setErrors] = useState<{ dia?: string; forma?: string }>({});
  const dateRef = useRef<HTMLInputElement>(null);
  const formaRef = useRef<HTMLSelectElement>(null);
  // Each opening starts afresh; the last installments stay on screen while the dialog fades out.
  const [seen, setSeen] = useState<readonly Parcela[] | null>(null);
  const [shown, setShown] = useState<readonly Parcela[]>([]);
  if (parcelas !== seen) {
    setSeen(parcelas);
    if (parcelas !== null) {
      setShown(parcelas);
      setDia(today);
      setForma('');
      setErrors({});
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (parcelas === null || parcelas.length === 0 || busy) return;
    const diaError = pagamentoDateError(dia, today);
    const formaError = isForma(forma) ? null : PAGAMENTO_FORMA_REQUIRED;
    if (diaError || formaError) {
      setErrors({ ...(diaError ? { dia: diaError } : {}), ...(formaError ? { forma: formaError } : {}) });
      (diaError ? dateRef : formaRef).current?.focus();
      return;
    }
    const formaPagamento = forma as FormaPagamento;
    try {
      if (parcelas.length === 1) {
        await updateOne({ id: parcelas[0]!.cp_mtPar_id, status: 'Pago', dataPagamento: dia, formaPagamento }).unwrap();
        notify.success(STATUS_UPDATED, { autoClose: FINANCE_TOAST_MS });
      } else {
        const answer = await payMany({ ids: parcelas.map((p) => p.cp_mtPar_id), dataPagamento: dia, formaPagamento }).unwrap();
        notify.success(<ToastMessage title={STATUS_UPDATED} detail={pagamentosDone(answer.quantidade)} />, {
          autoClose: FINANCE_TOAST_MS,
        });
      }
      onPaid?.();
      onClose();
    } catch (failure) {
      const reason = refusalReason(failure);
      if (errorStatus(failure as ApiError) === 400 && reason === SERVER_MESSAGES.pagamentoFuturo) {
        setErrors({ dia: reason });
        dateRef.current?.focus();
        return;
      }
      notify.error(<ToastMessage title={STATUS_UPDATE_FAILED} detail={reason} />, { autoClose: FINANCE_TOAST_MS });
      onClose();
    }
  }

  const single = shown.length === 1 ? shown[0]! : null;
  const total = shown.reduce((sum, p) => sum + Math.round(p.cp_mtPar_valorParcela * 100), 0) / 100;
  const title = pagamentosTitle(shown.length);

  return (
    <Modal
      open={parcelas !== null}
      onClose={onClose}
      title={title}
      closeDisabled={busy}
      footer={<ModalFormFooter formId={formId} onCancel={onClose} busy={busy} submitLabel={PAGAMENTO_CONFIRM} />}
    >
      {shown.length > 0 ? (
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
          {single ? (
            <ModalFacts $termWidth="6rem">
              <div>
                <dt>Aluno</dt>
                <dd>{single.cp_mt_nome_usuario}</dd>
              </div>
              <div>
                <dt>Parcela</dt>
                <dd>{single.cp_mtPar_numero}</dd>
              </div>
              <div>
                <dt>Vencimento</dt>
                <dd>{formatDateBR(single.cp_mtPar_dataParcela)}</dd>
              </div>
              <div>
                <dt>Valor</dt>
                <dd>
                  <Amount>{formatCurrency(single.cp_mtPar_valorParcela)}</Amount>
                </dd>
              </div>
            </ModalFacts>
          ) : (
            <Items aria-label="Parcelas a pagar">
              {shown.map((p) => (
                <li key={p.cp_mtPar_id}>
                  <span>
                    {p.cp_mt_nome_usuario} · parcela {p.cp_mtPar_numero} · venc. {formatDateBR(p.cp_mtPar_dataParcela)}
                  </span>
                  <Amount>{formatCurrency(p.cp_mtPar_valorParcela)}</Amount>
                </li>
              ))}
              <Total>
                <span>{PAGAMENTO_TOTAL}</span>
                <Amount>{formatCurrency(total)}</Amount>
              </Total>
            </Items>
          )}
          <Fields>
            <TextField
              ref={dateRef}
              type="date"
              name="dataPagamento"
              label={PAGAMENTO_DATE_LABEL}
              hint={PAGAMENTO_DATE_HINT}
              required
              value={dia}
              max={today}
              error={errors.dia}
              onChange={(e) => {
                setDia(e.target.value);
                setErrors((x) => ({ ...x, dia: undefined }));
              }}
            />
            <SelectField
              ref={formaRef}
              name="formaPagamento"
              label={PAGAMENTO_FORMA_LABEL}
              placeholder={PAGAMENTO_FORMA_PLACEHOLDER}
              options={FORMA_OPTIONS}
              required
              value={forma}
              error={errors.forma}
              onChange={(e) => {
                setForma(e.target.value);
                setErrors((x) => ({ ...x, forma: undefined }));
              }}
            />
          </Fields>
        </form>
      ) : null}
    </Modal>
  );
}

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 14rem;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Total = styled.li`
  font-weight: ${({ theme }) => theme.font.weight.bold};

  && {
    border-bottom: 0;
  }
`;

const Amount = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
