import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { AppError, ErrorCode, type Plan } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { PdfPasswordError } from '../../pdf/inspect-pdf.js';
import type { FileStore } from '../../storage/file-store.js';
import { cleanExpiredUploads } from './clean-expired-uploads.js';
import { convertUpload } from './convert-upload.js';
import { detectFileType, SNIFF_BYTES } from './detect-file-type.js';
import { cleanFileName, defaultDocumentName, parseDocumentName } from './document-name.js';
import type { DocumentRow } from './documents-repository.js';
import { lockUpload } from './lock-upload.js';
import { storeDocument } from './store-document.js';
import type { Workspace } from '../company/workspace.js';

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Accepts one uploaded file (already on disk, already within the plan's size):
 * empty 7801; not a supported type by its bytes 403 'file_type_unsupported';
 * then the PDF checks or the conversion (see convertUpload). A password-protected
 * PDF is kept as a locked upload and answered with 7800. On success the original
 * and its PDF are stored and recorded.
 */
export async function uploadDocument(
  db: Db,
  files: FileStore,
  input: {
    owner: Workspace;
    plan: Plan;
    file: { path: string; fileName: string; size: number };
    name?: string | undefined;
    /**
     * Changes the PDF to sign on before it is stored (a one-call request's text tags are removed, issue 38), or
     * answers null to keep it; the original stays as sent.
     */
    preparePdf?: (pdf: Uint8Array) => Promise<Uint8Array | null>;
  },
): Promise<DocumentRow> {
  await cleanExpiredUploads(db, files).catch(() => undefined);
  if (input.file.size === 0) throw new AppError(ErrorCode.FileHasNoSize);
  const fileName = cleanFileName(input.file.fileName);
  // A blank name field means "no name given", as a form with an empty input sends.
  const name = input.name?.trim() ? parseDocumentName(input.name) : defaultDocumentName(fileName);

  const detected = await detectFileType(fileName, await readHead(input.file.path), () => readFile(input.file.path));
  if (!detected) throw new AppError(ErrorCode.ParameterError, { messageKey: 'file_type_unsupported' });

  let converted;
  try {
    converted = await convertUpload(detected, input.file.path, input.plan);
  } catch (error) {
    if (error instanceof PdfPasswordError) throw await lockUpload(db, files, { owner: input.owner, filePath: input.file.path, fileName });
    throw error;
  }
  const prepared = input.preparePdf ? await input.preparePdf(converted.pdf ?? new Uint8Array(await readFile(input.file.path))) : null;
  const pdf = prepared ?? converted.pdf;
  return storeDocument(db, files, {
    owner: input.owner,
    name,
    kind: detected.kind,
    original: { body: createReadStream(input.file.path), fileName, contentType: detected.contentType, extension: detected.extension },
    pdf,
    pageSizes: converted.pageSizes,
  });
}
