import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageSize } from './render-window';

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
