import type { ChangeEvent } from 'react';

/** What a text field takes from its form's state: its name, value, change and error. */
export interface TextBinding<K extends string> {
  name: K;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

/**
 * Ties text fields to a form's values, errors and setter:
 * `<TextField label="Data" type="date" {...bind('data')} />` names the field,
 * shows its value and error, and sets it as typed.
 */
export function textBinder<K extends string>(
  values: Readonly<Record<K, string>>,
  errors: Readonly<Partial<Record<K, string>>>,
  set: (key: K, value: string) => void,
): (name: K) => TextBinding<K> {
  return (name) => ({
    name,
    value: values[name],
    onChange: (e) => set(name, e.target.value),
    error: errors[name],
  });
}
