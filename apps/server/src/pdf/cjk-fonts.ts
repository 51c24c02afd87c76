import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

const require = createRequire(import.meta.url);

/**
 * Fonts for text files, shipped as npm packages so no machine font is needed.
 * Noto Sans SC covers Latin, Chinese and Japanese kana; it has no Hangul, which
 * Noto Sans KR supplies. Both are OFL-licensed TrueType (glyf) fonts; text-to-pdf
 * cuts them to the characters used with HarfBuzz, so a PDF carries kilobytes, not megabytes.
 */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
];

export interface TextFont {
  /** The font file as read (a Buffer, so subset-font takes it without a copy). */
  bytes: Buffer;
  hasGlyph(codePoint: number): boolean;
}

let loading: Promise<TextFont[]> | null = null;

/** The fonts in fallback order, read once per process (about 17 MB) and then shared. */
export function loadTextFonts(): Promise<TextFont[]> {
  loading ??= Promise.all(
    FONT_FILES.map(async (file) => {
      const bytes = await readFile(file);
      const font = fontkit.create(bytes);
      return { bytes, hasGlyph: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    }),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
