import { LIMITS } from '@signet/contracts';

/** Why a chosen file is not sent for checking; the server reads the bytes again either way. */
export type PdfRefusal = 'tooMany' | 'notPdf' | 'empty' | 'tooLarge';

export type PdfChoice<F> = { file: F; refusal: null } | { file: F | null; refusal: PdfRefusal };

const isPdf = (file: { name: string; type: string }) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * Picks the one PDF to check from a selection (drop or picker): exactly one file, a PDF
 * by its type or name (any case), not empty, within the upload limit.
 */
export function choosePdf<F extends { name: string; size: number; type: string }>(files: readonly F[], maxBytes = LIMITS.maxFileBytes): PdfChoice<F> {
  const [file] = files;
  if (!file) return { file: null, refusal: 'notPdf' };
  if (files.length > 1) return { file, refusal: 'tooMany' };
  if (!isPdf(file)) return { file, refusal: 'notPdf' };
  if (file.size === 0) return { file, refusal: 'empty' };
  if (file.size > maxBytes) return { file, refusal: 'tooLarge' };
  return { file, refusal: null };
}

/** The only type the picker offers; dropping anything else still reaches choosePdf for a clear message. */
export const PDF_ACCEPT: Record<string, string[]> = { 'application/pdf': ['.pdf', '.PDF'] };
