import type { StoredDocument } from '@signet/contracts';
import pLimit from 'p-limit';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useUploadsInProgressStore } from '../../../lib/state/uploads-in-progress-store';
import { unlockUploadFile, uploadDocumentFile } from '../api/upload-document';
import type { FileRefusal } from '../lib/file-checks';
import { uploadFailureOf } from '../lib/upload-outcome';
import type { RowMessage } from '../lib/upload-outcome';

export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'done' | 'error' | 'canceled' | 'locked' | 'unlocking';

export interface UploadRow {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1 while the bytes are sent. */
  progress: number;
  document?: StoredDocument;
  error?: RowMessage;
  /** Set while the file waits for its password (7800). */
  uploadId?: bigint;
  passwordError?: RowMessage;
  /** A failure of the line or server (not of the file), or a cancel: offer to try again. */
  retryable?: boolean;
}

/** Rows still working: they hold the user on the page. */
export const RUNNING: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading', 'processing', 'unlocking']);
/**
 * Uploads at once, the rest wait in order (p-limit): enough to keep a line busy, few
 * enough that each file shows steady progress and the browser's six connections per
 * host stay free for the rest.
 */
const PARALLEL_UPLOADS = 3;

let rowCounter = 0;

/**
 * The rows of one upload panel: each file's progress, cancel, result and password
 * prompt. Files upload three at a time; leaving the panel cancels what still runs.
 */
export function useUploadRows(onUploaded?: (document: StoredDocument) => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const limiter = useRef(pLimit(PARALLEL_UPLOADS));
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const update = useCallback((id: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }, []);

  const finish = useCallback(
    (id: string, document: StoredDocument) => {
      update(id, { status: 'done', progress: 1, document, uploadId: undefined, passwordError: undefined });
      onUploadedRef.current?.(document);
    },
    [update],
  );

  const start = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      update(id, { status: 'queued', progress: 0, error: undefined });
      void limiter.current(async () => {
        if (controller.signal.aborted) return;
        update(id, { status: 'uploading' });
        try {
          const document = await uploadDocumentFile(file, {
            signal: controller.signal,
            // Once every byte is sent the server still checks and converts: say so.
            onProgress: (fraction) => update(id, fraction >= 1 ? { progress: 1, status: 'processing' } : { progress: fraction }),
          });
          finish(id, document);
        } catch (error) {
          const failure = uploadFailureOf(error);
          if (failure.kind === 'locked') update(id, { status: 'locked', uploadId: failure.uploadId });
          else if (failure.kind === 'canceled') update(id, { status: 'canceled', retryable: true });
          else update(id, { status: 'error', error: failure.message, retryable: failure.retryable });
        } finally {
          controllers.current.delete(id);
        }
      });
    },
    [update, finish],
  );

  const addFiles = useCallback(
    (files: { file: File; refusal: FileRefusal | null }[]) => {
      const added = files.map(({ file, refusal }) => ({
        row: {
          id: `upload-${++rowCounter}`,
          file,
          status: refusal ? 'error' : 'queued',
          progress: 0,
          error: refusal ? { key: refusal } : undefined,
        } satisfies UploadRow,
        refusal,
      }));
      setRows((current) => [...current, ...added.map((entry) => entry.row)]);
      for (const { row, refusal } of added) if (!refusal) start(row.id, row.file);
    },
    [start],
  );

  const cancel = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setRows((current) => current.map((row) => (row.id === id && RUNNING.has(row.status) ? { ...row, status: 'canceled', retryable: row.uploadId === undefined } : row)));
  }, []);

  const unlock = useCallback(
    async (id: string, uploadId: bigint, password: string) => {
      update(id, { status: 'unlocking', passwordError: undefined });
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        finish(id, await unlockUploadFile(uploadId, password, controller.signal));
      } catch (error) {
        const failure = uploadFailureOf(error);
        if (failure.kind === 'canceled') update(id, { status: 'canceled' });
        // 7800 again (with or without an upload id) means the password was wrong; the upload is still held.
        else if (failure.kind === 'locked' || (failure.kind === 'error' && 'key' in failure.message && failure.message.key === 'file_password_wrong'))
          update(id, { status: 'locked', passwordError: { key: 'file_password_wrong' } });
        else update(id, { status: 'error', error: failure.message, uploadId: undefined, retryable: false });
      } finally {
        controllers.current.delete(id);
      }
    },
    [update, finish],
  );

  const retry = useCallback((row: UploadRow) => start(row.id, row.file), [start]);

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const clearFinished = useCallback(() => setRows((current) => current.filter((row) => RUNNING.has(row.status) || row.status === 'locked')), []);

  // Publish how many run, for the flow's Continue and the navigation guard.
  const panelId = useId();
  const running = rows.filter((row) => RUNNING.has(row.status)).length;
  const setRunning = useUploadsInProgressStore((state) => state.setRunning);
  useEffect(() => setRunning(panelId, running), [panelId, running, setRunning]);

  useEffect(() => {
    const pending = controllers.current;
    return () => {
      pending.forEach((controller) => controller.abort());
      setRunning(panelId, 0);
    };
  }, [panelId, setRunning]);

  return { rows, running, addFiles, cancel, unlock, retry, remove, clearFinished };
}
