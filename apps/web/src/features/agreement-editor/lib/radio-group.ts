import type { FieldOption } from '@signet/contracts';
import { clampRect } from '../../../components/draggable-resizable/geometry';
import type { FractionRect, Size } from '../../../components/draggable-resizable/geometry';

/** One option's box, in points: room for a tick a finger can hit. */
export const RADIO_BOX_PT = 16;
/** The gap between a new option and the one above it, in points: on a phone's page the boxes stay a finger apart (24 px). */
const RADIO_GAP_PT = 28;

/** A radio option always has a box; this narrows the contract's optional one. */
export type RadioOption = FieldOption & { box: FractionRect };

/** The smallest rectangle holding every box: a radio group's own frame, saved with it. */
export function frameOf(boxes: readonly FractionRect[]): FractionRect {
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function boxBelow(above: FractionRect, page: Size): FractionRect {
  const size = { width: RADIO_BOX_PT / page.width, height: RADIO_BOX_PT / page.height };
  // Below the last box; at the page's foot, beside it instead.
  const below = { x: above.x, y: above.y + above.height + RADIO_GAP_PT / page.height, ...size };
  if (below.y + below.height <= 1) return below;
  return clampRect({ x: above.x + above.width + RADIO_GAP_PT / page.width, y: above.y, ...size });
}

/** A new group's two options, stacked from the top left of the rectangle it was dropped in. */
export function newRadioOptions(rect: FractionRect, page: Size, names: readonly [string, string]): RadioOption[] {
  const first = clampRect({ x: rect.x, y: rect.y, width: RADIO_BOX_PT / page.width, height: RADIO_BOX_PT / page.height });
  return [
    { value: names[0], box: first },
    { value: names[1], box: boxBelow(first, page) },
  ];
}

/** A further option, under the group's last box, named `name`. */
export function addRadioOption(options: readonly RadioOption[], page: Size, name: string): RadioOption[] {
  const last = options.at(-1);
  const box = last ? boxBelow(last.box, page) : clampRect({ x: 0.1, y: 0.1, width: RADIO_BOX_PT / page.width, height: RADIO_BOX_PT / page.height });
  return [...options, { value: name, box }];
}

/** The options with one box moved or resized (kept inside the page). */
export function moveRadioBox(options: readonly RadioOption[], index: number, rect: FractionRect): RadioOption[] {
  return options.map((option, i) => (i === index ? { ...option, box: clampRect(rect) } : option));
}

/**
 * Every box carried along when the group's frame changes (typed position or size): each keeps its
 * place relative to the frame, so moving moves them all and resizing spreads or gathers them.
 */
export function reframeRadio(options: readonly RadioOption[], to: FractionRect): RadioOption[] {
  const from = frameOf(options.map((option) => option.box));
  const scaleX = from.width > 0 ? to.width / from.width : 1;
  const scaleY = from.height > 0 ? to.height / from.height : 1;
  return options.map((option) => ({
    ...option,
    box: clampRect({
      x: to.x + (option.box.x - from.x) * scaleX,
      y: to.y + (option.box.y - from.y) * scaleY,
      width: option.box.width * scaleX,
      height: option.box.height * scaleY,
    }),
  }));
}

/** Only options with a box: what a radio group's list always is in the editor. */
export function radioOptionsOf(options: readonly FieldOption[] | null): RadioOption[] {
  return (options ?? []).filter((option): option is RadioOption => option.box !== undefined);
}
