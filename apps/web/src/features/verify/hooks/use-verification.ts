import { ErrorCode } from '@signet/contracts';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { useVerifyDocument } from '../api/verify-document';
import { choosePdf } from '../lib/pdf-choice';
import type { PdfRefusal } from '../lib/pdf-choice';

export interface Refusal {
  reason: PdfRefusal;
  name: string;
}

/**
 * One verification at a time: picks the PDF from a selection, uploads it with progress,
 * and keeps the result or the error code until the reader checks another file.
 */
export function useVerification() {
  const { mutate, reset: forget, isPending, data, error } = useVerifyDocument();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    (chosen: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setFile(chosen);
      setProgress(0);
      setRefusal(null);
      mutate({ file: chosen, signal: abort.signal, onProgress: setProgress });
    },
    [mutate],
  );

  const choose = useCallback(
    (files: File[]) => {
      const choice = choosePdf(files);
      if (choice.refusal === null) {
        start(choice.file);
        return;
      }
      forget();
      setFile(null);
      setRefusal({ reason: choice.refusal, name: choice.file?.name ?? '' });
    },
    [forget, start],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    forget();
    setFile(null);
    setProgress(0);
    setRefusal(null);
  }, [forget]);

  const retry = useCallback(() => {
    if (file) start(file);
  }, [file, start]);

  // A cancelled upload is the reader's choice, not a failure to show.
  const errorCode = error && !(isApiError(error) && error.code === ErrorCode.Canceled) ? (isApiError(error) ? error.code : ErrorCode.InternalError) : null;

  return {
    file,
    progress,
    refusal,
    pending: isPending,
    result: data ?? null,
    errorCode,
    choose,
    reset,
    retry,
  };
}

export type Verification = ReturnType<typeof useVerification>;
