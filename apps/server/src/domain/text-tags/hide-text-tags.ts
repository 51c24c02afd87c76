import { AppError, ErrorCode } from '@signet/contracts';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, PDFStream } from 'pdf-lib';
import { savePdf } from '../../pdf/save-pdf.js';
import { ContentStreamError, readOperations, writeOperand, type Operand, type Operation } from './content-stream.js';
import { readFontCodes, type FontCodes, type Glyph } from './pdf-font-codes.js';
import type { TextTag } from './text-tag-types.js';

interface TextState {
  font: FontCodes | null;
  size: number;
  charSpacing: number;
  wordSpacing: number;
}

/** A glyph shown on the page, and where its bytes are: which operation, which string of a TJ array. */
interface Shown {
  glyph: Glyph;
  operation: number;
  element: number;
  state: TextState;
}

const SHOWS = new Set(['Tj', 'TJ', "'", '"']);

function pageContent(doc: PDFDocument, contents: unknown): Uint8Array {
  const looked = doc.context.lookup(contents as PDFRef);
  const streams = looked instanceof PDFArray ? looked.asArray().map((item) => doc.context.lookup(item)) : [looked];
  const parts = streams.map((stream) => {
    if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
    if (stream instanceof PDFStream) return stream.getContents();
    return new Uint8Array(0);
  });
  // Streams of one page are one stream cut anywhere between tokens; a newline keeps tokens apart.
  return Buffer.concat(parts.flatMap((part) => [Buffer.from(part), Buffer.from('\n')]));
}

const isBytes = (operand: Operand | undefined): operand is { bytes: Uint8Array } => typeof operand === 'object' && !Array.isArray(operand) && 'bytes' in operand;

/** The strings an operation shows, by their place in its TJ array (0 for Tj, ' and "). */
function shownStrings(operation: Operation): { element: number; bytes: Uint8Array }[] {
  if (operation.operator === 'TJ') {
    const array = operation.operands[0];
    return Array.isArray(array) ? array.flatMap((item, element) => (isBytes(item) ? [{ element, bytes: item.bytes }] : [])) : [];
  }
  const last = operation.operands.at(-1);
  return isBytes(last) ? [{ element: 0, bytes: last.bytes }] : [];
}

/**
 * Every glyph a page's content shows, in order, with the text state it was shown in. A font
 * that cannot be read shows glyphs with no text, which no tag matches.
 */
async function shownGlyphs(doc: PDFDocument, operations: Operation[], fonts: PDFDict | undefined): Promise<Shown[]> {
  let scratchDoc: Promise<PDFDocument> | null = null;
  const scratch = () => (scratchDoc ??= PDFDocument.create());
  const readFonts = new Map<string, FontCodes | null>();
  const shown: Shown[] = [];
  const saved: TextState[] = [];
  let state: TextState = { font: null, size: 0, charSpacing: 0, wordSpacing: 0 };
  for (const [index, operation] of operations.entries()) {
    const [first, second] = operation.operands;
    switch (operation.operator) {
      case 'q':
        saved.push(state);
        break;
      case 'Q':
        state = saved.pop() ?? state;
        break;
      case 'Tc':
        state = { ...state, charSpacing: typeof first === 'number' ? first : 0 };
        break;
      case 'Tw':
        state = { ...state, wordSpacing: typeof first === 'number' ? first : 0 };
        break;
      case '"':
        state = { ...state, wordSpacing: typeof first === 'number' ? first : 0, charSpacing: typeof second === 'number' ? second : 0 };
        break;
      case 'Tf': {
        const name = typeof first === 'object' && !Array.isArray(first) && 'name' in first ? first.name : '';
        if (!readFonts.has(name)) {
          const dict = fonts?.lookup(PDFName.of(name));
          readFonts.set(name, dict instanceof PDFDict ? await readFontCodes(doc, dict, scratch).catch(() => null) : null);
        }
        state = { ...state, font: readFonts.get(name) ?? null, size: typeof second === 'number' ? second : 0 };
        break;
      }
    }
    if (!SHOWS.has(operation.operator)) continue;
    for (const { element, bytes } of shownStrings(operation)) {
      const glyphs = state.font && state.size !== 0 ? state.font.glyphs(bytes) : [{ start: 0, length: bytes.length, text: '', width: 0, wordSpace: false }];
      for (const glyph of glyphs) shown.push({ glyph, operation: index, element, state });
    }
  }
  return shown;
}

/** The page's shown text without white space, and for each of its UTF-16 units the glyph it came from. */
function readableText(shown: Shown[]): { text: string; owner: number[] } {
  let text = '';
  const owner: number[] = [];
  for (const [index, { glyph }] of shown.entries()) {
    const compact = glyph.text.replace(/\s/g, '');
    text += compact;
    for (let unit = 0; unit < compact.length; unit++) owner.push(index);
  }
  return { text, owner };
}

