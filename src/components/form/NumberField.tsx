/**
 * A labelled number typed the Brazilian way: a text input with the decimal
 * keypad (`inputMode="decimal"`, never `type="number"`, which in a browser
 * set to English drops the comma and turns '8,5' into 85). It takes digits, a
 * comma or a point (and a minus when `negative`), reads the text with the
 * contract's parseDecimal on every change, and, when the person leaves it,
 * writes a number it read in pt-BR with `decimals` places ('8.5' → '8,5',
 * '7' → '7,0'). The range and step stay the form's to check, with its own
 * messages: the text is kept as typed, so nothing is lost or rounded behind
 * the person's back.
 */
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { decimalsOf, formatDecimal, parseDecimal } from '@contract/numbers';
import { FieldShell, Input, useField, type FieldProps } from './Field';

export interface NumberFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type' | 'inputMode' | 'value' | 'onChange'>, FieldProps {
  /** The text as typed (a form keeps text: '8,' is on its way to '8,5'). */
  value: string;
  /** Every change: the text and the number it reads as (null when empty or not a number). */
  onValueChange: (text: string, value: number | null) => void;
  /** Places the number is written with when the field is left ('7' → '7,0'); none by default (left as typed). */
  decimals?: number;
  /** Whether a minus may be typed (off by default: grades, counts and sizes are not negative). */
  negative?: boolean;
}

/** What a keystroke or a paste leaves in the field: digits, ',' and '.', and a minus when allowed. */
export function numberText(raw: string, negative = false): string {
  return raw.replace(negative ? /[^\d.,-]/g : /[^\d.,]/g, '');
}

/** The text once the field is left: a number read with no more than `decimals` places, written in pt-BR; anything else as it is. */
export function tidyNumber(text: string, decimals: number | undefined): string {
  const value = parseDecimal(text);
  if (value === null || decimals === undefined || decimalsOf(value) > decimals) return text;
  return formatDecimal(value, decimals);
}

export function NumberField({ value, onValueChange, decimals, negative = false, onBlur, ...props }: NumberFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <NumberInput
        {...control}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => {
          const text = numberText(e.target.value, negative);
          onValueChange(text, parseDecimal(text));
        }}
        onBlur={(e) => {
          const tidy = tidyNumber(value, decimals);
          if (tidy !== value) onValueChange(tidy, parseDecimal(tidy));
          onBlur?.(e);
        }}
        {...rest}
      />
    </FieldShell>
  );
}

const NumberInput = styled(Input)`
  font-variant-numeric: tabular-nums;
`;
