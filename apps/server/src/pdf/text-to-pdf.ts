import { PDFDocument } from 'pdf-lib';
import type { PageSize } from '../db/schema/documents.js';
import { FallbackFonts } from './fallback-fonts.js';
import type { ConvertedPdf } from './image-to-pdf.js';
import { wrapParagraph } from './wrap-text.js';

const A4: PageSize = { width: 595.28, height: 841.89 };
const MARGIN = 56.69; // 20 mm
const FONT_SIZE = 11;
const LINE_HEIGHT = 16.5;
const LINES_PER_PAGE = Math.floor((A4.height - 2 * MARGIN) / LINE_HEIGHT);
const TAB = '    ';

/** A text file would need more pages than allowed; `pageCount` counts at least one page too many. */
export class TooManyPagesError extends Error {
  constructor(readonly pageCount: number) {
    super(`text needs more than ${pageCount - 1} pages`);
    this.name = 'TooManyPagesError';
  }
}

/** Tabs become spaces, other control characters (but form feed) go: they have no glyph. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/\t/g, TAB).replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '');
}

/**
 * Lays a text out on A4 pages (11 pt Noto Sans, 20 mm margins), wrapping each
 * line to the page width as measured with the embedded fonts; a form feed starts
 * a new page. Blank text gives zero pages. Throws TooManyPagesError as soon as
 * the layout passes `maxPages`, before anything is drawn.
 */
export async function textToPdf(text: string, options: { maxPages: number }): Promise<ConvertedPdf> {
  const doc = await PDFDocument.create();
  const cleaned = clean(text);
  // The same fonts as stamps and certificates, glyph substitutions off: a ligature (fi, ff) or
  // another digit form has no text behind it, so it would vanish from copied and extracted text.
  const fonts = await FallbackFonts.embed(doc, cleaned);
  // Widths per character, measured once: PDF text is drawn without kerning, so a
  // line's width is the sum of its characters' widths.
  const widths = new Map<string, number>();
  const measure = (piece: string) => {
    let width = 0;
    for (const char of piece) width += widths.get(char) ?? 0;
    return width;
  };

  const pages: string[][] = [];
  if (cleaned.trim()) {
    let current: string[] = [];
    pages.push(current);
    for (const sheet of cleaned.split('\f')) {
      if (current.length > 0) pages.push((current = []));
      for (const paragraph of sheet.split(/\r\n|\r|\n/)) {
        for (const char of paragraph) if (!widths.has(char)) widths.set(char, fonts.width(char, FONT_SIZE));
        for (const line of wrapParagraph(paragraph, A4.width - 2 * MARGIN, measure)) {
          if (current.length >= LINES_PER_PAGE) pages.push((current = []));
          current.push(line);
        }
        if (pages.length > options.maxPages) throw new TooManyPagesError(pages.length);
      }
    }
  }
  for (const lines of pages) {
    const page = doc.addPage([A4.width, A4.height]);
    for (const [index, line] of lines.entries()) {
      if (line) fonts.draw(page, line, { x: MARGIN, y: A4.height - MARGIN - FONT_SIZE - index * LINE_HEIGHT, size: FONT_SIZE });
    }
  }
  return { pdf: await doc.save({ addDefaultPage: false }), pageSizes: pages.map(() => ({ ...A4 })) };
}
