/**
 * A value in reais: the input shows 'R$' before the number, takes digits, dots
 * and a comma as typed ('1800', '1.800,50') and tidies the number when the
 * person leaves it ('1.800,00'). The value stays text: matricula-form's
 * parseMoney reads it.
 */
import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldShell, Input, useField, type FieldProps } from '@/components/form/Field';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { tidyMoney } from './matricula-form';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-left: 2.75rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Prefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  pointer-events: none;
`;

export interface MoneyFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type' | 'value' | 'onChange'>, FieldProps {
  value: string;
  onValueChange: (value: string) => void;
}

export function MoneyField({ value, onValueChange, onBlur, ...props }: MoneyFieldProps) {
  const currencyId = useId();
  const describedBy = [currencyId, props['aria-describedby']].filter(Boolean).join(' ');
  const { shell, control, rest } = useField({ ...props, 'aria-describedby': describedBy });
  return (
    <FieldShell {...shell}>
      <Wrap>
        <Prefix aria-hidden="true">R$</Prefix>
        <VisuallyHidden id={currencyId}>Valor em reais.</VisuallyHidden>
        <Input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={value}
          onChange={(e) => onValueChange(e.target.value.replace(/[^\d.,]/g, ''))}
          onBlur={(e) => {
            const tidy = tidyMoney(value);
            if (tidy !== value) onValueChange(tidy);
            onBlur?.(e);
          }}
          {...rest}
        />
      </Wrap>
    </FieldShell>
  );
}
