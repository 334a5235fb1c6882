import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldRoot, HintText, RequiredIndicator, hasError, useField, type FieldProps } from './Field';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input<{ $invalid?: boolean }>`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.danger}` : 'none')};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label<{ $disabled?: boolean }>`
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  user-select: none;
`;

const Below = styled.div`
  padding-left: calc(18px + ${({ theme }) => theme.space.sm});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'>, FieldProps {}

/** A checkbox with its label to the right. `className` goes to the wrapper. */
export function Checkbox({ disabled, ...props }: CheckboxProps) {
  const { shell, control, rest } = useField(props);
  const { label, hint, error } = shell;
  return (
    <FieldRoot className={shell.className}>
      <Row>
        <Box type="checkbox" {...control} disabled={disabled} {...rest} />
        <Label htmlFor={control.id} $disabled={disabled}>
          {label}
          {shell.required ? <RequiredIndicator /> : null}
        </Label>
      </Row>
      {hint != null || hasError(error) ? (
        <Below>
          {hint != null ? <HintText id={shell.hintId}>{hint}</HintText> : null}
          {hasError(error) ? <ErrorText id={shell.errorId}>{error}</ErrorText> : null}
        </Below>
      ) : null}
    </FieldRoot>
  );
}
