import type { SealFaceSpec } from '@signet/contracts';
import { ringSealFace } from './ring-seal.js';
import type { SealFace } from './seal-face.js';
import { loadSealFont } from './seal-font.js';
import { squareSealFace } from './square-seal.js';

/**
 * Draws a company seal's face from its spec (ZSealFaceSpec parsed, defaults filled): pure vector
 * geometry in mm, lettered in Noto Serif SC Black. Asynchronous only because the font is read once,
 * without blocking, on the first call. Throws SealGlyphError for a character the font lacks.
 */
export async function generateSealFace(spec: SealFaceSpec): Promise<SealFace> {
  const font = await loadSealFont();
  return spec.shape === 'square' ? squareSealFace(font, spec) : ringSealFace(font, spec);
}
