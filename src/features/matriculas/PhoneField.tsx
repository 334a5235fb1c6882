/**
 * A guardian's phone, masked '(99) 99999-9999' — unless the stored value does
 * not fit the mask (a landline '(11) 3456-7890', an old free-text contact):
 * the mask library refuses such a value, so it is shown in a plain input.
 * Decided once, from the value the field starts with.
 */
import { useState } from 'react';
import { MaskedField, TextField, type MaskedFieldProps } from '@/components/form';
import { MASKS } from '@/domain/masks';

/** Whether `value` is empty, bare digits, or a (complete or partial) rendering of `mask`. */
export function fitsMask(value: string, mask: string): boolean {
  const slots = mask.split('9').length - 1;
  if (value === '' || /^\d+$/.test(value)) return value.length <= slots;
  if (value.length > mask.length) return false;
  return [...value].every((ch, i) => (mask[i] === '9' ? /\d/.test(ch) : ch === mask[i]));
}

export function PhoneField(props: Omit<MaskedFieldProps, 'mask' | 'type'>) {
  const [masked] = useState(() => fitsMask(typeof props.value === 'string' ? props.value : '', MASKS.phone));
  if (masked) return <MaskedField mask={MASKS.phone} type="tel" placeholder="(00) 00000-0000" {...props} />;
  return <TextField type="tel" {...props} />;
}
