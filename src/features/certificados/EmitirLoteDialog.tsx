/**
 * 'Emitir N certificados': the selected concluded enrolments at once, with
 * one conclusion date (today by default; never in the future, never before
 * the latest start among them — the server checks each). Each certificate is
 * issued by the same endpoint as one alone (`POST /certificados`), one after
 * the other: a certificate is a fact of its own enrolment, so one refused
 * (another gestor issued it meanwhile) leaves the others issued, and the
 * toast names the ones that were not (decision in docs/certificados.md).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Certificavel } from '@contract/certificados';
import { businessToday } from '@contract/dates';
import { useEmitirCertificadoMutation } from '@/api/certificados-api';
import { refusalReason } from '@/api/errors';
import { TextField } from '@/components/form';
import { Modal, ModalFormFooter } from '@/components/Modal';
import { notify, ToastMessage } from '@/components/toast';
import {
  CONCLUSAO_LABEL,
  ISSUE_MANY_FAILED,
  issueFailure,
  issueManyHint,
  issueManyProgress,
  issueManyQuestion,
  issueManyTitle,
  issuedMany,
  ISSUE_SELECTED,
} from './certificado-messages';
import { conclusaoError } from './EmitirDialog';

export interface EmitirLoteDialogProps {
  /** The enrolments to certify; null keeps the dialog closed. */
  matriculas: readonly Certificavel[] | null;
  onClose: () => void;
  /** After the run, with the enrolments whose certificate was issued. */
  onDone?: (issued: readonly number[]) => void;
}

export function EmitirLoteDialog({ matriculas, onClose, onDone }: EmitirLoteDialogProps) {
  const formId = useId();
  const [emitir] = useEmitirCertificadoMutation();
  const [conclusao, setConclusao] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const today = businessToday();
  const [seen, setSeen] = useState<readonly Certificavel[] | null>(null);
  const [shown, setShown] = useState<readonly Certificavel[]>([]);
  if (matriculas !== seen) {
    setSeen(matriculas);
    if (matriculas !== null) {
      setShown(matriculas);
      setConclusao(today);
      setError(null);
      setProgress(null);
    }
  }
  const busy = progress !== null;
  // The date must suit every one of them: not before the latest start.
  const inicio = shown.reduce((latest, m) => (m.cp_mt_primeira_parcela > latest ? m.cp_mt_primeira_parcela : latest), '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (matriculas === null || busy) return;
    const invalid = conclusaoError(conclusao, inicio, today);
    if (invalid) {
      setError(invalid);
      dateRef.current?.focus();
      return;
    }
    const issued: number[] = [];
    const failures: string[] = [];
    for (const [i, m] of matriculas.entries()) {
      setProgress(i);
      try {
        await emitir({ matriculaId: m.cp_mt_id, conclusao }).unwrap();
        issued.push(m.cp_mt_id);
      } catch (failure) {
        failures.push(issueFailure(m.cp_mt_nome_usuario, refusalReason(failure)));
      }
    }
    setProgress(null);
    if (issued.length > 0) notify.success(issuedMany(issued.length));
    if (failures.length > 0) {
      notify.error(<ToastMessage title={ISSUE_MANY_FAILED} detail={failures.join('; ')} />, { autoClose: 8000 });
    }
    onDone?.(issued);
    onClose();
  }

  const title = issueManyTitle(shown.length);
  return (
    <Modal
      open={matriculas !== null}
      onClose={onClose}
      title={title}
      closeDisabled={busy}
      footer={<ModalFormFooter formId={formId} onCancel={onClose} busy={busy} submitLabel={ISSUE_SELECTED} />}
    >
      {shown.length > 0 ? (
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
          <Question>{issueManyQuestion(shown.length)}</Question>
          <Names aria-label="Matrículas selecionadas">
            {shown.map((m) => (
              <li key={m.cp_mt_id}>
                <strong>{m.cp_mt_nome_usuario}</strong> — {m.cp_curso_nome}
              </li>
            ))}
          </Names>
          <TextField
            ref={dateRef}
            type="date"
            name="conclusao"
            label={CONCLUSAO_LABEL}
            hint={issueManyHint(inicio)}
            required
            value={conclusao}
            min={inicio}
            max={today}
            error={error ?? undefined}
            disabled={busy}
            onChange={(e) => {
              setConclusao(e.target.value);
              setError(null);
            }}
          />
          {busy ? <Progress role="status">{issueManyProgress(progress + 1, shown.length)}</Progress> : null}
        </form>
      ) : null}
    </Modal>
  );
}

const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Names = styled.ul`
  max-height: 12rem;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

const Progress = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
