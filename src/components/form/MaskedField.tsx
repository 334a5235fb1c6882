import { useCallback, useRef, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { FieldShell, Input, useField, type FieldProps } from './Field';

/** How many digits a pattern holds (`9` = one digit, as in `MASKS` of `@/domain/masks`). */
export function maskCapacity(pattern: string): number {
  return pattern.split('9').length - 1;
}

/**
 * `digits` laid into `pattern`: each `9` takes the next digit, any other
 * character is written as it is, and the text stops where the digits run out
 * (a separator appears with the digit after it: '123' then '123.4').
 * Digits beyond the pattern are dropped.
 */
export function applyMask(pattern: string, digits: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    out += slot === '9' ? digits[next++] : slot;
  }
  return out;
}

/** Where the caret goes in `masked`: right after its `count`-th digit (or at the start). */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]!) && ++seen === count) return i + 1;
  }
  return masked.length;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What a keystroke made of the field: the raw text the browser wrote (its
 * caret at `caret`) turned into the masked text and the caret's place in it.
 * `before` is the masked text before the keystroke: deleting only a
 * separator (Backspace on the '-') deletes the digit beside it, as a person
 * expects, instead of leaving the text as it was.
 */
export function maskEdit(
  pattern: string,
  raw: string,
  caret: number,
  before: string,
  inputType: string | undefined,
): { value: string; caret: number } {
  let digits = digitsOf(raw);
  let digitsBeforeCaret = digitsOf(raw.slice(0, caret)).length;
  const onlySeparatorDeleted = inputType?.startsWith('delete') && digits === digitsOf(before) && raw.length < before.length;
  if (onlySeparatorDeleted) {
    const at = inputType === 'deleteContentForward' ? digitsBeforeCaret : digitsBeforeCaret - 1;
    if (at >= 0 && at < digits.length) {
      digits = digits.slice(0, at) + digits.slice(at + 1);
      digitsBeforeCaret = at;
    }
  }
  digits = digits.slice(0, maskCapacity(pattern));
  const value = applyMask(pattern, digits);
  return { value, caret: caretAfterDigits(value, Math.min(digitsBeforeCaret, digits.length)) };
}

/** Bare digits (a value loaded from the backend) are shown masked; anything else as it is. */
function formatDigits<V>(value: V, pattern: string): V | string {
  return typeof value === 'string' && /^\d+$/.test(value) ? applyMask(pattern, value) : value;
}

export interface MaskedFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'>, FieldProps {
  /** Pattern with `9` for each digit, e.g. '999.999.999-99'. */
  mask: string;
  /** Input type; the mask works with text (default), tel and search. */
  type?: 'text' | 'tel' | 'search';
}

/**
 * A labelled input that formats digits as they are typed. value/onChange work
 * like a normal input's, the value being the masked text.
 *
 * Each keystroke is masked in its own change event, in order, from what the
 * input holds at that moment: nothing waits for a timer, so digits typed as
 * fast as a barcode reader, an autofill or a paste sends them all arrive.
 */
export function MaskedField({ mask, inputMode = 'numeric', value, defaultValue, onChange, ...props }: MaskedFieldProps) {
  const { shell, control, rest } = useField(props);
  const valueProps: { value?: MaskedFieldProps['value']; defaultValue?: MaskedFieldProps['defaultValue'] } = {};
  if (value !== undefined) valueProps.value = formatDigits(value, mask);
  if (defaultValue !== undefined) valueProps.defaultValue = formatDigits(defaultValue, mask);
  // The text shown before the next keystroke: the controlled value, else (uncontrolled) the last one this field wrote.
  const controlled = typeof valueProps.value === 'string' ? valueProps.value : undefined;
  const written = useRef(String(valueProps.defaultValue ?? ''));

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const raw = input.value;
      const caret = input.selectionStart ?? raw.length;
      const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType;
      const next = maskEdit(mask, raw, caret, controlled ?? written.current, inputType);
      if (next.value !== raw) input.value = next.value;
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
      written.current = next.value;
      onChange?.(event);
    },
    [controlled, mask, onChange],
  );

  return (
    <FieldShell {...shell}>
      <Input {...control} inputMode={inputMode} {...valueProps} {...rest} onChange={handleChange} />
    </FieldShell>
  );
}
