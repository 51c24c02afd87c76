import { Box } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
import { PAGE_GAP } from './pdf-pages';
import { fittedPage, pagesToRender } from './render-window';
import type { PageSize } from './render-window';
import { useVisiblePages } from './use-visible-pages';

/** A document's page images as the server offers them (issue 37): `{page}` and `{width}` to fill. */
export interface PageImageLinks {
  template: string;
  widths: readonly number[];
}

export interface ImageOverlayPagesProps {
  images: PageImageLinks;
  pageSizes: readonly PageSize[];
  scroller: HTMLElement | null;
  width: number;
  maxZoom?: number;
  renderOverlay: (page: number, pagePx: PageSize) => ReactNode;
  pageLabel: (page: number) => string;
  /** An image could not be had (its link expired, the server was busy): show the pages another way. */
  onFailed: () => void;
}

const srcOf = (images: PageImageLinks, page: number, width: number) => images.template.replace('{page}', String(page)).replace('{width}', String(width));

/**
 * The pages of one document as the server's images, fitted to a width, each with a layer on top,
 * as PdfOverlayPages lays them out but without pdf.js: the browser picks the image width for its
 * screen, page 1 at once (the server's first screen already asked for it), the others near view.
 */
export function ImageOverlayPages({ images, pageSizes, scroller, width, maxZoom = 1.5, renderOverlay, pageLabel, onFailed }: ImageOverlayPagesProps) {
  const { visiblePixels, observe } = useVisiblePages(scroller, '600px 0px');
  const shown = useMemo(() => new Set([1, ...pagesToRender(visiblePixels.keys(), pageSizes.length, 1)]), [visiblePixels, pageSizes.length]);
  if (width <= 0) return null;
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: PAGE_GAP }}>
      {pageSizes.map((size, index) => {
        const { pagePx } = fittedPage(size, width, maxZoom);
        return (
          <ImagePage
            key={index + 1}
            images={images}
            page={index + 1}
            pagePx={pagePx}
            show={shown.has(index + 1)}
            observe={observe}
            overlay={renderOverlay(index + 1, pagePx)}
            label={pageLabel(index + 1)}
            onFailed={onFailed}
          />
        );
      })}
    </Box>
  );
}

interface ImagePageProps {
  images: PageImageLinks;
  page: number;
  pagePx: PageSize;
  show: boolean;
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  overlay: ReactNode;
  label: string;
  onFailed: () => void;
}

const ImagePage = memo(function ImagePage({ images, page, pagePx, show, observe, overlay, label, onFailed }: ImagePageProps) {
  return (
    <PageFrame page={page} pagePx={pagePx} observe={observe} label={label} overlay={overlay}>
      {show && (
        <img
          src={srcOf(images, page, images.widths[0] ?? 800)}
          srcSet={images.widths.map((width) => `${srcOf(images, page, width)} ${width}w`).join(', ')}
          sizes={`${pagePx.width}px`}
          width={pagePx.width}
          height={pagePx.height}
          alt=""
          data-page-image={page}
          fetchPriority={page === 1 ? 'high' : 'auto'}
          decoding="async"
          onError={onFailed}
          style={{ display: 'block', width: '100%', height: '100%' }}
        />
      )}
    </PageFrame>
  );
});
