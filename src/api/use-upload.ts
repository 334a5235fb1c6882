/**
 * One file field's upload (docs/arquivos.md): the upload starts when the file
 * is picked, so the person keeps filling in the form while the bytes travel;
 * the form sends `uploadId` on submit (waiting with `settled()` if the upload
 * is still running). A file that is replaced, removed or left behind (the form
 * closes) is cancelled on the server; one the form has used is forgotten with
 * `reset()`.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FileKind } from '@contract/arquivos';
import { useAppDispatch } from './hooks';
import { discardUpload, uploadFile } from './uploads';
import type { UploadStatus } from './use-upload-list';

export type UploadState = 'idle' | 'uploading' | 'done' | 'error';

export interface UploadSnapshot {
  readonly state: UploadState;
  /** 0–100 while uploading; 100 when done. */
  readonly progress: number;
  /** What to show under the file when `state` is 'error'. */
  readonly error: string | null;
  /** The id to send in the form's file field, once done. */
  readonly uploadId: string | null;
  /** The file being (or last) uploaded. */
  readonly file: File | null;
}

export interface Upload extends UploadSnapshot {
  /** The file's status for the kit's FileInput (its `status` prop, the file at index 0); none while idle. */
  readonly status: Record<number, UploadStatus> | undefined;
  /** Uploads `file`, cancelling whatever this field was uploading or had uploaded. */
  start(file: File): void;
  /** The person no longer wants the file: an upload under way is aborted, a finished one removed. Nothing is shown. */
  cancel(): void;
  /** Forgets the upload without touching the server (the form has used it). */
  reset(): void;
  /** The form's server refused the uploaded file (it removed it): show `message` under the file. */
  refuse(message: string): void;
  /** Waits for the upload under way: its id when it is done; else null and why (null when cancelled or none). */
  settled(): Promise<Settled>;
}

export interface Settled {
  readonly uploadId: string | null;
  readonly error: string | null;
}

const IDLE: UploadSnapshot = { state: 'idle', progress: 0, error: null, uploadId: null, file: null };

interface Running {
  readonly controller: AbortController;
  readonly result: Promise<Settled>;
  uploadId: string | null;
}

const NOTHING: Settled = { uploadId: null, error: null };

export function useUpload(kind: FileKind): Upload {
  const dispatch = useAppDispatch();
  const [snapshot, setSnapshot] = useState<UploadSnapshot>(IDLE);
  /** The current upload; a result that arrives for an older one is ignored. */
  const current = useRef<Running | null>(null);
  /** How the last upload ended when none is under way (a failure's message, for `settled()`). */
  const ended = useRef<Settled>(NOTHING);

  /** Drops the current upload, cancelling it on the server unless the form used it. */
  const drop = useCallback(
    (discard: boolean) => {
      const running = current.current;
      current.current = null;
      ended.current = NOTHING;
      if (!running || !discard) return;
      if (running.uploadId === null) running.controller.abort();
      else void dispatch(discardUpload(running.uploadId)).catch(() => undefined);
    },
    [dispatch],
  );

  const start = useCallback(
    (file: File) => {
      drop(true);
      const controller = new AbortController();
      const running: Running = {
        controller,
        uploadId: null,
        result: dispatch(
          uploadFile(file, kind, {
            signal: controller.signal,
            onProgress: (progress) => {
              if (current.current === running) setSnapshot((s) => (s.state === 'uploading' ? { ...s, progress } : s));
            },
          }),
        ).then((result) => {
          if (current.current !== running) {
            // Replaced or cancelled while the last step was out: nothing of it may stay.
            if (result.ok) void dispatch(discardUpload(result.uploadId)).catch(() => undefined);
            return NOTHING;
          }
          if (result.ok) {
            running.uploadId = result.uploadId;
            setSnapshot({ state: 'done', progress: 100, error: null, uploadId: result.uploadId, file });
            return { uploadId: result.uploadId, error: null };
          }
          current.current = null;
          if (result.cancelled) {
            setSnapshot(IDLE);
            return NOTHING;
          }
          setSnapshot({ state: 'error', progress: 0, error: result.message, uploadId: null, file });
          ended.current = { uploadId: null, error: result.message };
          return ended.current;
        }),
      };
      current.current = running;
      setSnapshot({ state: 'uploading', progress: 0, error: null, uploadId: null, file });
    },
    [dispatch, drop, kind],
  );

  const cancel = useCallback(() => {
    drop(true);
    setSnapshot(IDLE);
  }, [drop]);

  const reset = useCallback(() => {
    drop(false);
    setSnapshot(IDLE);
  }, [drop]);

  const refuse = useCallback(
    (message: string) => {
      drop(false);
      ended.current = { uploadId: null, error: message };
      setSnapshot((s) => ({ state: 'error', progress: 0, error: message, uploadId: null, file: s.file }));
    },
    [drop],
  );

  // No upload under way: how the last one ended (a failure's message), or nothing.
  const settled = useCallback(async () => (current.current ? current.current.result : ended.current), []);

  // The form went away: an upload it never used must not stay behind.
  useEffect(() => () => drop(true), [drop]);

  return useMemo(() => {
    const { state, progress, error } = snapshot;
    const status = state === 'idle' ? undefined : { 0: { state, progress, error: error ?? undefined } };
    return { ...snapshot, status, start, cancel, reset, refuse, settled };
  }, [snapshot, start, cancel, reset, refuse, settled]);
}
