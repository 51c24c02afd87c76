import type * as PdfjsLib from 'pdfjs-dist';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/** A PDF to show: bytes in memory, or a URL with the headers it needs (x-token for our API). */
export type PdfSource = { url: string; httpHeaders?: Record<string, string> } | { data: Uint8Array };

type Pdfjs = typeof PdfjsLib;

interface LoadedPdfjs {
  lib: Pdfjs;
  workerUrl: string;
}

let pdfjs: Promise<LoadedPdfjs> | null = null;
/** A module worker and whether its script has loaded (pdf.js's worker says "ready" when it has). */
interface StartedWorker {
  port: Worker;
  loaded: Promise<void>;
}

/** A worker started before any document asked for one (see loadPdfjs); the first document takes it. */
let spareWorker: StartedWorker | null = null;

/**
 * pdf.js (about 400 KB) and its worker load on first use, so pages without a PDF stay small.
 * The first worker starts as soon as its address is known, beside pdf.js's main module rather
 * than after it has run: on a phone that is a few hundred milliseconds off the first page.
 */
function loadPdfjsWithWorker(): Promise<LoadedPdfjs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url').then(({ default: url }) => startSpareWorker(url))])
    .then(([lib, workerUrl]) => {
      // For the case where no module worker could be made: pdf.js then makes its own.
      lib.GlobalWorkerOptions.workerSrc = workerUrl;
      return { lib, workerUrl };
    })
    .catch((error: unknown) => {
      // A failed download (a network blip) is tried again by the next page that needs pdf.js.
      pdfjs = null;
      throw error;
    });
  return pdfjs;
}

function startSpareWorker(url: string): string {
  spareWorker = startWorker(url);
  return url;
}

/** Starts loading pdf.js and its first worker (pages that will draw a document call it early). */
export function loadPdfjs(): Promise<Pdfjs> {
  return loadPdfjsWithWorker().then(({ lib }) => lib);
}

/** A module worker, or null where one cannot be made here (pdf.js then makes its own, or runs without). */
function startWorker(url: string): StartedWorker | null {
  try {
    const port = new Worker(url, { type: 'module' });
    const loaded = new Promise<void>((resolve) => {
      port.addEventListener('message', () => resolve(), { once: true });
      port.addEventListener('error', () => resolve(), { once: true });
    });
    return { port, loaded };
  } catch {
    return null;
  }
}

/**
 * Ends a worker once its script has loaded: ending it sooner aborts the script's download (a
 * failed request in the console) when a document closes right after opening, and the next
 * worker would have to fetch it again.
 */
function endWorker({ port, loaded }: StartedWorker): void {
  void loaded.then(() => port.terminate());
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
  const { lib, workerUrl } = await loadPdfjsWithWorker();
  // Each document has a worker of its own, as pdf.js gives it when left to itself (a worker
  // passed as the global workerPort would be shared, and closing one document would break the
  // others). The first document takes the worker already started; the task ends its worker.
  const started = spareWorker ?? startWorker(workerUrl);
  spareWorker = null;
  const worker = started ? lib.PDFWorker.create({ port: started.port }) : undefined;
  const task = lib.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given; keep the caller's intact.
    // A URL is read by byte ranges (the server answers Range): page 1 of a 500-page file draws
    // after its own bytes arrive, and later pages are fetched as they are shown, not all at once.
    ...('data' in source
      ? { data: source.data.slice() }
      : { url: source.url, httpHeaders: source.httpHeaders, withCredentials: false, disableStream: true, disableAutoFetch: true }),
    password,
    worker,
    cMapUrl: `${ASSETS}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${ASSETS}standard_fonts/`,
    wasmUrl: `${ASSETS}wasm/`,
    iccUrl: `${ASSETS}iccs/`,
    enableXfa: false,
  });
  if (started && worker) {
    // pdf.js ends only workers it made; this one is ours (PDFDocumentProxy.destroy comes here too).
    const destroy = task.destroy.bind(task);
    task.destroy = async () => {
      try {
        await destroy();
      } finally {
        worker.destroy();
        endWorker(started);
      }
    };
  }
  return task;
}
