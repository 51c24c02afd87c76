import type * as PdfjsLib from 'pdfjs-dist';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/** A PDF to show: bytes in memory, or a URL with the headers it needs (x-token for our API). */
export type PdfSource = { url: string; httpHeaders?: Record<string, string> } | { data: Uint8Array };

type Pdfjs = typeof PdfjsLib;

let pdfjs: Promise<Pdfjs> | null = null;

/**
 * pdf.js (about 400 KB) and its worker load on first use, so pages without a PDF stay small.
 * The worker is started as soon as its address is known, beside pdf.js's main module rather
 * than after it has run: on a phone that is a few hundred milliseconds off the first page.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= (() => {
    const workerUrl = import('pdfjs-dist/build/pdf.worker.min.mjs?url').then(({ default: url }) => url);
    const worker = workerUrl.then(startWorker);
    return Promise.all([import('pdfjs-dist'), workerUrl, worker]).then(([lib, url, port]) => {
      // One worker for the page's lifetime: pdf.js keeps a worker it was given across documents.
      if (port) lib.GlobalWorkerOptions.workerPort = port;
      else lib.GlobalWorkerOptions.workerSrc = url;
      return lib;
    });
  })().catch((error: unknown) => {
    // A failed download (a network blip) is tried again by the next page that needs pdf.js.
    pdfjs = null;
    throw error;
  });
  return pdfjs;
}

/** A module worker, or null where one cannot be made here: pdf.js then makes its own (or runs without). */
function startWorker(url: string): Worker | null {
  try {
    return new Worker(url, { type: 'module' });
  } catch {
    return null;
  }
}

/** Where the build copies pdf.js's data files (see the pdfjs-assets plugin in vite.config.ts). */
const ASSETS = `${import.meta.env.BASE_URL}pdfjs/`;

/**
 * Starts loading a PDF. CJK cmaps and the standard fonts come from our own origin,
 * so Chinese text in files without embedded fonts renders.
 * A crafted font can never run code (CVE-2024-4367): pdf.js 6 removed the eval font
 * path and with it the `isEvalSupported` option (its build holds no eval or new
 * Function), so there is nothing left to turn off.
 */
export async function openPdf(source: PdfSource, password?: string): Promise<PDFDocumentLoadingTask> {
  const lib = await loadPdfjs();
  return lib.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given; keep the caller's intact.
    // A URL is read by byte ranges (the server answers Range): page 1 of a 500-page file draws
    // after its own bytes arrive, and later pages are fetched as they are shown, not all at once.
    ...('data' in source
      ? { data: source.data.slice() }
      : { url: source.url, httpHeaders: source.httpHeaders, withCredentials: false, disableStream: true, disableAutoFetch: true }),
    password,
    cMapUrl: `${ASSETS}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${ASSETS}standard_fonts/`,
    wasmUrl: `${ASSETS}wasm/`,
    iccUrl: `${ASSETS}iccs/`,
    enableXfa: false,
  });
}
