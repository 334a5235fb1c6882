import type { ComponentPropsWithRef } from 'react';
import { FieldShell, Input, hasError, useFieldIds, type FieldProps } from './Field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldProps {}

/** A labelled text input. `className` goes to the wrapper; every other prop to the <input>. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
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
      <Input
        id={ids.id}
        required={required}
        aria-invalid={hasError(error) || undefined}
        aria-describedby={ids.describedBy}
        $invalid={hasError(error)}
        {...rest}
      />
    </FieldShell>
  );
}
