import { describe, expect, it } from 'vitest';
import { renderText } from '../../testing/render-text';
import { ImageOverlayPages } from './image-overlay-pages';

const noop = () => undefined;
const a4 = { width: 595, height: 842 };

/** A document's pages as its first render draws them (no effect has run yet). */
function firstRender(pageCount: number, fieldsOn: ReadonlySet<number>) {
  return renderText(
    <ImageOverlayPages
      images={{ template: '/v1/page-images/x/{page}.webp?w={width}', widths: [800, 1600] }}
      pageSizes={Array.from({ length: pageCount }, () => a4)}
      scroller={null}
      width={358}
      renderOverlay={(page) => (fieldsOn.has(page) ? [<button key="f">Sign here, page {page}</button>] : undefined)}
      pageLabel={(page) => `Page ${page}`}
      onFailed={noop}
    />,
  ).html;
}

const framedPages = (html: string) => [...html.matchAll(/data-page="(\d+)"/g)].map((match) => Number(match[1]));
const standIns = (html: string) => [...html.matchAll(/aria-hidden="true" style="flex:none;height:(\d+)px/g)].map((match) => Number(match[1]));

describe('a long document’s first render', () => {
  it('frames the first pages and every page with a field, and stands in for the rest at their height', () => {
    const html = firstRender(500, new Set([300, 499]));
    expect(framedPages(html)).toEqual([1, 2, 3, 4, 300, 499]);
    expect(html).toContain('Sign here, page 300');
    // Pages 5–299, 301–498 and 500, each page 507 px tall at 358 px wide, 12 px apart.
    expect(standIns(html)).toEqual([295 * 507 + 294 * 12, 198 * 507 + 197 * 12, 507]);
  });

  it('frames every page of a short document at once', () => {
    expect(framedPages(firstRender(3, new Set()))).toEqual([1, 2, 3]);
  });
});
