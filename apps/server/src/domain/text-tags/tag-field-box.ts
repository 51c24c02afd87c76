import type { FieldType } from '@signet/contracts';
import type { DisplayBox } from '../../pdf/page-geometry.js';

/**
 * The least size of each field type, in points (width, height). A tag is a line of text, about
 * 11 points high: a signature or a seal needs far more room, so the box grows to the right and
 * upwards from the tag's bottom left corner, where a "Signature: ____" line has its space.
 */
const LEAST_SIZE: Record<FieldType, { width: number; height: number }> = {
  signature: { width: 120, height: 36 },
  initials: { width: 48, height: 30 },
  date_signed: { width: 80, height: 16 },
  date: { width: 80, height: 16 },
  name: { width: 100, height: 16 },
  email: { width: 120, height: 16 },
  text: { width: 80, height: 16 },
  number: { width: 48, height: 16 },
  phone: { width: 100, height: 16 },
  textarea: { width: 200, height: 48 },
  dropdown: { width: 100, height: 16 },
  checkbox: { width: 12, height: 12 },
  radio: { width: 12, height: 12 },
  attachment: { width: 120, height: 24 },
  stamp: { width: 96, height: 96 },
  company_seal: { width: 100, height: 100 },
  label: { width: 40, height: 12 },
};

/** Boxes of the page in points, origin top left, as displayed. */
export interface PointBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box kept inside the page: moved back in where it would stick out, shrunk only when larger than the page. */
function inside(box: PointBox, page: { width: number; height: number }): PointBox {
  const width = Math.min(box.width, page.width);
  const height = Math.min(box.height, page.height);
  const left = Math.min(Math.max(box.left, 0), page.width - width);
  const top = Math.min(Math.max(box.top, 0), page.height - height);
  return { left, top, width, height };
}

const asFractions = (box: PointBox, page: { width: number; height: number }): DisplayBox => ({
  x: box.left / page.width,
  y: box.top / page.height,
  width: box.width / page.width,
  height: box.height / page.height,
});

/**
 * The field's box for a tag whose text fills `text` on a page of `page` points. A checkbox is a
 * square as high as the text (at least its least size) at the text's start; a radio group's
 * options are such squares in a row, one and a half squares apart, framed by the group's box.
 * `width`/`height` from the tag replace the computed size.
 */
export function tagFieldBox(
  type: FieldType,
  text: PointBox,
  page: { width: number; height: number },
  asked: { width?: number; height?: number; optionCount?: number },
): { box: DisplayBox; optionBoxes?: DisplayBox[] } {
  const least = LEAST_SIZE[type];
  const bottom = text.top + text.height;
  if (type === 'checkbox' || type === 'radio') {
    const side = Math.max(text.height, least.height);
    const square = { width: asked.width ?? side, height: asked.height ?? side };
    const count = type === 'radio' ? (asked.optionCount ?? 1) : 1;
    const frame = inside({ left: text.left, top: bottom - square.height, width: square.width * (1.5 * count - 0.5), height: square.height }, page);
    const optionBoxes = Array.from({ length: count }, (_, index) =>
      asFractions(inside({ left: frame.left + index * 1.5 * square.width, top: frame.top, width: square.width, height: square.height }, page), page),
    );
    return type === 'radio' ? { box: asFractions(frame, page), optionBoxes } : { box: asFractions(frame, page) };
  }
  const width = asked.width ?? Math.max(text.width, least.width);
  const height = asked.height ?? Math.max(text.height, least.height);
  return { box: asFractions(inside({ left: text.left, top: bottom - height, width, height }, page), page) };
}
