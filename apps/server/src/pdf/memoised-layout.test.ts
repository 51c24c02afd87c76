import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { loadTextFonts } from './cjk-fonts.js';
import { NO_SUBSTITUTIONS } from './fallback-fonts.js';
import { memoisedLayoutFontkit } from './memoised-layout.js';

const TEXTS = [
  'Sealed by Signet: Benchmark 合同',
  '签署人 1 agrees to clause 4',
  'office fi fl ffi 1/2 0123456789 -- ... (a) [b] «c» “d” — é ü ñ ß',
  'ＡＢＣ，。！？「」《》〈〉：；日本語のテキスト カタカナ',
  '김민준 서명함 한국어 문장입니다',
  'SHA-256 3f9a0c1e… https://example.com/verify?id=42&x=y',
];

describe('memoisedLayoutFontkit', () => {
  it('gives the glyphs and advance widths of shaping the whole string', async () => {
    const fonts = await loadTextFonts();
    const memoised = memoisedLayoutFontkit(fontkit);
    for (const { bytes } of fonts) {
      const whole = fontkit.create(bytes);
      const perCharacter = memoised.create(bytes);
      for (const text of TEXTS) {
        const expected = whole.layout(text, NO_SUBSTITUTIONS).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth]);
        // Twice: the second time from the remembered characters.
        for (let round = 0; round < 2; round++) expect(perCharacter.layout(text, NO_SUBSTITUTIONS).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth])).toEqual(expected);
      }
    }
  });
});
