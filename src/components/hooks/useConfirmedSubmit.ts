/**
 * A form's save flow behind a confirmation: on submit the form's pure
 * validator runs; errors are shown and focus moves to the first invalid field
 * (in page order), or else the confirm dialog opens. Confirming saves once (a
 * ref blocks a second save before React has re-rendered the busy buttons),
 * then `onSaved` (toast, navigate or reset) or `onError` (toast with the
 * server's reason). A form that resets itself for another registration calls
 * `startOver()`: once the reset is on screen, the page is back at the top
 * with focus on the form's first field. What to save and what to say stay
 * with the screen.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';

/** What a form's pure validator answers: the valid result, or the errors per field. */
export type Validation =
  { readonly ok: true } | { readonly ok: false; readonly errors: Partial<Record<string, string | undefined>> };

type Valid<T> = Extract<T, { ok: true }>;
type ErrorsOf<T> = T extends { ok: false; errors: infer E } ? E : never;

export interface ConfirmedSubmitOptions<T extends Validation, R> {
  /** The form's validator on the current values. */
  validate: () => T;
  /** Saves the confirmed, valid result. */
  save: (valid: Valid<T>) => Promise<R>;
  onSaved: (result: R, valid: Valid<T>) => void;
  onError: (error: unknown) => void;
  /** A submit does nothing (e.g. the record may not be edited here). */
  disabled?: boolean;
}

export interface ConfirmedSubmit<E> {
  /** Put on the `<form>`: the first invalid field is looked for inside it. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** The form's `onSubmit`. */
  onSubmit(event: FormEvent): void;
  /** The errors of the last submit, until the field changes. */
  readonly errors: E;
  /** Drops a field's error (call it when the field changes). */
  clearError(field: keyof E): void;
  /** The save is running. */
  readonly saving: boolean;
  /** What a ConfirmDialog takes: `<ConfirmDialog {...dialog} title=… message=… />` (destructure the result: it holds a ref). */
  readonly dialog: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };
  /**
   * After the next render, scrolls the page to the top and focuses the form's
   * first field: call it in `onSaved` once the form has cleared itself for
   * another registration.
   */
  startOver(): void;
  /**
   * Shows errors the server found after a save (a login someone else holds,
   * say) under their fields, and focuses the first, as an invalid submit does.
   */
  showErrors(errors: E): void;
}

/** The fields a person fills in: inputs (not hidden ones), selects and text areas, enabled and not hidden. */
function isFillable(el: Element): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const field =
    (el instanceof HTMLInputElement &&
      el.type !== 'hidden' &&
      el.type !== 'submit' &&
      el.type !== 'button' &&
      el.type !== 'reset') ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement;
  return field && !el.matches(':disabled') && el.closest('[hidden], [inert]') === null;
}

/** Scrolls the page to the top and focuses the first field of `form` (see isFillable). */
export function returnToFormStart(form: HTMLFormElement | null): void {
  (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  const first = form ? Array.from(form.elements).find(isFillable) : undefined;
  first?.focus({ preventScroll: true });
}

export function useConfirmedSubmit<T extends Validation, R>({
  validate,
  save,
  onSaved,
  onError,
  disabled = false,
}: ConfirmedSubmitOptions<T, R>): ConfirmedSubmit<ErrorsOf<T>> {
  type E = ErrorsOf<T>;
  const [errors, setErrors] = useState<E>({} as E);
  const [pending, setPending] = useState<Valid<T> | null>(null);
  const [saving, setSaving] = useState(false);
  /** Blocks a second save before React has re-rendered the disabled buttons. */
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Bumped by an invalid submit: focus moves once the errors are on screen. */
  const [focusRequest, setFocusRequest] = useState(0);
  const invalidNames = useRef<ReadonlySet<string>>(new Set());
  /** Bumped by startOver: the page returns to the form's start once the reset is on screen. */
  const [startOverRequest, setStartOverRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0 || !formRef.current) return;
    const names = invalidNames.current;
    const first = Array.from(formRef.current.elements).find((el) => names.has(el.getAttribute('name') ?? ''));
    (first as HTMLElement | undefined)?.focus();
  }, [focusRequest]);

  // A passive effect: it runs after the confirm dialog's layout effects have
  // given focus back to the submit button.
  useEffect(() => {
    if (startOverRequest > 0) returnToFormStart(formRef.current);
  }, [startOverRequest]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled || inFlight.current) return;
    const result = validate();
    if (!result.ok) {
      const found = result.errors as E;
      setErrors(found);
      invalidNames.current = new Set(Object.keys(found).filter((k) => found[k as keyof E]));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({} as E);
    setPending(result as Valid<T>);
  }

  async function confirm() {
    if (pending === null || inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    let result: R;
    try {
      result = await save(pending);
    } catch (error) {
      setPending(null);
      onError(error);
      return;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
    setPending(null);
    onSaved(result, pending);
  }

  function clearError(field: keyof E) {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  return {
    formRef,
    onSubmit,
    errors,
    clearError,
    saving,
    dialog: { open: pending !== null, busy: saving, onConfirm: () => void confirm(), onCancel: () => setPending(null) },
    startOver: () => setStartOverRequest((n) => n + 1),
    showErrors: (found: E) => {
      setErrors(found);
      invalidNames.current = new Set(Object.keys(found).filter((k) => found[k as keyof E]));
      setFocusRequest((n) => n + 1);
    },
  };
}
