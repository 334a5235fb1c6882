/**
 * 'Revogar certificado': the warning (whoever checks the code will see it was
 * revoked) and the reason, required (the contract's CertificadoRevogar
 * checks it, here and on the server).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CERT_LIMITS, CertificadoRevogar, type Certificado, CERT_MESSAGES } from '@contract/certificados';
import { useRevogarCertificadoMutation } from '@/api/certificados-api';
import { refusalReason } from '@/api/errors';
import { TextAreaField } from '@/components/form';
import { Modal, ModalFormFooter } from '@/components/Modal';
import { notify, ToastMessage } from '@/components/toast';
import { MOTIVO_LABEL, REVOKE, REVOKE_TITLE } from './certificado-messages';
import { Code } from './certificado-styles';

export interface RevogarDialogProps {
  /** The certificate to revoke; null keeps the dialog closed. */
  certificado: Certificado | null;
  onClose: () => void;
}

export function RevogarDialog({ certificado, onClose }: RevogarDialogProps) {
  const formId = useId();
  const messageId = useId();
  const [revogar, { isLoading }] = useRevogarCertificadoMutation();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const motivoRef = useRef<HTMLTextAreaElement>(null);
  // Each opening starts afresh; the last certificate stays on screen while the dialog fades out.
  const [seen, setSeen] = useState<Certificado | null>(null);
  const [target, setTarget] = useState<Certificado | null>(null);
  if (certificado !== seen) {
    setSeen(certificado);
    if (certificado !== null) {
      setTarget(certificado);
      setMotivo('');
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (certificado === null || isLoading) return;
    const parsed = CertificadoRevogar.safeParse({ motivo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      motivoRef.current?.focus();
      return;
    }
    try {
      await revogar({ id: certificado.cp_cert_id, motivo: parsed.data.motivo }).unwrap();
      notify.success(CERT_MESSAGES.revoked);
    } catch (failure) {
      notify.error(<ToastMessage title={CERT_MESSAGES.revokeError} detail={refusalReason(failure)} />, { autoClose: 5000 });
    }
    onClose();
  }

  return (
    <Modal
      open={certificado !== null}
      onClose={onClose}
      title={REVOKE_TITLE}
      describedBy={messageId}
      closeDisabled={isLoading}
      footer={<ModalFormFooter formId={formId} onCancel={onClose} busy={isLoading} submitLabel={REVOKE} submitVariant="danger" />}
    >
      {target ? (
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label={REVOKE_TITLE}>
          <Warning id={messageId}>{CERT_MESSAGES.confirmRevoke}</Warning>
          <Which>
            <strong>{target.cp_cert_aluno_nome}</strong>
            <span>{target.cp_cert_curso_nome}</span>
            <Code>{target.cp_cert_codigo}</Code>
          </Which>
          <TextAreaField
            ref={motivoRef}
            name="motivo"
            label={MOTIVO_LABEL}
            required
            rows={3}
            maxLength={CERT_LIMITS.motivo}
            hint={`${motivo.length}/${CERT_LIMITS.motivo}`}
            value={motivo}
            error={error ?? undefined}
            onChange={(e) => {
              setMotivo(e.target.value);
              setError(null);
            }}
          />
        </form>
      ) : null}
    </Modal>
  );
}

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Which = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
