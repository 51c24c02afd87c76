import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textToPdf } from './text-to-pdf.js';

const SAMPLE = '合同条款：甲方与乙方达成一致。\n日本語：契約書を確認してください。\n한국어: 계약서 내용을 확인하십시오.\nEnglish: Contract terms.';

/** The font programs (FontFile2) embedded in a PDF, parsed with fontkit. */
async function embeddedFonts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const fonts = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream) fonts.push(fontkit.create(Buffer.from(decodePDFRawStream(file).decode())));
  }
  return fonts;
}

describe('textToPdf', () => {
  it('embeds an outline for every character it draws, in a small file', async () => {
    const { pdf, pageSizes } = await textToPdf(SAMPLE, { maxPages: 5 });
    expect(pageSizes).toHaveLength(1);
    // Whole CJK fonts are megabytes; subset ones are kilobytes.
    expect(pdf.byteLength).toBeLessThan(200_000);
    const fonts = await embeddedFonts(pdf);
    expect(fonts.length).toBe(2);
    for (const char of new Set(SAMPLE.replace(/\s/g, ''))) {
      const codePoint = char.codePointAt(0) ?? 0;
      const font = fonts.find((f) => f.hasGlyphForCodePoint(codePoint));
      expect(font, `a font for ${char}`).toBeDefined();
      const glyph = font?.glyphForCodePoint(codePoint);
      // A glyph without an outline draws nothing: its path has no SVG data.
      expect(glyph?.path.toSVG().length, `outline of ${char}`).toBeGreaterThan(0);
    }
  });
});
