import { concatTransformationMatrix, degrees, drawObject, popGraphicsState, pushGraphicsState, rgb, type PDFDocument, type PDFImage, type PDFPage, type PDFRef } from 'pdf-lib';
import type { FallbackFonts } from './fallback-fonts.js';
import { frameOf } from './page-frame.js';
import { offsetInBox, placeBox, type DisplayBox, type UserPlacement } from './page-geometry.js';
import { wrapParagraph } from './wrap-text.js';

/** What to draw in one field's box: an image (signature, initials, stamp), text, a tick, a seal, or a radio group's circles. */
export type Stamp = DisplayBox & ({ kind: 'image'; png: Buffer } | { kind: 'text'; text: string } | { kind: 'tick' } | SealStamp | RadioStamp);

/** A radio group (issue 36): an empty circle in every option's box, a filled dot in the chosen one's. */
export interface RadioStamp {
  kind: 'radio';
  boxes: readonly DisplayBox[];
  chosen: number;
}

/** A company seal (issue 34): a Form XObject of the document, drawn at its real size centred on the field. */
export interface SealStamp {
  kind: 'seal';
  ref: PDFRef;
  widthPt: number;
  heightPt: number;
}

const INK = rgb(0.05, 0.1, 0.35);
const PAD = 2;

/**
 * Draws every stamp at its place on its page: fractions of the page as displayed
 * are turned into user space (rotation and CropBox origin applied) and content is
 * drawn turned with the page, so it reads upright where the signer saw the field.
 * `fonts` may be null when no stamp is text (the upload's sealing probe).
 */
export async function stampPage(
  doc: PDFDocument,
  page: PDFPage,
  stamps: readonly Stamp[],
  fonts: FallbackFonts | null,
  images: Map<Buffer, PDFImage>,
): Promise<void> {
  const frame = frameOf(page);
  for (const stamp of stamps) {
    const placed = placeBox(frame, stamp);
    if (stamp.kind === 'image') {
      let image = images.get(stamp.png);
      if (!image) {
        image = await doc.embedPng(stamp.png);
        images.set(stamp.png, image);
      }
      drawImage(page, placed, image);
    } else if (stamp.kind === 'seal') {
      drawSeal(page, placed, stamp);
    } else if (stamp.kind === 'radio') {
      stamp.boxes.forEach((box, index) => drawRadio(page, placeBox(frame, box), index === stamp.chosen));
    } else if (stamp.kind === 'text') {
      if (!fonts) throw new Error('text stamps need the embedded fonts');
      drawText(page, placed, stamp.text, fonts);
    } else {
      drawTick(page, placed);
    }
  }
}

/** Fitted into the box, aspect kept, centred. */
function drawImage(page: PDFPage, placed: UserPlacement, image: PDFImage): void {
  const scale = Math.min(placed.width / image.width, placed.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const at = offsetInBox(placed, (placed.width - width) / 2, (placed.height - height) / 2);
  page.drawImage(image, { ...at, width, height, rotate: degrees(placed.rotate) });
}

/**
 * A seal keeps its size on paper whatever the field's: real seals are pressed at their size, and
 * it is centred on the field, turned with the page so it reads upright.
 */
function drawSeal(page: PDFPage, placed: UserPlacement, seal: SealStamp): void {
  const at = offsetInBox(placed, (placed.width - seal.widthPt) / 2, (placed.height - seal.heightPt) / 2);
  const radians = (placed.rotate * Math.PI) / 180;
  const cos = Math.round(Math.cos(radians) * 1e9) / 1e9;
  const sin = Math.round(Math.sin(radians) * 1e9) / 1e9;
  const name = page.node.newXObject('Seal', seal.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(cos, sin, -sin, cos, at.x, at.y), drawObject(name), popGraphicsState());
}

/**
 * One line when it fits at a readable size (shrinking down to 6 pt), else wrapped
 * lines shrunk until they fit the box's height (down to 4 pt), top aligned.
 */
function drawText(page: PDFPage, placed: UserPlacement, text: string, fonts: FallbackFonts): void {
  const maxWidth = Math.max(1, placed.width - 2 * PAD);
  let size = Math.min(placed.height * 0.7, 14);
  while (size > 6 && !text.includes('\n') && fonts.width(text, size) > maxWidth) size -= 0.5;
  let lines = [text];
  // Several lines (a text box, issue 36) always go through the wrapping, each line break kept.
  if (text.includes('\n') || fonts.width(text, size) > maxWidth) {
    for (;;) {
      lines = text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, (part) => fonts.width(part, size)));
      if (lines.length * size * 1.2 <= placed.height || size <= 4) break;
      size -= 0.5;
    }
  }
  const lineHeight = size * 1.2;
  const block = lines.length * lineHeight;
  // Single lines sit in the middle of the box; wrapped blocks start at its top.
  let up = block <= placed.height ? (placed.height + block) / 2 - size : placed.height - size;
  for (const line of lines) {
    fonts.draw(page, line, { ...offsetInBox(placed, PAD, up), size, rotate: placed.rotate, color: INK });
    up -= lineHeight;
  }
}

function drawTick(page: PDFPage, placed: UserPlacement): void {
  const s = Math.min(placed.width, placed.height);
  const ox = (placed.width - s) / 2;
  const oy = (placed.height - s) / 2;
  const point = (fx: number, fy: number) => offsetInBox(placed, ox + fx * s, oy + fy * s);
  const thickness = Math.max(1, s / 8);
  page.drawLine({ start: point(0.15, 0.5), end: point(0.4, 0.2), thickness, color: INK });
  page.drawLine({ start: point(0.4, 0.2), end: point(0.85, 0.85), thickness, color: INK });
}

/** A circle as big as the option's box allows, centred; filled with a dot when chosen. Circles need no turning. */
function drawRadio(page: PDFPage, placed: UserPlacement, chosen: boolean): void {
  const radius = Math.max(1.5, Math.min(placed.width, placed.height) / 2 - 0.5);
  const centre = offsetInBox(placed, placed.width / 2, placed.height / 2);
  page.drawCircle({ ...centre, size: radius, borderColor: INK, borderWidth: Math.max(0.6, radius / 8) });
  if (chosen) page.drawCircle({ ...centre, size: radius * 0.55, color: INK });
}
