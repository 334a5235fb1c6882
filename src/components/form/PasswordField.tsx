import { useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { IconButton } from '../Button';
import { CoreIcon } from '../Icon/CoreIcon';
import { FieldShell, Input, hasError, useFieldIds, type FieldProps } from './Field';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-right: 44px;
  }
`;

const Toggle = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
  top: 50%;
  transform: translateY(-50%);
  display: flex;
`;

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'>, FieldProps {}

/** A labelled password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const [visible, setVisible] = useState(false);
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
      <Wrap>
        <Input
          id={ids.id}
          type={visible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          autoComplete="current-password"
          aria-invalid={hasError(error) || undefined}
          aria-describedby={ids.describedBy}
          $invalid={hasError(error)}
          {...rest}
        />
        <Toggle>
          <IconButton
            size="sm"
            label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            aria-controls={ids.id}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            <CoreIcon name={visible ? 'eyeOff' : 'eye'} size={18} />
          </IconButton>
        </Toggle>
      </Wrap>
    </FieldShell>
  );
}
