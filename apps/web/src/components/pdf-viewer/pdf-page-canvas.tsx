import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useRef } from 'react';
import { CSS_UNITS, canvasPixelRatio } from './render-window';

export interface PdfPageCanvasProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** 1 = 100 %. */
  zoom: number;
  onRendered?: (rendered: boolean) => void;
}

/**
 * Draws one page into a canvas sized for the screen's pixel ratio, so text stays
 * crisp on high-density screens. A new drawing replaces the old only when it is
 * complete: zooming shows the stretched old page, never a blank.
 */
export function PdfPageCanvas({ doc, pageNumber, zoom, onRendered }: PdfPageCanvasProps) {
  const holder = useRef<HTMLDivElement>(null);
  const reportRendered = useEffectEvent((rendered: boolean) => onRendered?.(rendered));

  useEffect(() => {
    let task: RenderTask | null = null;
    let stopped = false;
    void (async () => {
      try {
        const page = await doc.getPage(pageNumber);
        if (stopped) return;
        const viewport = page.getViewport({ scale: zoom * CSS_UNITS });
        const ratio = canvasPixelRatio(viewport.width, viewport.height, window.devicePixelRatio);
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = '100%';
        canvas.style.height = '100%';
        canvas.style.display = 'block';
        task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        await task.promise;
        if (stopped || !holder.current) return;
        holder.current.replaceChildren(canvas);
        reportRendered(true);
      } catch (error) {
        // A cancelled render is the page scrolling away or the zoom changing again.
        if ((error as { name?: string }).name !== 'RenderingCancelledException' && !stopped) reportRendered(false);
      }
    })();
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [doc, pageNumber, zoom]);

  return <div ref={holder} aria-hidden style={{ width: '100%', height: '100%' }} />;
}
