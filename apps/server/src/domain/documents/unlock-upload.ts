import { AppError, ErrorCode, type Plan } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { decryptPdf } from '../../pdf/decrypt-pdf.js';
import { PdfDamagedError, PdfPasswordError } from '../../pdf/inspect-pdf.js';
import type { FileStore } from '../../storage/file-store.js';
import { readAll } from '../../storage/read-stream.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { checkPdf } from './check-pdf.js';
import { sealableUpload } from './convert-upload.js';
import { defaultDocumentName } from './document-name.js';
import type { DocumentRow } from './documents-repository.js';
import { passwordError } from './lock-upload.js';
import { deleteLockedUpload, findLockedUpload } from './locked-uploads-repository.js';
import { storeDocument } from './store-document.js';
import type { Workspace } from '../company/workspace.js';

/**
 * Opens a password-protected upload with its password and stores it decrypted
 * (the decrypted file is the original kept, under the uploaded name), then drops
 * the locked copy. A wrong password answers 7800 'file_password_wrong'; tries are
 * rate limited per upload. An unknown, expired or someone else's upload is 404.
 * Memory: the encrypted file, qpdf's working copy and the decrypted result
 * (about three times the file size at the peak).
 */
export async function unlockUpload(
  db: Db,
  files: FileStore,
  input: { owner: Workspace; plan: Plan; uploadId: bigint; password: string },
): Promise<DocumentRow> {
  const locked = await findLockedUpload(db, input.owner.userId, input.uploadId);
  if (!locked) throw new AppError(ErrorCode.NotFound);
  await hitNamedLimit(db, 'unlockUploadPerUpload', String(locked.id));

  let decrypted: Uint8Array;
  try {
    decrypted = await decryptPdf(await readAll(await files.get(locked.storageKey)), input.password);
  } catch (error) {
    if (error instanceof PdfPasswordError) throw passwordError(locked.id, locked.fileName, true);
    if (error instanceof PdfDamagedError) throw new AppError(ErrorCode.ParameterError, { messageKey: 'file_damaged', detail: error.message });
    throw error;
  }
  // pdf.js takes over what it is given; the decrypted bytes are still needed to store them.
  const info = await checkPdf(decrypted.slice(), input.plan);
  const signable = await sealableUpload(decrypted, { kept: false, pageSizes: info.pageSizes }, input.plan);
  const row = await storeDocument(db, files, {
    owner: input.owner,
    name: defaultDocumentName(locked.fileName),
    kind: 'pdf',
    original: { body: Buffer.from(decrypted.buffer, decrypted.byteOffset, decrypted.byteLength), fileName: locked.fileName, contentType: 'application/pdf', extension: 'pdf' },
    pdf: signable.pdf,
    pageSizes: signable.pageSizes,
  });
  await deleteLockedUpload(db, locked.id);
  await files.delete(locked.storageKey).catch(() => undefined);
  return row;
}
