import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';

const Message = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Default 'Confirmar'. */
  confirmLabel?: string;
  /** Default 'Cancelar'. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button, the close button, Esc and the backdrop. */
  onCancel: () => void;
  /** While true the confirm button shows a spinner, both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Colour of the confirm button (default 'primary'). */
  tone?: 'primary' | 'danger';
}

/** A yes/no question in a modal; focus starts on the cancel button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      closeDisabled={busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Modal>
  );
}