/** The glyphs of every occurrence of `raw`, spaces ignored (a reader may add or drop them); null when there is none. */
function glyphsOfTag(readable: { text: string; owner: number[] }, raw: string): Set<number> | null {
  const needle = raw.replace(/\s/g, '');
  const { text, owner } = readable;
  const hidden = new Set<number>();
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    const from = owner[at] as number;
    const to = owner[at + needle.length - 1] as number;
    for (let index = from; index <= to; index++) hidden.add(index);
  }
  return hidden.size > 0 ? hidden : null;
}

/** The operation rewritten as a TJ whose hidden glyphs are kerning of their own advance: nothing after them moves. */
function rewrite(operation: Operation, glyphs: { shown: Shown; hidden: boolean }[]): string {
  const elements: Operand[] = operation.operator === 'TJ' && Array.isArray(operation.operands[0]) ? operation.operands[0] : [operation.operands.at(-1) as Operand];
  const out: Operand[] = [];
  for (const [element, item] of elements.entries()) {
    const mine = glyphs.filter(({ shown }) => shown.element === element);
    if (!isBytes(item) || mine.length === 0) {
      out.push(item);
      continue;
    }
    for (const { shown, hidden } of mine) {
      const { glyph, state } = shown;
      const last = out.at(-1);
      if (hidden) {
        const advance = (glyph.width * state.size) / 1000 + state.charSpacing + (glyph.wordSpace ? state.wordSpacing : 0);
        const kerning = (-advance * 1000) / state.size;
        if (typeof last === 'number') out[out.length - 1] = last + kerning;
        else out.push(kerning);
      } else {
        const bytes = item.bytes.subarray(glyph.start, glyph.start + glyph.length);
        if (isBytes(last)) out[out.length - 1] = { bytes: Buffer.concat([last.bytes, bytes]) };
        else out.push({ bytes });
      }
    }
  }
  const array = `${writeOperand(out)} TJ`;
  if (operation.operator === "'") return `T* ${array}`;
  if (operation.operator === '"') return `${writeOperand(operation.operands[0] as Operand)} Tw ${writeOperand(operation.operands[1] as Operand)} Tc T* ${array}`;
  return array;
}

/**
 * A copy of the PDF in which the tags' text no longer exists: each tag glyph, found by decoding
 * the page's text operators through their fonts, is replaced by a kerning of the same advance,
 * so every other glyph stays where it was and text extraction no longer finds the tag. Throws
 * TextTagNotHidden (naming the tag and page) for a tag whose glyphs cannot be found, e.g. drawn
 * in a font it cannot read or inside a form XObject. Every occurrence of a tag's text on its page
 * is hidden. See docs/text-tags.md.
 */
export async function hideTextTags(pdf: Uint8Array, tags: readonly Pick<TextTag, 'raw' | 'page'>[]): Promise<Uint8Array> {
  if (tags.length === 0) return pdf;
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  const byPage = new Map<number, Set<string>>();
  for (const tag of tags) byPage.set(tag.page, (byPage.get(tag.page) ?? new Set()).add(tag.raw));

  for (const [pageNumber, raws] of byPage) {
    const notHidden = (raw: string, detail: string) => new AppError(ErrorCode.TextTagNotHidden, { data: { tag: raw, page: pageNumber }, detail: `${raw} on page ${pageNumber}: ${detail}` });
    const page = pages[pageNumber - 1];
    const firstRaw = [...raws][0] ?? '';
    if (!page) throw notHidden(firstRaw, 'no such page');
    const content = pageContent(doc, page.node.get(PDFName.of('Contents')));
    let operations: Operation[];
    try {
      operations = readOperations(content);
    } catch (error) {
      if (error instanceof ContentStreamError) throw notHidden(firstRaw, error.message);
      throw error;
    }
    const shown = await shownGlyphs(doc, operations, page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict));
    const readable = readableText(shown);
    const hidden = new Set<number>();
    for (const raw of raws) {
      const found = glyphsOfTag(readable, raw);
      if (!found) throw notHidden(raw, 'its glyphs were not found in the page content');
      for (const index of found) hidden.add(index);
    }

    const touched = new Map<number, { shown: Shown; hidden: boolean }[]>();
    for (const [index, glyph] of shown.entries()) {
      const list = touched.get(glyph.operation) ?? [];
      list.push({ shown: glyph, hidden: hidden.has(index) });
      touched.set(glyph.operation, list);
    }
    const pieces: Buffer[] = [];
    let at = 0;
    for (const [index, operation] of operations.entries()) {
      const glyphs = touched.get(index);
      if (!glyphs?.some((glyph) => glyph.hidden)) continue;
      pieces.push(Buffer.from(content.subarray(at, operation.start)), Buffer.from(rewrite(operation, glyphs), 'latin1'));
      at = operation.end;
    }
    pieces.push(Buffer.from(content.subarray(at)));
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(Buffer.concat(pieces))));
  }
  return savePdf(doc);
}
