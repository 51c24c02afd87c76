import { readFile } from 'node:fs/promises';
import { AppError, ErrorCode, type Plan } from '@signet/contracts';
import type { PageSize } from '../../db/schema/documents.js';
import { decryptPdf } from '../../pdf/decrypt-pdf.js';
import { hasEncryption } from '../../pdf/has-encryption.js';
import { imageToPdf } from '../../pdf/image-to-pdf.js';
import { textToPdf, TooManyPagesError } from '../../pdf/text-to-pdf.js';
import { checkPdf } from './check-pdf.js';
import type { DetectedType } from './detect-file-type.js';

export interface ConvertedUpload {
  /** Null when the upload is a PDF: the original is the PDF. */
  pdf: Uint8Array | null;
  pageSizes: PageSize[];
}

const damaged = (error: unknown) =>
  new AppError(ErrorCode.ParameterError, { messageKey: 'file_damaged', detail: error instanceof Error ? error.message : String(error) });

/**
 * Checks an upload (on disk at `filePath`) and makes its PDF: a PDF is checked
 * in place (pdf.js reads only the ranges it needs from the file); an image
 * becomes a one-page PDF; a text is typeset. The plan's page
 * limit applies to all three. A password-protected PDF throws PdfPasswordError.
 * A PDF that opens without a password but is still encrypted (an owner password
 * restricting changes) keeps its original as uploaded and gets a decrypted PDF,
 * because signing must be able to write into it.
 */
export async function convertUpload(detected: DetectedType, filePath: string, plan: Plan): Promise<ConvertedUpload> {
  if (detected.kind === 'pdf') {
    const info = await checkPdf({ filePath }, plan);
    if (!(await hasEncryption(filePath))) return { pdf: null, pageSizes: info.pageSizes };
    return { pdf: await decryptPdf(await readFile(filePath), ''), pageSizes: info.pageSizes };
  }
  if (detected.kind === 'image') {
    const converted = await imageToPdf(filePath).catch((error: unknown) => {
      throw damaged(error);
    });
    return converted;
  }
  try {
    const converted = await textToPdf(detected.text ?? '', { maxPages: plan.maxPagesPerFile });
    if (converted.pageSizes.length === 0) throw new AppError(ErrorCode.FileHasNoPages);
    return converted;
  } catch (error) {
    if (error instanceof TooManyPagesError) throw new AppError(ErrorCode.FilePageExceed, { detail: error.message });
    throw error;
  }
}
