import { InputMask, format } from '@react-input/mask';
import { useCallback, useLayoutEffect, useMemo, useRef, type ComponentPropsWithRef, type Ref } from 'react';
import { FieldShell, Input, hasError, useFieldIds, type FieldProps } from './Field';

/** Placeholder character candidates for the library's replacement key. */
const SLOT_CANDIDATES = ['_', '#', '§', '¤'];

/**
 * Converts a mask in `9` notation (`9` = one digit, as in `MASKS` of
 * `@/domain/masks`) to @react-input/mask's `mask` + `replacement`.
 *
 * The library ignores typed characters equal to a replacement key, so `9`
 * itself cannot be the key (typing a 9 would be dropped); each `9` becomes a
 * slot character that does not occur in the pattern.
 */
export function toLibraryMask(pattern: string): { mask: string; replacement: Record<string, RegExp> } {
  const slot = SLOT_CANDIDATES.find((c) => !pattern.includes(c)) ?? '_';
  return { mask: pattern.replaceAll('9', slot), replacement: { [slot]: /\d/ } };
}

function formatDigits<V>(value: V, lib: { mask: string; replacement: Record<string, RegExp> }): V | string {
  return typeof value === 'string' && /^\d+$/.test(value) ? format(value, lib) : value;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export interface MaskedFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'>, FieldProps {
  /** Pattern with `9` for each digit, e.g. '999.999.999-99'. */
  mask: string;
  /** Input type; the mask works with text (default), tel, search, url and email. */
  type?: 'text' | 'tel' | 'search' | 'url' | 'email';
  /** Shows the whole pattern while typing ('123.___.___-__'). */
  showMask?: boolean;
}

/** A labelled input that formats digits as they are typed. value/onChange work like a normal input. */
export function MaskedField({
  label,
  hint,
  error,
  id,
  className,
  required,
  mask,
  showMask,
  inputMode = 'numeric',
  'aria-describedby': ariaDescribedBy,
  ref,
  value,
  defaultValue,
  ...rest
}: MaskedFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const lib = useMemo(() => toLibraryMask(mask), [mask]);
  // The library never reformats a value set from outside (e.g. digits loaded
  // from the backend) and rejects it; bare digits are formatted here.
  const valueProps: { value?: MaskedFieldProps['value']; defaultValue?: MaskedFieldProps['defaultValue'] } = {};
  if (value !== undefined) valueProps.value = formatDigits(value, lib);
  if (defaultValue !== undefined) valueProps.defaultValue = formatDigits(defaultValue, lib);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (el: HTMLInputElement | null) => {
      inputRef.current = el;
      assignRef(ref, el);
    },
    [ref],
  );
  // The library polls the caret with a timer while its input has focus and
  // stops only on blur; an input removed while focused gets no blur, so blur
  // it ourselves before React detaches it (parents' layout cleanups run first).
  useLayoutEffect(() => {
    return () => {
      const el = inputRef.current;
      if (el && el.ownerDocument.activeElement === el) el.blur();
    };
  }, []);
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
      <InputMask
        component={Input}
        ref={setRefs}
        mask={lib.mask}
        replacement={lib.replacement}
        showMask={showMask}
        id={ids.id}
        inputMode={inputMode}
        required={required}
        aria-invalid={hasError(error) || undefined}
        aria-describedby={ids.describedBy}
        $invalid={hasError(error)}
        {...valueProps}
        {...rest}
      />
    </FieldShell>
  );
}
