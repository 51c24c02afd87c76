import { Box, Drawer, Paper } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/state/app-store';
import type { PdfSource } from './load-pdf';
import { PAGE_GAP, PdfPageSlot } from './pdf-pages';
import { PdfThumbnails } from './pdf-thumbnails';
import { PdfToolbar } from './pdf-toolbar';
import { PdfViewerStatus } from './pdf-viewer-status';
import { clampZoom, currentPageOf, fitWidthZoom, pagesToRender, stepZoom } from './render-window';
import type { PageSize } from './render-window';
import { usePdfDocument } from './use-pdf-document';
import { useVisiblePages } from './use-visible-pages';
import { useContentWidth } from '../../hooks/use-content-width';

export interface PdfViewerProps {
  /** Memoise it: a new object reloads the file. */
  source: PdfSource;
  /** Sizes the server recorded (points), so placeholders are right before pages load. */
  pageSizes?: readonly PageSize[];
  /** Side rail of thumbnails on wide screens (a drawer on phones). */
  thumbnails?: boolean;
  onPageChange?: (page: number) => void;
}

/**
 * The PDF viewer every screen uses (drive, signing, the embeddable frame). It fills
 * its parent's height: give the parent one.
 */
export function PdfViewer({ source, pageSizes, thumbnails = true, onPageChange }: PdfViewerProps) {
  const [password, setPassword] = useState<string>();
  const state = usePdfDocument(source, password, pageSizes);
  if (state.status !== 'ready') return <PdfViewerStatus state={state} onPassword={setPassword} />;
  return <PdfDocumentView key={state.doc.fingerprints[0] ?? ''} doc={state.doc} pageSizes={state.pageSizes} thumbnails={thumbnails} onPageChange={onPageChange} />;
}

type ZoomMode = { fit: true } | { fit: false; zoom: number };

function PdfDocumentView({ doc, pageSizes, thumbnails, onPageChange }: { doc: PDFDocumentProxy; pageSizes: PageSize[]; thumbnails: boolean; onPageChange?: (page: number) => void }) {
  const { t } = useTranslation();
  const isMobile = useAppStore((s) => s.isMobile);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollerRef.current = element;
    setScroller(element);
  }, []);
  const width = useContentWidth(scroller);
  const [mode, setMode] = useState<ZoomMode>({ fit: true });
  const [railOpen, setRailOpen] = useState(!isMobile);
  const padding = isMobile ? 8 : 24;

  const fitted = useMemo(() => fitWidthZoom(width - padding * 2, pageSizes), [width, padding, pageSizes]);
  // A fitted page is never blown up past 150 %: a wide screen should not show one giant page.
  const zoom = mode.fit ? Math.min(fitted, isMobile ? fitted : 1.5) : mode.zoom;

  const { visiblePixels, observe } = useVisiblePages(scroller);
  const current = currentPageOf(visiblePixels, 1);
  const drawn = useMemo(() => new Set(pagesToRender(visiblePixels.keys(), pageSizes.length)), [visiblePixels, pageSizes.length]);

  useEffect(() => onPageChange?.(current), [current, onPageChange]);

  // Keep the reader's place when the zoom changes: the same fraction of the document stays at the top.
  const previousZoom = useRef(zoom);
  const scrollFraction = useRef(0);
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element || previousZoom.current === zoom) return;
    previousZoom.current = zoom;
    element.scrollTop = scrollFraction.current * element.scrollHeight;
  }, [zoom]);

  const rememberPlace = () => {
    const element = scrollerRef.current;
    if (element) scrollFraction.current = element.scrollTop / Math.max(1, element.scrollHeight);
  };
  const changeZoom = (direction: 1 | -1) => {
    rememberPlace();
    setMode({ fit: false, zoom: clampZoom(stepZoom(zoom, direction)) });
  };
  const fitWidth = () => {
    rememberPlace();
    setMode({ fit: true });
  };

  const goToPage = useCallback(
    (page: number) => {
      const container = scrollerRef.current;
      const element = container?.querySelector<HTMLElement>(`[data-page="${page}"]`);
      if (container && element) container.scrollTo({ top: element.offsetTop - PAGE_GAP, behavior: 'instant' });
      if (isMobile) setRailOpen(false);
    },
    [isMobile],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') changeZoom(1);
    else if (event.key === '-') changeZoom(-1);
    else if (event.key === '0') fitWidth();
    else return;
    event.preventDefault();
  };

  const toolbar = (
    <Paper radius={0} withBorder style={{ borderLeft: 0, borderRight: 0, [isMobile ? 'borderBottom' : 'borderTop']: 0 }}>
      <PdfToolbar
        page={current}
        pageCount={pageSizes.length}
        zoom={zoom}
        fitted={mode.fit}
        thumbnailsOpen={railOpen}
        onToggleThumbnails={thumbnails ? () => setRailOpen((open) => !open) : undefined}
        onZoom={changeZoom}
        onFitWidth={fitWidth}
        onGoToPage={goToPage}
      />
    </Paper>
  );
  const rail = <PdfThumbnails doc={doc} pageSizes={pageSizes} currentPage={current} onSelect={goToPage} width={isMobile ? 140 : 110} />;

  return (
    <Box h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {!isMobile && toolbar}
      <Box style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {thumbnails && !isMobile && railOpen && (
          <Box w={150} style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-default-border)' }} bg="var(--mantine-color-gray-0)">
            {rail}
          </Box>
        )}
        <Box
          ref={attachScroller}
          tabIndex={0}
          role="region"
          aria-label={t('pdfViewer.pages')}
          onKeyDown={onKeyDown}
          bg="var(--mantine-color-gray-2)"
          style={{ flex: 1, overflow: 'auto', minWidth: 0, position: 'relative' }}
        >
          <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: PAGE_GAP, padding: `${PAGE_GAP}px ${padding}px`, width: 'max-content', minWidth: '100%' }}>
            {width > 0 &&
              pageSizes.map((size, index) => (
                <PdfPageSlot
                  key={index + 1}
                  doc={doc}
                  page={index + 1}
                  size={size}
                  // Fitting the width, a page wider than the rest (a landscape sheet) is fitted too.
                  zoom={mode.fit ? Math.min(zoom, fitWidthZoom(width - padding * 2, [size])) : zoom}
                  draw={drawn.has(index + 1)}
                  observe={observe}
                />
              ))}
          </Box>
        </Box>
      </Box>
      {isMobile && toolbar}
      {thumbnails && isMobile && (
        <Drawer opened={railOpen} onClose={() => setRailOpen(false)} title={t('pdfViewer.thumbnails')} size={220} padding={0}>
          <Box h="calc(100dvh - 64px)">{rail}</Box>
        </Drawer>
      )}
    </Box>
  );
}

