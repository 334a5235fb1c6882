/**
 * 'Emitir certificado': the confirmation for a concluded enrolment, with the
 * conclusion date printed on the certificate (today by default; never in the
 * future, never before the enrolment's start — the server checks the same).
 * A refusal about the date stays on the field; any other closes the dialog
 * with a toast.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type Certificado, type Certificavel, CERT_MESSAGES } from '@contract/certificados';
import { useEmitirCertificadoMutation } from '@/api/certificados-api';
import { errorStatus, refusalReason, type ApiError } from '@/api/errors';
import { TextField } from '@/components/form';
import { Modal, ModalFacts, ModalFormFooter } from '@/components/Modal';
import { notify, ToastMessage } from '@/components/toast';
import { businessToday } from '@contract/dates';
import { CONCLUSAO_HINT, CONCLUSAO_LABEL, CONCLUSAO_REQUIRED, ISSUE, ISSUE_TITLE, periodoText } from './certificado-messages';

/** The date's error, or null when it may be printed. */
export function conclusaoError(value: string, inicio: string, today: string): string | null {
  if (value === '') return CONCLUSAO_REQUIRED;
  if (value > today) return CERT_MESSAGES.conclusaoFuture;
  if (value < inicio) return CERT_MESSAGES.conclusaoBeforeStart;
  return null;
}

export interface EmitirDialogProps {
  /** The enrolment to certify; null keeps the dialog closed. */
  matricula: Certificavel | null;
  onClose: () => void;
  onIssued?: (certificado: Certificado) => void;
}

export function EmitirDialog({ matricula, onClose, onIssued }: EmitirDialogProps) {
  const formId = useId();
  const [emitir, { isLoading }] = useEmitirCertificadoMutation();
  const [conclusao, setConclusao] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const today = businessToday();
  // Each opening starts afresh; the last enrolment stays on screen while the dialog fades out.
  const [seen, setSeen] = useState<Certificavel | null>(null);
  const [shown, setShown] = useState<Certificavel | null>(null);
  if (matricula !== seen) {
    setSeen(matricula);
    if (matricula !== null) {
      setShown(matricula);
      setConclusao(today);
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (matricula === null || isLoading) return;
    const invalid = conclusaoError(conclusao, matricula.cp_mt_primeira_parcela, today);
    if (invalid) {
      setError(invalid);
      dateRef.current?.focus();
      return;
    }
    try {
      const certificado = await emitir({ matriculaId: matricula.cp_mt_id, conclusao }).unwrap();
      notify.success(CERT_MESSAGES.issued);
      onIssued?.(certificado);
      onClose();
    } catch (failure) {
      const reason = refusalReason(failure);
      if (errorStatus(failure as ApiError) === 400 && reason) {
        setError(reason);
        dateRef.current?.focus();
        return;
      }
      notify.error(<ToastMessage title={CERT_MESSAGES.issueError} detail={reason} />, { autoClose: 5000 });
      onClose();
    }
  }

  return (
    <Modal
      open={matricula !== null}
      onClose={onClose}
      title={ISSUE_TITLE}
      closeDisabled={isLoading}
      footer={<ModalFormFooter formId={formId} onCancel={onClose} busy={isLoading} submitLabel={ISSUE} />}
    >
      {shown ? (
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label={ISSUE_TITLE}>
          <Question>{CERT_MESSAGES.confirmIssue(shown.cp_mt_nome_usuario)}</Question>
          <ModalFacts $termWidth="4.5rem">
            <div>
              <dt>Curso</dt>
              <dd>{shown.cp_curso_nome}</dd>
            </div>
            <div>
              <dt>Escola</dt>
              <dd>{shown.cp_escola_nome}</dd>
            </div>
          </ModalFacts>
          <TextField
            ref={dateRef}
            type="date"
            name="conclusao"
            label={CONCLUSAO_LABEL}
            hint={`${CONCLUSAO_HINT} ${periodoText(shown.cp_mt_primeira_parcela)}.`}
            required
            value={conclusao}
            min={shown.cp_mt_primeira_parcela}
            max={today}
            error={error ?? undefined}
            onChange={(e) => {
              setConclusao(e.target.value);
              setError(null);
            }}
          />
        </form>
      ) : null}
    </Modal>
  );
}

const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
