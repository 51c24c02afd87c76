import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** One glyph of a shown string: its bytes, its text (empty when unknown) and its advance in thousandths of the font size. */
export interface Glyph {
  start: number;
  length: number;
  text: string;
  width: number;
  /** A single-byte code 32, the only one word spacing (Tw) applies to. */
  wordSpace: boolean;
}

/** How a font's codes read: their length, text and advance. */
export interface FontCodes {
  glyphs(bytes: Uint8Array): Glyph[];
}

// WinAnsiEncoding's 0x80..0x9f; the rest of 0xa0..0xff is Latin-1.
const WIN_ANSI_HIGH = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';

/** The glyph names of ASCII, which is what a tag is written in; Differences may use them. */
const ASCII_NAMES: Record<string, string> = {
  space: ' ', exclam: '!', quotedbl: '"', numbersign: '#', dollar: '$', percent: '%', ampersand: '&', quotesingle: "'",
  quoteright: '’', parenleft: '(', parenright: ')', asterisk: '*', plus: '+', comma: ',', hyphen: '-', period: '.', slash: '/',
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  colon: ':', semicolon: ';', less: '<', equal: '=', greater: '>', question: '?', at: '@', bracketleft: '[', backslash: '\\',
  bracketright: ']', asciicircum: '^', underscore: '_', grave: '`', quoteleft: '‘', braceleft: '{', bar: '|', braceright: '}', asciitilde: '~',
};

function textOfGlyphName(name: string): string {
  if (/^[A-Za-z]$/.test(name)) return name;
  const known = ASCII_NAMES[name];
  if (known) return known;
  const uni = /^uni([0-9A-F]{4})$/.exec(name) ?? /^u([0-9A-F]{4,6})$/.exec(name);
  return uni?.[1] ? String.fromCodePoint(parseInt(uni[1], 16)) : '';
}

function simpleEncodingText(code: number, standard: boolean): string {
  if (standard && code === 0x27) return '’';
  if (standard && code === 0x60) return '‘';
  if (code >= 0x20 && code < 0x7f) return String.fromCharCode(code);
  if (code >= 0x80 && code < 0xa0) return (WIN_ANSI_HIGH[code - 0x80] ?? '\uFFFD').replace('\uFFFD', '');
  return code >= 0xa0 ? String.fromCharCode(code) : '';
}

