// fontkit's typings leave out a path's commands, which it keeps as public data; the seal face
// reads them to transform glyph outlines point by point (seal-face/place-glyph.ts).
import '@pdf-lib/fontkit';

declare module '@pdf-lib/fontkit' {
  interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  }
  interface Path {
    commands: PathCommand[];
  }
}
