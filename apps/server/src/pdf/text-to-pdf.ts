import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type { PageSize } from '../db/schema/documents.js';
import { loadTextFonts, type TextFont } from './cjk-fonts.js';
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

/** Draws and measures text with per-character font fallback (SC first, KR for Hangul). */
class FallbackFonts {
  private readonly embedded = new Map<number, PDFFont>();
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: TextFont[],
  ) {}

  private indexFor(char: string): number {
    const codePoint = char.codePointAt(0) ?? 0;
    const index = this.fonts.findIndex((font) => font.hasGlyph(codePoint));
    return index < 0 ? -1 : index;
  }

  /** Runs of consecutive characters that use the same font; characters no font has become '?'. */
  async runs(text: string): Promise<{ font: PDFFont; text: string }[]> {
    const runs: { font: PDFFont; text: string }[] = [];
    for (const raw of text) {
      let index = this.indexFor(raw);
      const char = index < 0 ? '?' : raw;
      if (index < 0) index = 0;
      const font = await this.font(index);
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  async width(text: string): Promise<number> {
    let width = 0;
    for (const run of await this.runs(text)) width += run.font.widthOfTextAtSize(run.text, FONT_SIZE);
    return width;
  }

  private async font(index: number): Promise<PDFFont> {
    let font = this.embedded.get(index);
    if (!font) {
      const source = this.fonts[index];
      if (!source) throw new Error(`no font ${index}`);
      // Subset: only the glyphs used are written, so a page of CJK text adds kilobytes, not megabytes.
      font = await this.doc.embedFont(source.bytes, { subset: false });
      this.embedded.set(index, font);
    }
    return font;
  }
}

async function drawLine(page: PDFPage, fonts: FallbackFonts, line: string, y: number): Promise<void> {
  let x = MARGIN;
  for (const run of await fonts.runs(line)) {
    page.drawText(run.text, { x, y, size: FONT_SIZE, font: run.font });
    x += run.font.widthOfTextAtSize(run.text, FONT_SIZE);
  }
}

/**
 * Lays a text out on A4 pages (11 pt Noto Sans, 20 mm margins), wrapping each
 * line to the page width as measured with the embedded fonts; a form feed starts
 * a new page. Blank text gives zero pages. Throws TooManyPagesError as soon as
 * the layout passes `maxPages`, before anything is drawn.
 */
export async function textToPdf(text: string, options: { maxPages: number }): Promise<ConvertedPdf> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = new FallbackFonts(doc, await loadTextFonts());
  // Widths per character, measured once: PDF text is drawn without kerning, so a
  // line's width is the sum of its characters' widths.
  const widths = new Map<string, number>();
  const measure = (piece: string) => {
    let width = 0;
    for (const char of piece) width += widths.get(char) ?? 0;
    return width;
  };

  const pages: string[][] = [];
  if (clean(text).trim()) {
    let current: string[] = [];
    pages.push(current);
    for (const sheet of clean(text).split('\f')) {
      if (current.length > 0) pages.push((current = []));
      for (const paragraph of sheet.split(/\r\n|\r|\n/)) {
        for (const char of paragraph) if (!widths.has(char)) widths.set(char, await fonts.width(char));
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
      if (line) await drawLine(page, fonts, line, A4.height - MARGIN - FONT_SIZE - index * LINE_HEIGHT);
    }
  }
  return { pdf: await doc.save({ addDefaultPage: false }), pageSizes: pages.map(() => ({ ...A4 })) };
}
