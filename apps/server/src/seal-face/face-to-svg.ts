import { mm } from './path-data.js';
import type { SealFace } from './seal-face.js';

/**
 * A standalone SVG of the face at its real size (width and height in mm, the viewBox in mm too),
 * for the web's preview and the certificate's thumbnail. Paths only: no text, fonts or scripts.
 */
export function faceToSvg(face: SealFace): string {
  const paths = face.paths.map((path) =>
    path.fill ? `<path d="${path.d}"/>` : `<path d="${path.d}" fill="none" stroke="${face.colour}" stroke-width="${mm(path.strokeWidthMm ?? 0)}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mm(face.widthMm)}mm" height="${mm(face.heightMm)}mm" viewBox="0 0 ${mm(face.widthMm)} ${mm(face.heightMm)}">`,
    `<g fill="${face.colour}" fill-rule="nonzero">`,
    ...paths,
    '</g>',
    '</svg>',
  ].join('\n');
}
