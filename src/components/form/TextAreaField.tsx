import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldShell, controlStyles, useField, type FieldProps } from './Field';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldProps {}

/** A labelled multi-line text input. `className` goes to the wrapper. */
export function TextAreaField({ rows = 4, ...props }: TextAreaFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <TextArea {...control} rows={rows} {...rest} />
    </FieldShell>
  );
}