/** A ToUnicode CMap's bfchar and bfrange entries: code (as hex of its bytes) to text. */
export function readToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex.length % 4 ? hex.padStart(Math.ceil(hex.length / 4) * 4, '0') : hex, 'hex').swap16().toString('utf16le');
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (section[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set((pair[1] ?? '').toLowerCase(), utf16(pair[2] ?? ''));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (section[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const [, lowHex = '', highHex = '', target = ''] = range;
      const low = parseInt(lowHex, 16);
      const high = parseInt(highHex, 16);
      if (high - low > 0xffff) continue;
      const list = target.startsWith('[') ? [...target.matchAll(/<([0-9a-fA-F]*)>/g)].map((item) => item[1] ?? '') : null;
      const first = target.startsWith('<') ? target.slice(1, -1) : '';
      for (let code = low; code <= high; code++) {
        const key = code.toString(16).padStart(lowHex.length, '0');
        if (list) map.set(key, utf16(list[code - low] ?? ''));
        else {
          // The last byte of the destination counts up with the code.
          const base = Buffer.from(first.padStart(Math.max(4, first.length + (first.length % 4 ? 4 - (first.length % 4) : 0)), '0'), 'hex');
          base.writeUInt16BE((base.readUInt16BE(base.length - 2) + code - low) & 0xffff, base.length - 2);
          map.set(key, base.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

function streamText(doc: PDFDocument, value: unknown): string | null {
  const stream = doc.context.lookup(value as PDFRawStream);
  if (!(stream instanceof PDFRawStream)) return null;
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

const numberAt = (doc: PDFDocument, value: unknown): number | undefined => {
  const looked = doc.context.lookup(value as PDFNumber);
  return looked instanceof PDFNumber ? looked.asNumber() : undefined;
};

/** The 14 standard fonts carry no /Widths when a writer (pdf-lib among them) relies on their known metrics. */
const STANDARD = new Set<string>(Object.values(StandardFonts));

/**
 * Reads a font dictionary well enough to find and blank a tag: simple fonts (one byte a code,
 * text from ToUnicode, else from the encoding and Differences) and Type0 fonts with Identity-H
 * (two bytes a code, text from ToUnicode, advances from /W and /DW). Null for what it cannot read
 * (other CMaps, vertical writing, Type3): tags drawn in such a font are not found and are reported.
 */
export async function readFontCodes(doc: PDFDocument, font: PDFDict, scratch: () => Promise<PDFDocument>): Promise<FontCodes | null> {
  const subtype = font.lookup(PDFName.of('Subtype'));
  const toUnicodeText = streamText(doc, font.get(PDFName.of('ToUnicode')));
  const toUnicode = toUnicodeText ? readToUnicode(toUnicodeText) : null;
  if (subtype === PDFName.of('Type0')) {
    if (font.lookup(PDFName.of('Encoding')) !== PDFName.of('Identity-H') || !toUnicode) return null;
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const widths = new Map<number, number>();
    const w = descendant.lookup(PDFName.of('W'));
    if (w instanceof PDFArray) {
      for (let index = 0; index < w.size(); ) {
        const first = numberAt(doc, w.get(index)) ?? 0;
        const second = doc.context.lookup(w.get(index + 1));
        if (second instanceof PDFArray) {
          for (let offset = 0; offset < second.size(); offset++) widths.set(first + offset, numberAt(doc, second.get(offset)) ?? 0);
          index += 2;
        } else {
          const last = numberAt(doc, second) ?? first;
          const width = numberAt(doc, w.get(index + 2)) ?? 0;
          for (let cid = first; cid <= last && cid - first < 0x10000; cid++) widths.set(cid, width);
          index += 3;
        }
      }
    }
    const fallback = numberAt(doc, descendant.get(PDFName.of('DW'))) ?? 1000;
    return {
      glyphs: (bytes) =>
        Array.from({ length: Math.floor(bytes.length / 2) }, (_, index) => {
          const cid = ((bytes[2 * index] as number) << 8) | (bytes[2 * index + 1] as number);
          return { start: 2 * index, length: 2, text: toUnicode.get(cid.toString(16).padStart(4, '0')) ?? '', width: widths.get(cid) ?? fallback, wordSpace: false };
        }),
    };
  }
  if (subtype !== PDFName.of('Type1') && subtype !== PDFName.of('TrueType') && subtype !== PDFName.of('MMType1')) return null;

  const baseFont = font.lookup(PDFName.of('BaseFont'));
  const baseName = baseFont instanceof PDFName ? baseFont.decodeText() : '';
  const encoding = font.lookup(PDFName.of('Encoding'));
  const differences = new Map<number, string>();
  const encodingDict = encoding instanceof PDFDict ? encoding : null;
  const diffs = encodingDict?.lookup(PDFName.of('Differences'));
  if (diffs instanceof PDFArray) {
    let code = 0;
    for (const item of diffs.asArray()) {
      const value = doc.context.lookup(item);
      if (value instanceof PDFNumber) code = value.asNumber();
      else if (value instanceof PDFName) differences.set(code++, textOfGlyphName(value.decodeText()));
    }
  }
  // A standard font without an Encoding uses StandardEncoding: its ' and ` are curly quotes.
  const standardEncoding = !encoding && (subtype === PDFName.of('Type1'));
  const textOf = (code: number) => toUnicode?.get(code.toString(16).padStart(2, '0')) ?? differences.get(code) ?? simpleEncodingText(code, standardEncoding);

  const widthArray = font.lookup(PDFName.of('Widths'));
  const firstChar = numberAt(doc, font.get(PDFName.of('FirstChar'))) ?? 0;
  const descriptor = font.lookup(PDFName.of('FontDescriptor'));
  const missing = descriptor instanceof PDFDict ? (numberAt(doc, descriptor.get(PDFName.of('MissingWidth'))) ?? 0) : 0;
  let widthOf: (code: number) => number;
  if (widthArray instanceof PDFArray) {
    widthOf = (code) => {
      const index = code - firstChar;
      return index >= 0 && index < widthArray.size() ? (numberAt(doc, widthArray.get(index)) ?? missing) : missing;
    };
  } else if (STANDARD.has(baseName)) {
    const standard: PDFFont = await (await scratch()).embedFont(baseName);
    widthOf = (code) => {
      try {
        return standard.widthOfTextAtSize(textOf(code) || ' ', 1000);
      } catch {
        return 0;
      }
    };
  } else return null;

  return {
    glyphs: (bytes) => Array.from(bytes, (code, index) => ({ start: index, length: 1, text: textOf(code), width: widthOf(code), wordSpace: code === 32 })),
  };
}
