import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageSize } from './render-window';

/** How a document's column of pages is laid out, whatever draws the pages (images or pdf.js). */
export interface PageColumnProps {
  /** Sizes the server recorded (points, as displayed): pages and overlays are laid out before anything is drawn. */
  pageSizes: readonly PageSize[];
  /** The scrolling element the pages sit in (for drawing only the pages near view). */
  scroller: HTMLElement | null;
  /** Width available for a page, in CSS pixels; pages fit it, up to `maxZoom`. */
  width: number;
  maxZoom?: number;
  /** What lies on top of a page: its parent is exactly the page box, so fractions are fractions of the displayed page. */
  renderOverlay: (page: number, pagePx: PageSize) => ReactNode;
  /** Accessible name of a page, e.g. "Page 2". */
  pageLabel: (page: number) => string;
}

export interface PageFrameProps {
  page: number;
  /** The page box on screen, CSS pixels. */
  pagePx: PageSize;
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  /** Accessible name of the page, e.g. "Page 2". */
  label: string;
  /** What lies on top: its parent is exactly the page box, so fractions are fractions of the displayed page. */
  overlay: ReactNode;
  /** The page's drawing: the server's image, pdf.js's canvas, or a spinner until one is there. */
  children: ReactNode;
}

/** One page's box at its fitted size, whatever draws it: the same for page images and for pdf.js. */
export function PageFrame({ page, pagePx, observe, label, overlay, children }: PageFrameProps) {
  return (
    <Box
      ref={observe}
      data-page={page}
      role="group"
      aria-label={label}
      w={pagePx.width}
      h={pagePx.height}
      bg="white"
      style={{ flex: 'none', position: 'relative', boxShadow: '0 1px 4px rgba(0,0,0,.18)' }}
    >
      {children}
      <div style={{ position: 'absolute', inset: 0 }}>{overlay}</div>
    </Box>
  );
}
