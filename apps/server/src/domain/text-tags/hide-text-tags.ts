import { AppError, ErrorCode } from '@signet/contracts';
import { PDFDocument } from 'pdf-lib';
import { savePdf } from '../../pdf/save-pdf.js';
import { writeOperand, type Operand, type Operation } from './content-stream.js';
import { ContentUnreadableError, readPageContents, type ContentUnit } from './page-contents.js';
import { isBytes, type Shown } from './shown-glyphs.js';
import type { TextTag } from './text-tag-types.js';

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

/** The unit's stream with each operation that shows a hidden glyph rewritten; null when nothing in it is hidden. */
function withoutHidden(unit: ContentUnit, hidden: ReadonlySet<number>): Buffer | null {
  const touched = new Map<number, { shown: Shown; hidden: boolean }[]>();
  for (const [index, glyph] of unit.shown.entries()) {
    const list = touched.get(glyph.operation) ?? [];
    list.push({ shown: glyph, hidden: hidden.has(index) });
    touched.set(glyph.operation, list);
  }
  const pieces: Buffer[] = [];
  let at = 0;
  for (const [index, operation] of unit.operations.entries()) {
    const glyphs = touched.get(index);
    if (!glyphs?.some((glyph) => glyph.hidden)) continue;
    pieces.push(Buffer.from(unit.content.subarray(at, operation.start)), Buffer.from(rewrite(operation, glyphs), 'latin1'));
    at = operation.end;
  }
  if (pieces.length === 0) return null;
  pieces.push(Buffer.from(unit.content.subarray(at)));
  return Buffer.concat(pieces);
}

/**
 * A copy of the PDF in which the tags' text no longer exists: each tag glyph, found by decoding
 * the text operators of the page and of the forms it draws through their fonts, is replaced by a
 * kerning of the same advance, so every other glyph stays where it was and text extraction no
 * longer finds the tag. Every occurrence of a tag's text on its page is hidden (in a form drawn on
 * several pages, on all of them). Throws TextTagNotHidden (naming the tag and page) for a tag whose
 * glyphs cannot be found, e.g. drawn in a font it cannot read. See docs/text-tags.md.
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
    let units: ContentUnit[];
    try {
      units = await readPageContents(doc, page.node);
    } catch (error) {
      if (error instanceof ContentUnreadableError) throw notHidden(firstRaw, error.message);
      throw error;
    }
    const hidden = units.map(() => new Set<number>());
    for (const raw of raws) {
      let found = false;
      for (const [index, unit] of units.entries()) {
        const glyphs = glyphsOfTag(readableText(unit.shown), raw);
        for (const glyph of glyphs ?? []) hidden[index]?.add(glyph);
        found ||= glyphs !== null;
      }
      if (!found) throw notHidden(raw, 'its glyphs were not found in the page content');
    }
    for (const [index, unit] of units.entries()) {
      const content = withoutHidden(unit, hidden[index] ?? new Set());
      if (content) unit.replace(content);
    }
  }
  return savePdf(doc);
}
