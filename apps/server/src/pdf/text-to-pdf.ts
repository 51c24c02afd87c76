import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
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

/**
 * Draws and measures text with per-character font fallback (SC first, KR for Hangul).
 * Each font is cut down to the characters the text uses with HarfBuzz (subset-font)
 * before pdf-lib embeds it whole: pdf-lib's own subsetting drops glyphs of these
 * fonts, and embedding the full fonts would add about 10 MB to every text PDF.
 */
class FallbackFonts {
  private constructor(
    private readonly fonts: TextFont[],
    private readonly embedded: Map<number, PDFFont>,
  ) {}

  static async create(doc: PDFDocument, fonts: TextFont[], text: string): Promise<FallbackFonts> {
    const charsByFont = new Map<number, Set<string>>();
    for (const char of new Set(text)) {
      const index = indexFor(fonts, char);
      const set = charsByFont.get(index < 0 ? 0 : index) ?? new Set<string>();
      set.add(index < 0 ? '?' : char);
      charsByFont.set(index < 0 ? 0 : index, set);
    }
    const embedded = new Map<number, PDFFont>();
    for (const [index, chars] of charsByFont) {
      const source = fonts[index];
      if (!source) throw new Error(`no font ${index}`);
      const subset = await subsetFont(Buffer.from(source.bytes), [...chars].join(''), { targetFormat: 'truetype' });
      embedded.set(index, await doc.embedFont(subset, { subset: false }));
    }
    return new FallbackFonts(fonts, embedded);
  }

  /** Runs of consecutive characters that use the same font; characters no font has become '?'. */
  runs(text: string): { font: PDFFont; text: string }[] {
    const runs: { font: PDFFont; text: string }[] = [];
    for (const raw of text) {
      const index = indexFor(this.fonts, raw);
      const char = index < 0 ? '?' : raw;
      const font = this.embedded.get(index < 0 ? 0 : index);
      if (!font) throw new Error(`font for ${raw} was not embedded`);
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  width(text: string): number {
    let width = 0;
    for (const run of this.runs(text)) width += run.font.widthOfTextAtSize(run.text, FONT_SIZE);
    return width;
  }
}

function indexFor(fonts: TextFont[], char: string): number {
  const codePoint = char.codePointAt(0) ?? 0;
  return fonts.findIndex((font) => font.hasGlyph(codePoint));
}

function drawLine(page: PDFPage, fonts: FallbackFonts, line: string, y: number): void {
  let x = MARGIN;
  for (const run of fonts.runs(line)) {
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
  const cleaned = clean(text);
  const fonts = await FallbackFonts.create(doc, await loadTextFonts(), cleaned);
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
        for (const char of paragraph) if (!widths.has(char)) widths.set(char, fonts.width(char));
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
      if (line) drawLine(page, fonts, line, A4.height - MARGIN - FONT_SIZE - index * LINE_HEIGHT);
    }
  }
  return { pdf: await doc.save({ addDefaultPage: false }), pageSizes: pages.map(() => ({ ...A4 })) };
}
