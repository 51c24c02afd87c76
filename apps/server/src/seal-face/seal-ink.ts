/** Ink weaker than this (a share of the paper's brightness lost in some channel) is paper: it covers scan noise and paper grain. */
const PAPER_NOISE = 0.18;
/** Ink this strong is fully opaque; a faint stamp's own strongest ink sets a lower bar (findInk). */
const FULL_INK = 0.55;
/** A pixel fainter than this alpha does not count when trimming the border. */
const TRIM_ALPHA = 24;
const LEVELS = 256;

export interface InkMap {
  /** Opacity of the ink per pixel, 0 to 255. */
  alpha: Uint8Array;
  /** The smallest box holding every pixel of visible ink, or null when there is none. */
  box: { left: number; top: number; width: number; height: number } | null;
  /** The seal's colour as #rrggbb: the mean of its fully opaque pixels of the commonest hue. */
  colour: string;
}

/** The paper's colour: each channel's 95th percentile, so that noise and ink both fall below it. */
function paperColour(rgb: Uint8Array): number[] {
  return [0, 1, 2].map((channel) => {
    const counts = new Uint32Array(LEVELS);
    for (let i = channel; i < rgb.length; i += 3) {
      const value = rgb[i] ?? 0;
      counts[value] = (counts[value] ?? 0) + 1;
    }
    let seen = 0;
    for (let value = LEVELS - 1; value > 0; value--) {
      seen += counts[value] ?? 0;
      if (seen >= rgb.length / 3 / 20) return value;
    }
    return 1;
  });
}

/** The level under which `share` of the values in a 0..1 histogram lie. */
function percentile(histogram: Uint32Array, share: number): number {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (let level = 0; level < histogram.length; level++) {
    seen += histogram[level] ?? 0;
    if (seen >= total * share) return level / (histogram.length - 1);
  }
  return 1;
}

/** Greys (black text, pencil) share bin 12; colours fall into twelve 30° hue bins. */
function hueBin(r: number, g: number, b: number): number {
  if (Math.max(r, g, b) - Math.min(r, g, b) < 40) return 12;
  const degrees = (Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI;
  return Math.floor(((degrees + 360) % 360) / 30);
}

function hex(channels: number[]): string {
  return `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Separates a seal's ink from its paper in an RGB image (3 bytes a pixel): paper becomes
 * transparent, ink opaque, and the pixels in between partly so, which keeps the edges smooth.
 * The opacity scale follows the seal's own ink, so a faint stamp still comes out solid.
 */
export function findInk(rgb: Uint8Array, width: number, height: number): InkMap {
  const paper = paperColour(rgb);
  // How much of the paper's brightness each pixel lost in its most inked channel, 0 (paper) to
  // 255 (black), looked up in one table of the three channels' 256 values (a scan has millions of pixels).
  const loss = Uint8Array.from({ length: 3 * LEVELS }, (_, i) => Math.round(Math.max(0, 1 - (i % LEVELS) / (paper[Math.floor(i / LEVELS)] ?? 255)) * (LEVELS - 1)));
  const strength = new Uint8Array(width * height);
  const histogram = new Uint32Array(LEVELS);
  const noise = Math.round(PAPER_NOISE * (LEVELS - 1));
  for (let p = 0; p < strength.length; p++) {
    const [r = 0, g = 0, b = 0] = [loss[rgb[p * 3] ?? 0], loss[LEVELS + (rgb[p * 3 + 1] ?? 0)], loss[2 * LEVELS + (rgb[p * 3 + 2] ?? 0)]];
    const level = Math.max(r, g, b);
    strength[p] = level;
    if (level > noise) histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const full = Math.max(PAPER_NOISE + 0.1, Math.min(FULL_INK, percentile(histogram, 0.9) * 0.8));
  // Opacity per level of loss: none up to the noise, full from `full`, smooth in between.
  const opacity = Uint8Array.from({ length: LEVELS }, (_, level) => {
    const share = Math.max(0, Math.min(1, (level / (LEVELS - 1) - PAPER_NOISE) / (full - PAPER_NOISE)));
    return Math.round(share * share * (3 - 2 * share) * 255);
  });
  const alpha = new Uint8Array(width * height);
  // Per hue bin: the red, green and blue sums and the count of fully opaque pixels.
  const bins = new Float64Array(13 * 4);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const value = opacity[strength[p] ?? 0] ?? 0;
      alpha[p] = value;
      if (value === 255) {
        const [r, g, b] = [rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0];
        const bin = hueBin(r, g, b) * 4;
        bins[bin] = (bins[bin] ?? 0) + r;
        bins[bin + 1] = (bins[bin + 1] ?? 0) + g;
        bins[bin + 2] = (bins[bin + 2] ?? 0) + b;
        bins[bin + 3] = (bins[bin + 3] ?? 0) + 1;
      }
      if (value >= TRIM_ALPHA) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        bottom = y;
      }
    }
  }
  let commonest = 0;
  for (let bin = 4; bin < bins.length; bin += 4) if ((bins[bin + 3] ?? 0) > (bins[commonest + 3] ?? 0)) commonest = bin;
  const [r = 0, g = 0, b = 0, count = 0] = bins.subarray(commonest, commonest + 4);
  return {
    alpha,
    box: right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 },
    colour: count > 0 ? hex([r / count, g / count, b / count]) : '#000000',
  };
}
