import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<Font['layout']>;

/**
 * A fontkit whose fonts lay text out one character at a time, each character shaped
 * once and then remembered. pdf-lib measures (widthOfTextAtSize) and encodes
 * (drawText) every string with font.layout, and fontkit builds a whole OpenType
 * shaping plan per call: on Noto Sans SC that made the audit certificate's line
 * breaking take about a second. Only the glyphs and their advance widths are used by
 * pdf-lib, and with substitutions switched off (fallback-fonts.ts) no glyph depends on
 * its neighbours, so the result is the same glyphs as shaping the whole string.
 * pdf-lib makes one fontkit font per embedded font and always lays it out with that
 * font's features, so a character alone is the key.
 */
export function memoisedLayoutFontkit(fontkit: Fontkit): Fontkit {
  return {
    create(bytes, postscriptName) {
      const font = fontkit.create(bytes, postscriptName);
      const layoutWhole = font.layout.bind(font);
      const runs = new Map<string, GlyphRun>();
      font.layout = (text, features) => {
        const glyphs: GlyphRun['glyphs'] = [];
        const positions: GlyphRun['positions'] = [];
        let last: GlyphRun | undefined;
        for (const char of text) {
          let run = runs.get(char);
          if (!run) {
            run = layoutWhole(char, features);
            runs.set(char, run);
          }
          glyphs.push(...run.glyphs);
          positions.push(...run.positions);
          last = run;
        }
        return last ? { ...last, glyphs, positions, advanceWidth: positions.reduce((sum, position) => sum + position.xAdvance, 0) } : layoutWhole(text, features);
      };
      return font satisfies Font;
    },
  };
}
