/**
 * An action that waits for a confirmation (typically a delete): the target
 * the user picked, the dialog's open/busy/confirm/cancel, one run at a time,
 * and the dialog closed once the action has settled. What to say on success
 * or failure stays with the screen (`onSuccess`, `onError`).
 */
import { useCallback, useRef, useState } from 'react';

export interface ConfirmActionOptions<T, R> {
  /** The action on the confirmed target. */
  run: (target: T) => Promise<R>;
  onSuccess?: (result: R, target: T) => void;
  onError?: (error: unknown, target: T) => void;
}

export interface ConfirmAction<T> {
  /** The target awaiting confirmation (or being acted on), null when the dialog is closed. */
  readonly target: T | null;
  /** The action is running. */
  readonly busy: boolean;
  /** Opens the confirmation for `target`. */
  ask(target: T): void;
  /** What a ConfirmDialog takes: `<ConfirmDialog {...remove.dialog} title=… message=… />`. */
  readonly dialog: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };
}

export function useConfirmAction<T, R = unknown>({ run, onSuccess, onError }: ConfirmActionOptions<T, R>): ConfirmAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  /** Blocks a second confirm before React has re-rendered the busy dialog. */
  const inFlight = useRef(false);

  const ask = useCallback((t: T) => setTarget(t), []);
  const cancel = useCallback(() => setTarget(null), []);

  async function confirm() {
    if (target === null || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await run(target);
      onSuccess?.(result, target);
    } catch (error) {
      onError?.(error, target);
    } finally {
      inFlight.current = false;
      setBusy(false);
      setTarget(null);
    }
  }

  return {
    target,
    busy,
    ask,
    dialog: { open: target !== null, busy, onConfirm: () => void confirm(), onCancel: cancel },
  };
}
