/**
 * 'Lembrete por WhatsApp' (staff; docs/matriculas.md, "PIX and WhatsApp"): the
 * message for an overdue installment — the student, the value, the due date
 * and, when the installment has one, its PIX "copia e cola" code — and the
 * wa.me link that opens WhatsApp with it, in a new tab.
 *
 * The message waits for the PIX code, which needs the BR Code library: it is
 * loaded here, when the dialog opens (./pix imports it dynamically), so the
 * screen itself never carries it.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Parcela } from '@contract/entities';
import { buttonLook } from '@/components/Button/Button';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { PIX_LOADING, REMINDER_DIALOG_TITLE, REMINDER_NO_PIX, REMINDER_OPEN } from './financeiro-messages';
import { brCodeOf } from './pix';
import { reminderMessage, whatsappLink } from './whatsapp';

type CodeResult = { readonly id: number; readonly code: string | null; readonly failed: boolean };

export interface ReminderDialogProps {
  parcela: Parcela | null;
  open: boolean;
  onClose: () => void;
}

export function ReminderDialog({ parcela, open, onClose }: ReminderDialogProps) {
  const [result, setResult] = useState<CodeResult | null>(null);

  useEffect(() => {
    if (!open || !parcela) return;
    let cancelled = false;
    const id = parcela.cp_mtPar_id;
    brCodeOf(parcela).then(
      (code) => !cancelled && setResult({ id, code, failed: false }),
      () => !cancelled && setResult({ id, code: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [open, parcela]);

  const current = result && parcela && result.id === parcela.cp_mtPar_id ? result : null;
  const message =
    parcela && current
      ? reminderMessage({
          aluno: parcela.cp_mt_nome_usuario,
          numero: parcela.cp_mtPar_numero,
          valor: parcela.cp_mtPar_valorParcela,
          vencimento: parcela.cp_mtPar_dataParcela,
          escola: parcela.pix?.nomeEscola ?? null,
          pixCode: current.code,
        })
      : null;
  const href = parcela && message ? whatsappLink(parcela.cp_whatsapp, message) : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={REMINDER_DIALOG_TITLE}
      footer={
        href ? (
          <ExternalButton
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            $variant="primary"
            $size="md"
            $fullWidth={false}
            $iconOnly={false}
          >
            {REMINDER_OPEN}
          </ExternalButton>
        ) : null
      }
    >
      {parcela ? (
        <>
          <To>
            Para <strong>{parcela.cp_mt_nome_usuario}</strong> · WhatsApp {parcela.cp_whatsapp}
          </To>
          {message === null ? (
            <Center role="status">
              <Spinner label={PIX_LOADING} showLabel />
            </Center>
          ) : (
            <>
              {current?.failed ? <Note role="status">{REMINDER_NO_PIX}</Note> : null}
              <Preview aria-label="Mensagem do lembrete">{message}</Preview>
            </>
          )}
        </>
      ) : null}
    </Modal>
  );
}

const ExternalButton = styled.a<{ $variant: 'primary'; $size: 'md'; $fullWidth: boolean; $iconOnly: boolean }>`
  ${buttonLook}
`;

const To = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

/** The message as WhatsApp will show it: its lines kept, the PIX code wrapping anywhere. */
const Preview = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
