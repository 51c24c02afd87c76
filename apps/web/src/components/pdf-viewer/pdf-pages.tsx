import { Box } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from './pdf-page-canvas';
import { CSS_UNITS } from './render-window';
import type { PageSize } from './render-window';

export const PAGE_GAP = 12;

interface PdfPageSlotProps {
  doc: PDFDocumentProxy;
  page: number;
  size: PageSize;
  zoom: number;
  /** Drawn only near the viewport; otherwise a white placeholder of the page's shape. */
  draw: boolean;
  observe: (element: HTMLElement | null) => (() => void) | undefined;
}

/** One page: a placeholder with the page's aspect ratio, holding a canvas when near the viewport. */
export const PdfPageSlot = memo(function PdfPageSlot({ doc, page, size, zoom, draw, observe }: PdfPageSlotProps) {
  const { t } = useTranslation();
  const [rendered, setRendered] = useState(false);
  const shown = draw && rendered;
  return (
    <Box
      ref={observe}
      data-page={page}
      id={`pdf-page-${page}`}
      role={shown ? 'img' : undefined}
      aria-label={shown ? t('pdfViewer.page', { n: page }) : undefined}
      w={Math.round(size.width * zoom * CSS_UNITS)}
      h={Math.round(size.height * zoom * CSS_UNITS)}
      bg="white"
      style={{ flex: 'none', boxShadow: '0 1px 4px rgba(0,0,0,.18)', position: 'relative' }}
    >
      {draw && <PdfPageCanvas doc={doc} pageNumber={page} zoom={zoom} onRendered={setRendered} />}
    </Box>
  );
});
