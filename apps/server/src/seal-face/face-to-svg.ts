import { assertPlainFace } from './face-content.js';
import { mm } from './path-data.js';
import type { SealFace } from './seal-face.js';

/** The face as an SVG document whose viewBox is in mm, at the given outer width and height. */
export function svgDocument(face: SealFace, width: string, height: string): string {
  assertPlainFace(face);
  const paths = face.paths.map((path) =>
    path.fill ? `<path d="${path.d}"/>` : `<path d="${path.d}" fill="none" stroke="${face.colour}" stroke-width="${mm(path.strokeWidthMm ?? 0)}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${mm(face.widthMm)} ${mm(face.heightMm)}">`,
    `<g fill="${face.colour}" fill-rule="nonzero">`,
    ...paths,
    '</g>',
    '</svg>',
  ].join('\n');
}

/**
 * A standalone SVG of the face at its real size (width and height in mm, the viewBox in mm too),
 * for the web's preview and the certificate's thumbnail. Paths only: no text, fonts or scripts.
 */
export function faceToSvg(face: SealFace): string {
  return svgDocument(face, `${mm(face.widthMm)}mm`, `${mm(face.heightMm)}mm`);
}
