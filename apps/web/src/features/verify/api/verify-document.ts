import { verifyDocument } from '@signet/contracts';
import type { VerifyResult } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { upload } from '../../../lib/api/app-client';

export interface VerifyFileInput {
  file: File;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/** Sends one PDF for checking (public, no sign-in); failures come back as ApiError for the page to show (no toast). */
export function verifyDocumentFile({ file, signal, onProgress }: VerifyFileInput): Promise<VerifyResult> {
  return upload(verifyDocument, { file }, { silent: true, signal, onUploadProgress: onProgress });
}

/** The check as a mutation: nothing is cached, each file is a new question. */
export function useVerifyDocument() {
  return useMutation({ mutationFn: verifyDocumentFile, retry: false });
}
