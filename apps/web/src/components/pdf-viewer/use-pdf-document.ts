import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdf } from './load-pdf';
import type { PdfSource } from './load-pdf';
import { classifyPdfError } from './pdf-errors';
import type { PdfErrorKind } from './pdf-errors';
import type { PageSize } from './render-window';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error'; kind: PdfErrorKind }
  | { status: 'ready'; doc: PDFDocumentProxy; pageSizes: PageSize[] };

/** Sizes of later pages are read in the background, this many per update. */
const SIZE_BATCH = 50;

/**
 * Opens a PDF and reports its page sizes. Every page takes the size the server recorded,
 * or else the size of page 1, so the placeholders are laid out at once; without recorded
 * sizes, the true ones replace them in batches without blocking the first paint.
 */
export function usePdfDocument(source: PdfSource | null, password: string | undefined, knownSizes?: readonly PageSize[]): PdfDocumentState {
  // Each result remembers what it was loaded for, so a new source reads as loading at once.
  const [result, setResult] = useState<{ source: PdfSource; password: string | undefined; state: PdfDocumentState } | null>(null);

  useEffect(() => {
    if (!source) return;
    let stopped = false;
    let doc: PDFDocumentProxy | null = null;
    let destroyTask: (() => Promise<void>) | null = null;
    const setState = (next: PdfDocumentState | ((previous: PdfDocumentState) => PdfDocumentState)) =>
      setResult((previous) => {
        const before = previous?.source === source && previous.password === password ? previous.state : { status: 'loading' as const };
        return { source, password, state: typeof next === 'function' ? next(before) : next };
      });

    void (async () => {
      try {
        const task = await openPdf(source, password);
        destroyTask = () => task.destroy();
        if (stopped) return void task.destroy();
        doc = await task.promise;
        if (stopped) return;
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        const guess: PageSize = { width: first.width, height: first.height };
        const sizes: PageSize[] =
          knownSizes?.length === doc.numPages ? knownSizes.map((size, i) => (i === 0 ? guess : { ...size })) : Array.from({ length: doc.numPages }, () => guess);
        if (stopped) return;
        setState({ status: 'ready', doc, pageSizes: sizes });
        // Sizes the server recorded are the pages' own: reading 500 page objects by ranges
        // would only compete with drawing the first ones.
        if (knownSizes?.length === doc.numPages) return;

        for (let start = 2; start <= doc.numPages && !stopped; start += SIZE_BATCH) {
          const end = Math.min(doc.numPages, start + SIZE_BATCH - 1);
          const batch = await Promise.all(
            Array.from({ length: end - start + 1 }, async (_, i) => (await doc!.getPage(start + i)).getViewport({ scale: 1 })),
          );
          if (stopped) return;
          const loaded = doc;
          setState((previous) => {
            if (previous.status !== 'ready' || previous.doc !== loaded) return previous;
            const next = previous.pageSizes.slice();
            batch.forEach((viewport, i) => (next[start - 1 + i] = { width: viewport.width, height: viewport.height }));
            return { ...previous, pageSizes: next };
          });
        }
      } catch (error) {
        if (!stopped) setState({ status: 'error', kind: classifyPdfError(error) });
      }
    })();

    return () => {
      stopped = true;
      void destroyTask?.();
    };
    // knownSizes only seed the layout; a new array with the same sizes must not reload the file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, password]);

  return source && result?.source === source && result.password === password ? result.state : { status: 'loading' };
}
