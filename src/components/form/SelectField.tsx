import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { FieldShell, controlStyles, useField, type FieldProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 40px;
  cursor: pointer;
`;

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'>, FieldProps {
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''). */
  placeholder?: string;
}

/** A labelled native select. `className` goes to the wrapper. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <Wrap>
        <Select {...control} {...rest}>
          {placeholder != null ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </Select>
        <Icon name="chevronDown" size={18} />
      </Wrap>
    </FieldShell>
  );
}
