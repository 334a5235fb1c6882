/**
 * A masked field that never breaks on a stored value the mask cannot hold.
 *
 * A stored value that does not fit its pattern, e.g. a landline
 * '(11) 3456-7890' under the spec's phone mask '(99) 99999-9999', would be
 * re-laid by the mask into something else ('(11) 34567-890'). Such a value,
 * loaded from the server, is shown in a plain text input instead (the form's
 * validation still checks its format); anything that fits the mask, or is
 * empty, gets the mask.
 */
import { useState } from 'react';
import { MaskedField, TextField, type MaskedFieldProps } from '@/components/form';

/** Whether `value` is empty, bare digits, or a (complete or partial) rendering of `mask`. */
export function fitsMask(value: string, mask: string): boolean {
  if (value === '' || /^\d+$/.test(value)) return value.length <= mask.split('9').length - 1;
  if (value.length > mask.length) return false;
  for (let i = 0; i < value.length; i++) {
    const slot = mask[i];
    const ch = value[i]!;
    if (slot === '9' ? !/\d/.test(ch) : ch !== slot) return false;
  }
  return true;
}

export function LenientMaskedField({ mask, type = 'text', hint, ...rest }: MaskedFieldProps) {
  // Decided once, from the value the field starts with.
  const [masked] = useState(() => fitsMask(typeof rest.value === 'string' ? rest.value : '', mask));
  if (masked) return <MaskedField mask={mask} type={type} hint={hint} {...rest} />;
  return <TextField {...rest} type={type} hint={hint ?? `Formato: ${mask}`} />;
}
