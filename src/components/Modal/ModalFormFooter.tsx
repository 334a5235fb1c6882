import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../Button';

export interface ModalFormFooterProps {
  /** The id of the form in the dialog that the submit button sends. */
  formId: string;
  onCancel: () => void;
  /** While it saves: the submit button spins and cancelling waits. */
  busy: boolean;
  submitLabel: ReactNode;
  /** The submit button's style (default 'primary'). */
  submitVariant?: ButtonVariant;
  submitDisabled?: boolean;
}

/** A form dialog's footer: 'Cancelar', then the button that submits the form. */
export function ModalFormFooter({ formId, onCancel, busy, submitLabel, submitVariant, submitDisabled }: ModalFormFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} variant={submitVariant} loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}

/** A dialog's facts about a record: a label column of `$termWidth`, then the value (wrapping anywhere). */
export const ModalFacts = styled.dl<{ $termWidth: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    flex: 0 0 ${({ $termWidth }) => $termWidth};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
