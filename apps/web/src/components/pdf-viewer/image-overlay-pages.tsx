import { Box } from '@mantine/core';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { PageFrame, type PageColumnProps } from './page-frame';
import { PAGE_GAP } from './pdf-pages';
import { fittedPage, frameRuns, pagesToRender } from './render-window';
import type { PageSize } from './render-window';
import { useVisiblePages } from './use-visible-pages';

/** A document's page images as the server offers them (issue 37): `{page}` and `{width}` to fill. */
export interface PageImageLinks {
  template: string;
  widths: readonly number[];
}

export interface ImageOverlayPagesProps extends PageColumnProps {
  images: PageImageLinks;
  /** An image could not be had (its link expired, the server was busy): show the pages another way. */
  onFailed: () => void;
}

const srcOf = (images: PageImageLinks, page: number, width: number) => images.template.replace('{page}', String(page)).replace('{width}', String(width));

/**
 * The pages of one document as the server's images, fitted to a width, each with a layer on top,
 * as PdfOverlayPages lays them out but without pdf.js: the browser picks the image width for its
 * screen, page 1 at once (the server's first screen already asked for it), the others near view.
 */
/**
 * Frames in the first render: what a screen shows first. A 500-page document's other frames (a
 * box, an observer, a layer each) took about 200 ms of rendering in the bench (phone profile), so they follow in
 * a transition React can interrupt; pages with something on them come at once, so every field is
 * there to tab to and to scroll to from the first paint.
 */
const FIRST_FRAMES = 4;

const holdsSomething = (node: ReactNode) => (Array.isArray(node) ? node.length > 0 : node !== undefined && node !== null && node !== false);

export function ImageOverlayPages({ images, pageSizes, scroller, width, maxZoom = 1.5, renderOverlay, pageLabel, onFailed }: ImageOverlayPagesProps) {
  const { visiblePixels, observe } = useVisiblePages(scroller, '600px 0px');
  const shown = useMemo(() => new Set([1, ...pagesToRender(visiblePixels.keys(), pageSizes.length, 1)]), [visiblePixels, pageSizes.length]);
  const [allFramed, setAllFramed] = useState(pageSizes.length <= FIRST_FRAMES);
  useEffect(() => {
    if (!allFramed && width > 0) startTransition(() => setAllFramed(true));
  }, [allFramed, width]);
  if (width <= 0) return null;
  const pages = pageSizes.map((size, index) => {
    const { pagePx } = fittedPage(size, width, maxZoom);
    return { pagePx, overlay: renderOverlay(index + 1, pagePx) };
  });
  const framed = (page: number) => allFramed || page <= FIRST_FRAMES || holdsSomething(pages[page - 1]?.overlay);
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: PAGE_GAP }}>
      {frameRuns(
        pages.map(({ pagePx }) => pagePx.height),
        PAGE_GAP,
        framed,
      ).map((run) => {
        if ('from' in run) return <div key={`later-${run.from}`} aria-hidden="true" style={{ flex: 'none', height: run.height, width: pages[run.from - 1]?.pagePx.width }} />;
        const { pagePx, overlay } = pages[run.page - 1]!;
        return (
          <ImagePage
            key={run.page}
            images={images}
            page={run.page}
            pagePx={pagePx}
            show={shown.has(run.page)}
            observe={observe}
            overlay={overlay}
            label={pageLabel(run.page)}
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
