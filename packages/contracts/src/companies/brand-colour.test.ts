import { describe, expect, it } from 'vitest';
import { ACCENT_MIN_CONTRAST, contrastOnWhite, shownRatio } from './brand-colour.js';

describe('accent colours', () => {
  it('measures white text on a colour as WCAG does', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    // Signet's own orange (orange-7) passes; the lighter orange-5 of old mail buttons does not.
    expect(contrastOnWhite('#c2410c')).toBeGreaterThanOrEqual(ACCENT_MIN_CONTRAST);
    expect(contrastOnWhite('#f97316')).toBeLessThan(ACCENT_MIN_CONTRAST);
    expect(shownRatio(contrastOnWhite('#f97316'))).toBe('2.8');
    expect(shownRatio(4.49)).toBe('4.4');
  });
});
