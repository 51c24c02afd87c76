import { Box, Text, UnstyledButton } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from './pdf-page-canvas';
import { CSS_UNITS, pagesToRender } from './render-window';
import type { PageSize } from './render-window';
import { useVisiblePages } from './use-visible-pages';

export interface PdfThumbnailsProps {
  doc: PDFDocumentProxy;
  pageSizes: readonly PageSize[];
  currentPage: number;
  onSelect: (page: number) => void;
  /** Width of a thumbnail in CSS pixels. */
  width?: number;
  /** A wrapping grid (the thumbnails page) instead of one column (the side rail). */
  layout?: 'column' | 'grid';
}

/** Page thumbnails, each a button; only those near the visible part are drawn. */
export function PdfThumbnails({ doc, pageSizes, currentPage, onSelect, width = 120, layout = 'column' }: PdfThumbnailsProps) {
  const { t } = useTranslation();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const { visiblePixels, observe } = useVisiblePages(root, '200px 0px');
  const rendered = new Set(pagesToRender(visiblePixels.keys(), pageSizes.length, 1));
  const currentRef = useRef<HTMLButtonElement | null>(null);

  // Keep the current page's thumbnail in view as the reader scrolls the pages.
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [currentPage]);

  return (
    <Box
      ref={setRoot}
      role="navigation"
      aria-label={t('pdfViewer.thumbnails')}
      h="100%"
      style={{
        overflowY: 'auto',
        display: layout === 'grid' ? 'grid' : 'flex',
        flexDirection: 'column',
        gridTemplateColumns: layout === 'grid' ? `repeat(auto-fill, minmax(${width + 16}px, 1fr))` : undefined,
        alignItems: 'center',
        gap: 12,
        padding: 12,
      }}
    >
      {pageSizes.map((size, index) => {
        const page = index + 1;
        const zoom = width / (size.width * CSS_UNITS);
        const current = page === currentPage;
        return (
          <UnstyledButton
            key={page}
            ref={(element: HTMLButtonElement | null) => {
              if (current) currentRef.current = element;
              return observe(element);
            }}
            data-page={page}
            aria-label={t('pdfViewer.goToPage', { n: page })}
            aria-current={current ? 'page' : undefined}
            onClick={() => onSelect(page)}
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, borderRadius: 6, padding: 4 }}
            bg={current ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Box
              w={width}
              h={Math.round(size.height * zoom * CSS_UNITS)}
              bg="white"
              style={{
                boxShadow: '0 1px 3px rgba(0,0,0,.2)',
                outline: current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              {rendered.has(page) && <PdfPageCanvas doc={doc} pageNumber={page} zoom={zoom} />}
            </Box>
            <Text fz="xs" c={current ? 'var(--mantine-primary-color-filled)' : 'dimmed'} fw={current ? 700 : 400} aria-hidden>
              {page}
            </Text>
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
