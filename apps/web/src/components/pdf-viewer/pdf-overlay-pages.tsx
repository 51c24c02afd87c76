import { Box, Center, Loader } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfSource } from './load-pdf';
import { PageFrame, type PageColumnProps } from './page-frame';
import { PAGE_GAP } from './pdf-pages';
import { PdfPageCanvas } from './pdf-page-canvas';
import { PdfViewerStatus } from './pdf-viewer-status';
import { fittedPage, pagesToRender } from './render-window';
import type { PageSize } from './render-window';
import { usePdfDocument } from './use-pdf-document';
import { useVisiblePages } from './use-visible-pages';

export interface PdfOverlayPagesProps extends PageColumnProps {
  /** Memoise it: a new object reloads the file. */
  source: PdfSource;
}

/**
 * The pages of one PDF, fitted to a width, each with a layer on top: the signer's
 * fields, or anything else placed by page fractions. The overlays are there from the
 * first paint (placeholders take the recorded sizes); the drawings follow the scroll.
 */
export function PdfOverlayPages(props: PdfOverlayPagesProps) {
  const state = usePdfDocument(props.source, undefined, props.pageSizes);
  if (state.status === 'error') {
    return (
      <Box h={320} bg="var(--mantine-color-gray-1)">
        <PdfViewerStatus state={state} onPassword={() => undefined} />
      </Box>
    );
  }
  const sizes = state.status === 'ready' ? state.pageSizes : props.pageSizes;
  return <Pages {...props} doc={state.status === 'ready' ? state.doc : null} sizes={sizes} />;
}

function Pages({ doc, sizes, scroller, width, maxZoom = 1.5, renderOverlay, pageLabel }: PdfOverlayPagesProps & { doc: PDFDocumentProxy | null; sizes: readonly PageSize[] }) {
  const { visiblePixels, observe } = useVisiblePages(scroller, '300px 0px');
  const drawn = useMemo(() => new Set(pagesToRender(visiblePixels.keys(), sizes.length, 1)), [visiblePixels, sizes.length]);
  if (width <= 0) return null;
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: PAGE_GAP }}>
      {sizes.map((size, index) => {
        const { zoom, pagePx } = fittedPage(size, width, maxZoom);
        return (
          <OverlayPage
            key={index + 1}
            doc={doc}
            page={index + 1}
            pagePx={pagePx}
            zoom={zoom}
            draw={drawn.has(index + 1)}
            observe={observe}
            overlay={renderOverlay(index + 1, pagePx)}
            label={pageLabel(index + 1)}
          />
        );
      })}
    </Box>
  );
}

interface OverlayPageProps {
  doc: PDFDocumentProxy | null;
  page: number;
  /** The page box on screen, CSS pixels. */
  pagePx: PageSize;
  zoom: number;
  draw: boolean;
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  overlay: ReactNode;
  label: string;
}

const OverlayPage = memo(function OverlayPage({ doc, page, pagePx, zoom, draw, observe, overlay, label }: OverlayPageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame page={page} pagePx={pagePx} observe={observe} label={label} overlay={overlay}>
      {draw &&
        (doc ? (
          <PdfPageCanvas doc={doc} pageNumber={page} zoom={zoom} />
        ) : (
          // Only pages near view show a spinner: hundreds of animated ones cost a phone seconds.
          <Center h="100%">
            <Loader size="sm" color="gray" role="status" aria-label={t('common.loading')} />
          </Center>
        ))}
    </PageFrame>
  );
});
