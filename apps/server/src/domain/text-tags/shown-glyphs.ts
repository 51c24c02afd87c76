import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Operand, Operation } from './content-stream.js';
import { readFontCodes, type FontCodes, type Glyph } from './pdf-font-codes.js';

export interface TextState {
  font: FontCodes | null;
  size: number;
  charSpacing: number;
  wordSpacing: number;
}

/** A glyph shown on the page, and where its bytes are: which operation, which string of a TJ array. */
export interface Shown {
  glyph: Glyph;
  operation: number;
  element: number;
  state: TextState;
}

const SHOWS = new Set(['Tj', 'TJ', "'", '"']);

export const isBytes = (operand: Operand | undefined): operand is { bytes: Uint8Array } => typeof operand === 'object' && !Array.isArray(operand) && 'bytes' in operand;

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
export async function shownGlyphs(doc: PDFDocument, operations: Operation[], fonts: PDFDict | undefined): Promise<Shown[]> {
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
