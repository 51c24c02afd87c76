import { open, type FileHandle } from 'node:fs/promises';
import { getDocument, PasswordResponses, PDFDataRangeTransport, VerbosityLevel } from './pdfjs.js';
import type { PageSize } from '../db/schema/documents.js';

/** pdf.js asks for the parts of the file it needs, in chunks of this size. */
const RANGE_CHUNK = 64 * 1024;

/** Serves pdf.js the byte ranges it asks for, read from a file. */
class FileRangeTransport extends PDFDataRangeTransport {
  constructor(
    private readonly handle: FileHandle,
    length: number,
  ) {
    super(length, new Uint8Array(0));
  }

  override requestDataRange(begin: number, end: number): void {
    const chunk = new Uint8Array(end - begin);
    this.handle.read(chunk, 0, chunk.length, begin).then(
      () => this.onDataRange(begin, chunk),
      () => this.abort(),
    );
  }
}

/** The PDF needs a password to open (`wrong`: the one given did not fit). */
export class PdfPasswordError extends Error {
  constructor(readonly wrong: boolean) {
    super(wrong ? 'PDF password is wrong' : 'PDF needs a password');
    this.name = 'PdfPasswordError';
  }
}

/** The bytes are not a readable PDF (truncated, corrupt, or not a PDF at all). */
export class PdfDamagedError extends Error {
  constructor(cause: unknown) {
    super(`PDF is damaged: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PdfDamagedError';
  }
}

export interface PdfInfo {
  pageCount: number;
  pageSizes: PageSize[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Opens a PDF with pdf.js (the same parser the viewer uses, so what passes here
 * displays) and reads its page count and page sizes in points, rotation applied.
 * pdf.js takes ownership of (detaches) `bytes`: pass a copy if you need them
 * afterwards. Pages are read one at a time, so only the cross-reference table and
 * the page dictionaries are parsed, never the content streams.
 */
export async function inspectPdf(source: Uint8Array | { filePath: string }, options: { password?: string; maxPages?: number } = {}): Promise<PdfInfo> {
  if (!(source instanceof Uint8Array)) return inspectPdfFile(source.filePath, options);
  return inspectWith({ data: Buffer.isBuffer(source) ? new Uint8Array(source) : source }, options);
}

/**
 * Like inspectPdf, reading the file by ranges: pdf.js fetches only what it needs
 * (trailer, cross-reference table, page tree), so a 50 MB file is never wholly in
 * memory. Its buffer is allocated at full length but stays untouched (not
 * resident) outside the ranges read.
 */
async function inspectPdfFile(filePath: string, options: { password?: string; maxPages?: number }): Promise<PdfInfo> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const range = new FileRangeTransport(handle, size);
    return await inspectWith({ range, length: size, rangeChunkSize: RANGE_CHUNK, disableAutoFetch: true, disableStream: true }, options);
  } finally {
    await handle.close();
  }
}

async function inspectWith(
  source: { data: Uint8Array } | { range: PDFDataRangeTransport; length: number; rangeChunkSize: number; disableAutoFetch: boolean; disableStream: boolean },
  options: { password?: string; maxPages?: number },
): Promise<PdfInfo> {
  // No isEvalSupported: pdf.js 6 removed its eval font path (CVE-2024-4367) and the option with it.
  const task = getDocument({
    ...source,
    password: options.password,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise.catch((error: unknown) => {
      const name = (error as { name?: string } | null)?.name;
      if (name === 'PasswordException') {
        const code = (error as { code?: number }).code;
        throw new PdfPasswordError(code === PasswordResponses.INCORRECT_PASSWORD);
      }
      throw new PdfDamagedError(error);
    });
    const pageCount = doc.numPages;
    // Beyond the plan's maximum the upload is refused anyway; do not read every page.
    if (options.maxPages !== undefined && pageCount > options.maxPages) return { pageCount, pageSizes: [] };
    const pageSizes: PageSize[] = [];
    for (let number = 1; number <= pageCount; number++) {
      const page = await doc.getPage(number).catch((error: unknown) => {
        throw new PdfDamagedError(error);
      });
      const viewport = page.getViewport({ scale: 1 });
      pageSizes.push({ width: round(viewport.width), height: round(viewport.height) });
      page.cleanup();
    }
    return { pageCount, pageSizes };
  } finally {
    await task.destroy();
  }
}
