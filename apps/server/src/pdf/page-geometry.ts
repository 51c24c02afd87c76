/** A page's visible box in user space (CropBox, else MediaBox) and its /Rotate. */
export interface PageFrame {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0, 90, 180 or 270: how far the viewer turns the page clockwise. */
  rotate: number;
}

/** A field's box in fractions (0..1) of the page as displayed (rotation applied), origin top left. */
export interface DisplayBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where to draw a box's content in user space so that it shows upright in its displayed place. */
export interface UserPlacement {
  /** User-space point that shows as the box's bottom-left corner. */
  x: number;
  y: number;
  /** The box's size in points as displayed. */
  width: number;
  height: number;
  /** Counter-clockwise degrees to draw with (equal to /Rotate), so the viewer's turn undoes it. */
  rotate: number;
}

export function normaliseRotation(rotate: number): number {
  return (((Math.round(rotate / 90) * 90) % 360) + 360) % 360;
}

/** The displayed size in points: width and height swap for pages turned a quarter. */
export function displayedSize(frame: PageFrame): { width: number; height: number } {
  const width = frame.x1 - frame.x0;
  const height = frame.y1 - frame.y0;
  return frame.rotate % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** A displayed point (points from the displayed top-left corner) in user space. */
export function displayToUser(frame: PageFrame, dx: number, dy: number): { x: number; y: number } {
  switch (frame.rotate) {
    case 90:
      return { x: frame.x0 + dy, y: frame.y0 + dx };
    case 180:
      return { x: frame.x1 - dx, y: frame.y0 + dy };
    case 270:
      return { x: frame.x1 - dy, y: frame.y1 - dx };
    default:
      return { x: frame.x0 + dx, y: frame.y1 - dy };
  }
}

/**
 * Converts a field's displayed box to user space (PDF origin bottom left, units
 * points, the page's CropBox origin and /Rotate taken into account). Drawing an
 * image or a text line at (x, y), turned `rotate` degrees, puts it upright in the box.
 */
export function placeBox(frame: PageFrame, box: DisplayBox): UserPlacement {
  const shown = displayedSize(frame);
  const left = box.x * shown.width;
  const bottom = (box.y + box.height) * shown.height;
  const anchor = displayToUser(frame, left, bottom);
  return { ...anchor, width: box.width * shown.width, height: box.height * shown.height, rotate: frame.rotate };
}

/** A point inside a placed box, `right` points along its width and `up` points along its height, in user space. */
export function offsetInBox(placement: UserPlacement, right: number, up: number): { x: number; y: number } {
  const angle = (placement.rotate * Math.PI) / 180;
  return {
    x: placement.x + right * Math.cos(angle) - up * Math.sin(angle),
    y: placement.y + right * Math.sin(angle) + up * Math.cos(angle),
  };
}
