import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { degrees } from 'pdf-lib';
import subsetFont from 'subset-font';
import { loadTextFonts, type TextFont } from './cjk-fonts.js';
import { memoisedLayoutFontkit } from './memoised-layout.js';

/**
 * Glyph substitutions off: pdf-lib writes a glyph's text (ToUnicode) from the font's
 * cmap, so a ligature (fi) or a contextual digit form has none and would vanish from
 * copied or extracted text. Stamps and certificates need no typographic niceties.
 */
export const NO_SUBSTITUTIONS = { liga: false, clig: false, calt: false, dlig: false, rlig: false, ccmp: false, locl: false, pnum: false, tnum: false, lnum: false, onum: false, case: false, frac: false, ordn: false, sups: false, subs: false, zero: false };

const indexFor = (fonts: TextFont[], char: string) => fonts.findIndex((font) => font.hasGlyph(char.codePointAt(0) ?? 0));

/** Subsets already cut, by font and character set: the same certificate wording needs no second HarfBuzz run. */
const subsets = new Map<string, Promise<Buffer>>();
const SUBSETS_KEPT = 16;

/** The font cut to `chars` (HarfBuzz copies the whole font into its memory for each cut, so cuts are kept). */
function subsetOf(index: number, source: TextFont, chars: ReadonlySet<string>): Promise<Buffer> {
  const text = [...chars].sort().join('');
  const key = `${index}:${text}`;
  const kept = subsets.get(key);
  if (kept) {
    // Most recently used last, so the oldest is the first to go.
    subsets.delete(key);
    subsets.set(key, kept);
    return kept;
  }
  const cut = subsetFont(source.bytes, text, { targetFormat: 'truetype' });
  subsets.set(key, cut);
  cut.catch(() => subsets.delete(key));
  for (const oldest of subsets.keys()) {
    if (subsets.size <= SUBSETS_KEPT) break;
    subsets.delete(oldest);
  }
  return cut;
}

/**
 * Text in any of our scripts for stamps and certificates: Noto Sans SC (Latin, CJK,
 * kana) with Noto Sans KR for Hangul, each cut to the characters of `corpus` with
 * HarfBuzz before embedding (pdf-lib's own subsetting drops glyphs of these fonts).
 * Text outside `corpus` or without a glyph is drawn as '?'.
 */
export class FallbackFonts {
  private constructor(
    private readonly fonts: TextFont[],
    private readonly embedded: Map<number, PDFFont>,
    private readonly covered: Set<string>,
  ) {}

  /** Which font draws each character (-1: none), asked of fontkit once per character. */
  private readonly indexOf = new Map<string, number>();

  static async embed(doc: PDFDocument, corpus: string): Promise<FallbackFonts> {
    doc.registerFontkit(memoisedLayoutFontkit(fontkit));
    const fonts = await loadTextFonts();
    const byFont = new Map<number, Set<string>>([[0, new Set('?')]]);
    for (const char of new Set(corpus)) {
      const index = indexFor(fonts, char);
      if (index < 0) continue;
      const set = byFont.get(index) ?? new Set<string>();
      set.add(char);
      byFont.set(index, set);
    }
    const embedded = new Map<number, PDFFont>();
    const covered = new Set<string>();
    for (const [index, chars] of byFont) {
      const source = fonts[index];
      if (!source) continue;
      const subset = await subsetOf(index, source, chars);
      embedded.set(index, await doc.embedFont(subset, { subset: false, features: NO_SUBSTITUTIONS }));
      for (const char of chars) covered.add(char);
    }
    return new FallbackFonts(fonts, embedded, covered);
  }

  /** Each character's font, what is drawn for it ('?' when no font has it) and its advance in thousandths of the size. */
  private readonly glyphs = new Map<string, { font: PDFFont; char: string; units: number }>();

  private glyphOf(raw: string): { font: PDFFont; char: string; units: number } {
    let glyph = this.glyphs.get(raw);
    if (!glyph) {
      const index = this.fontIndex(raw);
      const font = this.embedded.get(index < 0 ? 0 : index);
      if (!font) throw new Error('no font embedded');
      const char = index < 0 ? '?' : raw;
      glyph = { font, char, units: font.widthOfTextAtSize(char, 1000) };
      this.glyphs.set(raw, glyph);
    }
    return glyph;
  }

  /**
   * Consecutive characters sharing a font, with the run's advance in thousandths of the size.
   * Glyphs are laid out one character at a time (memoised-layout.ts), so a run's advance is
   * the sum of its characters', added in the order pdf-lib's widthOfTextAtSize adds them.
   */
  runs(text: string): { font: PDFFont; text: string; units: number }[] {
    const runs: { font: PDFFont; text: string; units: number }[] = [];
    let last: { font: PDFFont; text: string; units: number } | undefined;
    for (const raw of text) {
      const { font, char, units } = this.glyphOf(raw);
      if (last?.font === font) {
        last.text += char;
        last.units += units;
      } else runs.push((last = { font, text: char, units }));
    }
    return runs;
  }

  private fontIndex(char: string): number {
    let index = this.indexOf.get(char);
    if (index === undefined) {
      index = this.covered.has(char) ? indexFor(this.fonts, char) : -1;
      this.indexOf.set(char, index);
    }
    return index;
  }

  /**
   * What pdf-lib's widthOfTextAtSize gives for each run, summed, without laying the text out
   * again: line breaking measures every token and every line, hundreds of times per certificate.
   */
  width(text: string, size: number): number {
    let width = 0;
    let font: PDFFont | undefined;
    let units = 0;
    for (const raw of text) {
      const glyph = this.glyphOf(raw);
      if (glyph.font !== font) {
        width += units * (size / 1000);
        font = glyph.font;
        units = 0;
      }
      units += glyph.units;
    }
    return width + units * (size / 1000);
  }

  /** Draws one line from its baseline start, turned `rotate` degrees counter-clockwise in user space. */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; rotate?: number; color?: RGB }): void {
    const angle = ((options.rotate ?? 0) * Math.PI) / 180;
    let { x, y } = options;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x, y, size: options.size, font: run.font, rotate: degrees(options.rotate ?? 0), ...(options.color ? { color: options.color } : {}) });
      const advance = run.units * (options.size / 1000);
      x += Math.cos(angle) * advance;
      y += Math.sin(angle) * advance;
    }
  }
}
