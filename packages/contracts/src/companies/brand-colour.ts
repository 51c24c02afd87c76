import { z } from 'zod';

/** White text on a company's accent (buttons, the signing page's bar) must read at least this well: WCAG AA for normal text. */
export const ACCENT_MIN_CONTRAST = 4.5;

/** Signet's own accent where a company set none: orange-7, on which white text reads at 5.2:1. */
export const SIGNET_ACCENT = '#c2410c';

/** An accent colour as `#rrggbb`. */
export const ZAccentColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'accent_format' });

/** The relative luminance of an sRGB colour (WCAG 2.2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** How well white text reads on the colour: the WCAG contrast ratio, from 1 to 21. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The ratio rounded down to one decimal, as a message shows it (never rounding a failure up to a pass). */
export function shownRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}
