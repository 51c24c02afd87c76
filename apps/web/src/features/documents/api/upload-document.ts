import { unlockUpload, uploadDocument } from '@signet/contracts';
import { callOperation, upload } from '../../../lib/api/app-client';

/** Uploads one file; failures come back as ApiError for the row to show (no toast). */
export function uploadDocumentFile(file: File, options: { signal: AbortSignal; onProgress: (fraction: number) => void }) {
  return upload(uploadDocument, { file }, { silent: true, signal: options.signal, onUploadProgress: options.onProgress });
}

/** Opens a password-protected upload (7800 'file_password_wrong' when the password is wrong). */
export function unlockUploadFile(uploadId: bigint, password: string, signal?: AbortSignal) {
  return callOperation(unlockUpload, { params: { uploadId }, body: { password } }, { silent: true, signal });
}
