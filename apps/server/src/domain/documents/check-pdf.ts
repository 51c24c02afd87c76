import { AppError, ErrorCode, type Plan } from '@signet/contracts';
import { inspectPdf, PdfDamagedError, type PdfInfo } from '../../pdf/inspect-pdf.js';

/**
 * Opens a PDF and applies the spec 8 checks: damaged (403 'file_damaged'), no
 * pages (7802), more pages than the plan allows (7005). A password-protected file
 * throws PdfPasswordError for the caller to handle. pdf.js takes bytes given in memory over.
 */
export async function checkPdf(source: Uint8Array | { filePath: string }, plan: Plan, options: { password?: string } = {}): Promise<PdfInfo> {
  let info: PdfInfo;
  try {
    info = await inspectPdf(source, { ...options, maxPages: plan.maxPagesPerFile });
  } catch (error) {
    if (error instanceof PdfDamagedError) throw new AppError(ErrorCode.ParameterError, { messageKey: 'file_damaged', detail: error.message });
    throw error;
  }
  if (info.pageCount === 0) throw new AppError(ErrorCode.FileHasNoPages);
  if (info.pageCount > plan.maxPagesPerFile) throw new AppError(ErrorCode.FilePageExceed, { detail: `${info.pageCount} pages` });
  return info;
}
