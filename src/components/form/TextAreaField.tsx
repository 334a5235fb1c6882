import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldShell, controlStyles, hasError, useFieldIds, type FieldProps } from './Field';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldProps {}

/** A labelled multi-line text input. `className` goes to the wrapper. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      htmlFor={ids.id}
      hintId={ids.hintId}
      errorId={ids.errorId}
      required={required}
      className={className}
    >
      <TextArea
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={hasError(error) || undefined}
        aria-describedby={ids.describedBy}
        $invalid={hasError(error)}
        {...rest}
      />
    </FieldShell>
  );
}
