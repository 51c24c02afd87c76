import { redness, type Raster } from './rasterise-pdf.js';

/** Where one page's strip was drawn, in points of the page as displayed (y from the top). */
export interface StripOnPage {
  raster: Raster;
  /** The strip's left edge and the seal's top edge on the displayed page. */
  leftPt: number;
  topPt: number;
  /** The slice of the seal the strip shows. */
  offsetPt: number;
  widthPt: number;
}

function pixel(raster: Raster, x: number, y: number): [number, number, number] {
  const cx = Math.min(Math.max(x, 0), raster.width - 1);
  const cy = Math.min(Math.max(y, 0), raster.height - 1);
  const at = (cy * raster.width + cx) * 3;
  return [raster.data[at] ?? 255, raster.data[at + 1] ?? 255, raster.data[at + 2] ?? 255];
}

/**
 * Cuts each page's strip out of its raster and lays the strips side by side at their place in
 * the seal, sampling each output pixel's centre: a `sealWidthPt` × `sealHeightPt` image at
 * `scale` pixels a point. The strips line up into the seal only if every page drew its slice
 * at the right place.
 */
export function reassembleStrips(strips: readonly StripOnPage[], sealWidthPt: number, sealHeightPt: number, scale: number): Raster {
  const width = Math.round(sealWidthPt * scale);
  const height = Math.round(sealHeightPt * scale);
  const data = Buffer.alloc(width * height * 3, 255);
  for (let x = 0; x < width; x += 1) {
    const u = (x + 0.5) / scale;
    const strip = strips.find((candidate) => u >= candidate.offsetPt && u < candidate.offsetPt + candidate.widthPt);
    if (!strip) continue;
    for (let y = 0; y < height; y += 1) {
      const v = (y + 0.5) / scale;
      const source = pixel(strip.raster, Math.floor((strip.leftPt + u - strip.offsetPt) * scale), Math.floor((strip.topPt + v) * scale));
      data.set(source, (y * width + x) * 3);
    }
  }
  return { width, height, data };
}

/** A `widthPt` × `heightPt` piece of a raster whose top-left corner is at (leftPt, topPt). */
export function cutOut(raster: Raster, leftPt: number, topPt: number, widthPt: number, heightPt: number, scale: number): Raster {
  return reassembleStrips([{ raster, leftPt, topPt, offsetPt: 0, widthPt }], widthPt, heightPt, scale);
}

const SEAL_RED = 60;

/**
 * The share of pixels that are seal red in one image and not in the other, forgiving a pixel
 * whose colour the other image has one pixel away: rasterisers place an edge at a slightly
 * different pixel when the same drawing starts at another fraction of a pixel.
 */
export function differingShare(a: Raster, b: Raster, tolerancePx = 1): { share: number; strictShare: number; diff: Raster } {
  const red = (raster: Raster, x: number, y: number) => redness(raster, x, y) > SEAL_RED;
  const near = (raster: Raster, x: number, y: number, want: boolean) => {
    for (let dy = -tolerancePx; dy <= tolerancePx; dy += 1) {
      for (let dx = -tolerancePx; dx <= tolerancePx; dx += 1) if (red(raster, x + dx, y + dy) === want) return true;
    }
    return false;
  };
  const diff = { width: a.width, height: a.height, data: Buffer.alloc(a.width * a.height * 3, 255) };
  let differing = 0;
  let strict = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const mine = red(a, x, y);
      if (mine === red(b, x, y)) continue;
      strict += 1;
      if (near(b, x, y, mine) && near(a, x, y, !mine)) continue;
      differing += 1;
      diff.data.set([0, 0, 0], (y * a.width + x) * 3);
    }
  }
  const total = a.width * a.height;
  return { share: differing / total, strictShare: strict / total, diff };
}

/** Images side by side with a grey gap, to look at. */
export function sideBySide(images: readonly Raster[], gap = 4): Raster {
  const width = images.reduce((sum, image) => sum + image.width, 0) + gap * (images.length - 1);
  const height = Math.max(...images.map((image) => image.height));
  const data = Buffer.alloc(width * height * 3, 160);
  let left = 0;
  for (const image of images) {
    for (let y = 0; y < image.height; y += 1) image.data.copy(data, (y * width + left) * 3, y * image.width * 3, (y + 1) * image.width * 3);
    left += image.width + gap;
  }
  return { width, height, data };
}
