import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldRoot, HintText, RequiredIndicator, hasError, useFieldIds, type FieldProps } from './Field';

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
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldRoot className={className}>
      <Row>
        <Box
          type="checkbox"
          id={ids.id}
          required={required}
          disabled={disabled}
          aria-invalid={hasError(error) || undefined}
          aria-describedby={ids.describedBy}
          $invalid={hasError(error)}
          {...rest}
        />
        <Label htmlFor={ids.id} $disabled={disabled}>
          {label}
          {required ? <RequiredIndicator /> : null}
        </Label>
      </Row>
      {hint != null || hasError(error) ? (
        <Below>
          {hint != null ? <HintText id={ids.hintId}>{hint}</HintText> : null}
          {hasError(error) ? <ErrorText id={ids.errorId}>{error}</ErrorText> : null}
        </Below>
      ) : null}
    </FieldRoot>
  );
}
