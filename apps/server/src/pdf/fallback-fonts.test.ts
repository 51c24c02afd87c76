import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FallbackFonts } from './fallback-fonts.js';

const TEXTS = [
  'Sealed by Signet: Benchmark 合同',
  '签署人 1 agrees to clause 4',
  'office fi fl ffi 1/2 0123456789 -- ... (a) [b] «c» “d” — é ü ñ ß',
  '김민준 서명함 한국어 문장입니다 and 张伟',
  'SHA-256 3f9a0c1e… https://example.com/verify?id=42&x=y',
  // Not in the corpus, or in no font: drawn (and measured) as '?'.
  'emoji 😀 and 𝄞 and 龘',
];

describe('FallbackFonts', () => {
  it("measures each run as pdf-lib's widthOfTextAtSize does, at every size, from characters measured once", async () => {
    const doc = await PDFDocument.create();
    const fonts = await FallbackFonts.embed(doc, TEXTS.slice(0, -1).join(''));
    for (const size of [4, 7.5, 8.5, 11.5, 13.7, 16]) {
      for (const text of TEXTS) {
        const runs = fonts.runs(text);
        expect(fonts.width(text, size)).toBe(runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0));
        for (const run of runs) expect(run.units * (size / 1000)).toBe(run.font.widthOfTextAtSize(run.text, size));
      }
    }
    expect(fonts.runs('a😀b').map((run) => run.text)).toEqual(['a?b']);
    expect(fonts.width('', 10)).toBe(0);
  });
});
