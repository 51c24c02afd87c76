import { readFile } from 'node:fs/promises';
import { AppError, ErrorCode, type Plan } from '@signet/contracts';
import type { PageSize } from '../../db/schema/documents.js';
import { decryptPdf } from '../../pdf/decrypt-pdf.js';
import { hasEncryption } from '../../pdf/has-encryption.js';
import { imageToPdf } from '../../pdf/image-to-pdf.js';
import { PdfDamagedError } from '../../pdf/inspect-pdf.js';
import { textToPdf, TooManyPagesError } from '../../pdf/text-to-pdf.js';
import { checkPdf } from './check-pdf.js';
import type { DetectedType } from './detect-file-type.js';
import { ensureSealable } from './sealable-pdf.js';

export interface ConvertedUpload {
  /** Null when the upload is a PDF: the original is the PDF. */
  pdf: Uint8Array | null;
  pageSizes: PageSize[];
}

const damaged = (error: unknown) =>
  new AppError(ErrorCode.ParameterError, { messageKey: 'file_damaged', detail: error instanceof Error ? error.message : String(error) });

/** A decryption that fails for any reason but a password is a damaged file, never a 500. */
function rethrowDamaged(error: unknown): never {
  if (error instanceof PdfDamagedError) throw damaged(error);
  throw error;
}

/**
 * The PDF variant to sign on: the upload's own bytes when they seal (`kept` says they
 * must be stored as the variant anyway, e.g. decrypted), else the normalised copy
 * ensureSealable made, with its page sizes read again.
 */
export async function sealableUpload(bytes: Uint8Array, checked: { kept: boolean; pageSizes: PageSize[] }, plan: Plan): Promise<ConvertedUpload> {
  const sealable = await ensureSealable(bytes);
  if (!sealable.normalised) return { pdf: checked.kept ? bytes : null, pageSizes: checked.pageSizes };
  // pdf.js takes over what it is given; the normalised bytes are still to be stored.
  const info = await checkPdf(sealable.pdf.slice(), plan);
  return { pdf: sealable.pdf, pageSizes: info.pageSizes };
}

/**
 * Checks an upload (on disk at `filePath`) and makes its PDF: a PDF is checked
 * in place (pdf.js reads only the ranges it needs from the file); an image
 * becomes a one-page PDF; a text is typeset. The plan's page
 * limit applies to all three. A password-protected PDF throws PdfPasswordError.
 * A PDF that opens without a password but is still encrypted (an owner password
 * restricting changes) keeps its original as uploaded and gets a decrypted PDF,
 * because signing must be able to write into it. Every PDF must also pass the sealing
 * path (ensureSealable), normalised if need be, or is refused as damaged.
 */
export async function convertUpload(detected: DetectedType, filePath: string, plan: Plan): Promise<ConvertedUpload> {
  if (detected.kind === 'pdf') {
    const info = await checkPdf({ filePath }, plan);
    const encrypted = await hasEncryption(filePath);
    const bytes = encrypted ? await decryptPdf(await readFile(filePath), '').catch(rethrowDamaged) : await readFile(filePath);
    return sealableUpload(bytes, { kept: encrypted, pageSizes: info.pageSizes }, plan);
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
