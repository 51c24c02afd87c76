import type { FieldType } from '@signet/contracts';
import { centredRect, clampRect } from '../../../components/draggable-resizable/geometry';
import type { FractionRect, Size } from '../../../components/draggable-resizable/geometry';

/** A new field's size in PDF points: a signature needs room, a checkbox is a box. */
export const DEFAULT_FIELD_SIZES_PT: Record<FieldType, Size> = {
  signature: { width: 160, height: 50 },
  initials: { width: 60, height: 40 },
  date_signed: { width: 140, height: 24 },
  name: { width: 140, height: 24 },
  email: { width: 140, height: 24 },
  text: { width: 140, height: 24 },
  checkbox: { width: 18, height: 18 },
  // A seal is printed at 42 mm (about 119 pt); the field is the square it lands in.
  company_seal: { width: 119, height: 119 },
  number: { width: 100, height: 24 },
  date: { width: 110, height: 24 },
  dropdown: { width: 140, height: 24 },
  // A radio group frames its option boxes; the editor places two 16 pt boxes in it.
  radio: { width: 18, height: 44 },
  phone: { width: 140, height: 24 },
  textarea: { width: 240, height: 72 },
  attachment: { width: 140, height: 24 },
  stamp: { width: 100, height: 100 },
  label: { width: 200, height: 24 },
};

/** No field gets smaller than this (points): a signer must still be able to tap it. */
export const MIN_FIELD_SIZE_PT: Size = { width: 10, height: 10 };

/** The minimum size as fractions of a page. */
export function minFieldFraction(page: Size): Size {
  return { width: Math.min(1, MIN_FIELD_SIZE_PT.width / page.width), height: Math.min(1, MIN_FIELD_SIZE_PT.height / page.height) };
}

/** A new field of `type` centred on a point (fractions of the page), inside the page. */
export function defaultFieldRect(type: FieldType, page: Size, centre: { x: number; y: number } = { x: 0.5, y: 0.5 }): FractionRect {
  const size = DEFAULT_FIELD_SIZES_PT[type];
  return centredRect(centre, { width: Math.min(1, size.width / page.width), height: Math.min(1, size.height / page.height) });
}

/** Fractions of the page to points of the page as displayed, to one decimal. */
export function rectToPoints(rect: FractionRect, page: Size): FractionRect {
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round(rect.x * page.width), y: round(rect.y * page.height), width: round(rect.width * page.width), height: round(rect.height * page.height) };
}

/** Typed points back to fractions, kept inside the page and above the minimum size. */
export function pointsToRect(points: FractionRect, page: Size): FractionRect {
  return clampRect(
    { x: points.x / page.width, y: points.y / page.height, width: points.width / page.width, height: points.height / page.height },
    minFieldFraction(page),
  );
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a page shows inside its scrolling viewport, as the centre of its visible part
 * in fractions of the page; null when none of it shows. A field added by click or
 * key lands there, where the user is looking.
 */
export function visibleCentre(page: Box, viewport: Box): { x: number; y: number } | null {
  const left = Math.max(page.left, viewport.left);
  const right = Math.min(page.left + page.width, viewport.left + viewport.width);
  const top = Math.max(page.top, viewport.top);
  const bottom = Math.min(page.top + page.height, viewport.top + viewport.height);
  if (right <= left || bottom <= top || page.width <= 0 || page.height <= 0) return null;
  return { x: ((left + right) / 2 - page.left) / page.width, y: ((top + bottom) / 2 - page.top) / page.height };
}

/** A pointer position (client px) over a page box, as fractions of the page, clamped to it. */
export function pointOnPage(point: { x: number; y: number }, page: Box): { x: number; y: number } {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return { x: clamp((point.x - page.left) / page.width), y: clamp((point.y - page.top) / page.height) };
}
