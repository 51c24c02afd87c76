import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';

const require = createRequire(import.meta.url);

/**
 * Noto Serif SC Black, the seal's lettering: a Song-style (宋体) serif as Chinese seals are cut,
 * in its heaviest weight so thin horizontals still read like an inked impression at seal sizes.
 * Shipped as an npm package (decision 016); its outlines are copied into each face, so nothing
 * draws with the font afterwards.
 */
const SEAL_FONT_FILE = require.resolve('@expo-google-fonts/noto-serif-sc/900Black/NotoSerifSC_900Black.ttf');

/** The font's ideographic em box in font units (OS/2 typo ascender and descender): glyphs are centred on it. */
export const EM_BOX = { top: 880, bottom: -120 } as const;

let loading: Promise<Font> | null = null;

/** The seal font, read once per process (about 15 MB, read without blocking) and then shared. */
export function loadSealFont(): Promise<Font> {
  loading ??= readFile(SEAL_FONT_FILE)
    .then((bytes) => fontkit.create(bytes))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
