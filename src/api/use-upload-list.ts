/**
 * A many-file field's uploads (docs/arquivos.md): each file picked starts its
 * own upload at once, with its own progress; a file removed from the field
 * is cancelled on the server (aborted under way, discarded when done); a
 * refused file (its type by content, its size) keeps the contract's message
 * and is never sent. The form sends `uploadIds()` in the field's order, then
 * `reset()` forgets the uploads it used. Files still in the field when the
 * form goes away are cancelled. Used by the audio form and the material form.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FileKind } from '@contract/arquivos';
import { useAppDispatch } from './hooks';
import { discardUpload, uploadFile } from './uploads';

/** One file's status as the kit's FileInput shows it (its `status` prop). */
export interface UploadStatus {
  readonly state: UploadEntry['state'];
  readonly progress: number;
  readonly error?: string;
}

export interface UploadEntry {
  readonly file: File;
  readonly state: 'uploading' | 'done' | 'error';
  /** 0–100 while uploading. */
  readonly progress: number;
  readonly error: string | null;
  readonly uploadId: string | null;
}

interface Running extends UploadEntry {
  readonly controller: AbortController;
}

export interface UploadList {
  /** The files in the field, in order. */
  readonly files: File[];
  readonly entries: readonly UploadEntry[];
  /** Each file's status for the kit's FileInput, by index. */
  readonly status: Record<number, UploadStatus>;
  /** Some file is still on its way. */
  readonly busy: boolean;
  /** Some file was refused or failed (it will not be sent until removed). */
  readonly failed: boolean;
  /** The field's new list of files (FileInput's onChange): new files start, missing ones are cancelled. */
  setFiles(next: File[]): void;
  /** The ids of the uploaded files, in the field's order. */
  uploadIds(): string[];
  /** The server refused the uploaded file named in `message` (it removed it): show why under that file. True when one was found. */
  refuseNamed(message: string): boolean;
  /** Forgets every file without touching the server (the form has used the uploads). */
  reset(): void;
}

export function useUploadList(kind: FileKind): UploadList {
  const dispatch = useAppDispatch();
  const current = useRef<Running[]>([]);
  const [entries, setEntries] = useState<Running[]>([]);

  const commit = useCallback((next: Running[]) => {
    current.current = next;
    setEntries(next);
  }, []);

  const patch = useCallback(
    (running: Running, changes: Partial<UploadEntry>) => {
      const list = current.current;
      if (!list.includes(running)) return false;
      commit(list.map((e) => (e === running ? { ...e, ...changes } : e)));
      return true;
    },
    [commit],
  );

  /** Cancels a file's upload on the server: aborted under way, discarded when done. */
  const cancel = useCallback(
    (entry: Running) => {
      if (entry.state === 'uploading') entry.controller.abort();
      else if (entry.uploadId !== null) void dispatch(discardUpload(entry.uploadId)).catch(() => undefined);
    },
    [dispatch],
  );

  const start = useCallback(
    (file: File): Running => {
      const controller = new AbortController();
      const running: Running = { file, state: 'uploading', progress: 0, error: null, uploadId: null, controller };
      /** The entry as it is now in the list (patches replace it). */
      const now = () => current.current.find((e) => e.controller === controller);
      void dispatch(
        uploadFile(file, kind, {
          signal: controller.signal,
          onProgress: (progress) => {
            const e = now();
            if (e && e.state === 'uploading') patch(e, { progress });
          },
        }),
      ).then((result) => {
        const e = now();
        if (!e) {
          // Removed while the last step was out: nothing of it may stay.
          if (result.ok) void dispatch(discardUpload(result.uploadId)).catch(() => undefined);
          return;
        }
        if (result.ok) patch(e, { state: 'done', progress: 100, uploadId: result.uploadId });
        else if (!result.cancelled) patch(e, { state: 'error', progress: 0, error: result.message });
      });
      return running;
    },
    [dispatch, kind, patch],
  );

  const setFiles = useCallback(
    (next: File[]) => {
      const list = current.current;
      for (const entry of list) if (!next.includes(entry.file)) cancel(entry);
      commit(next.map((file) => list.find((e) => e.file === file) ?? start(file)));
    },
    [cancel, commit, start],
  );

  const refuseNamed = useCallback(
    (message: string) => {
      const entry = current.current.find((e) => e.state === 'done' && message.includes(`"${e.file.name}"`));
      if (!entry) return false;
      // The server removed the refused upload: nothing to cancel.
      return patch(entry, { state: 'error', error: message, uploadId: null });
    },
    [patch],
  );

  const reset = useCallback(() => commit([]), [commit]);

  // The form went away: uploads it never used must not stay behind.
  useEffect(
    () => () => {
      for (const entry of current.current) cancel(entry);
      current.current = [];
    },
    [cancel],
  );

  return useMemo(() => {
    const status: Record<number, UploadStatus> = {};
    entries.forEach((e, i) => {
      status[i] = { state: e.state, progress: e.progress, error: e.error ?? undefined };
    });
    return {
      files: entries.map((e) => e.file),
      entries,
      status,
      busy: entries.some((e) => e.state === 'uploading'),
      failed: entries.some((e) => e.state === 'error'),
      setFiles,
      uploadIds: () => current.current.flatMap((e) => (e.state === 'done' && e.uploadId !== null ? [e.uploadId] : [])),
      refuseNamed,
      reset,
    };
  }, [entries, setFiles, refuseNamed, reset]);
}
