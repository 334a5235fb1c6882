import { useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { IconButton } from '../Button';
import { CoreIcon } from '../Icon/CoreIcon';
import { FieldShell, Input, useField, type FieldProps } from './Field';

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
export function PasswordField({ disabled, ...props }: PasswordFieldProps) {
  const { shell, control, rest } = useField(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      <Wrap>
        <Input {...control} type={visible ? 'text' : 'password'} disabled={disabled} autoComplete="current-password" {...rest} />
        <Toggle>
          <IconButton
            size="sm"
            label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            aria-controls={control.id}
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
