import type { ComponentPropsWithRef } from 'react';
import { FieldShell, Input, useField, type FieldProps } from './Field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldProps {}

/** A labelled text input. `className` goes to the wrapper; every other prop to the <input>. */
export function TextField(props: TextFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell {...shell}>
      <Input {...control} {...rest} />
    </FieldShell>
  );
}
