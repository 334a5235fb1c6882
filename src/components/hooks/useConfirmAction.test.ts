import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmAction } from './useConfirmAction';

describe('useConfirmAction', () => {
  it('opens on ask, runs on confirm, reports success and closes', async () => {
    const run = vi.fn(async (n: number) => n * 2);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useConfirmAction({ run, onSuccess }));
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.ask(21));
    expect(result.current.target).toBe(21);
    expect(result.current.dialog.open).toBe(true);
    act(() => result.current.dialog.onConfirm());
    await waitFor(() => expect(result.current.dialog.open).toBe(false));
    expect(run).toHaveBeenCalledWith(21);
    expect(onSuccess).toHaveBeenCalledWith(42, 21);
    expect(result.current.busy).toBe(false);
  });

  it('is busy while running, ignores a second confirm, and reports a failure', async () => {
    let fail!: (e: Error) => void;
    const run = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const onError = vi.fn();
    const { result } = renderHook(() => useConfirmAction({ run, onError }));
    act(() => result.current.ask('a'));
    act(() => result.current.dialog.onConfirm());
    expect(result.current.busy).toBe(true);
    expect(result.current.dialog.busy).toBe(true);
    act(() => result.current.dialog.onConfirm());
    expect(run).toHaveBeenCalledTimes(1);
    const error = new Error('recusado');
    await act(async () => fail(error));
    expect(onError).toHaveBeenCalledWith(error, 'a');
    expect(result.current.target).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('cancel closes without running', () => {
    const run = vi.fn(async () => undefined);
    const { result } = renderHook(() => useConfirmAction({ run }));
    act(() => result.current.ask({ id: 1 }));
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.open).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });
});
