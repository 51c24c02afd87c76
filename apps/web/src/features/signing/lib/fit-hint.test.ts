import { describe, expect, it } from 'vitest';
import { emWidth, fitHint } from './fit-hint';

describe('fitHint', () => {
  it('keeps the words and the icon at the height’s size in a roomy field', () => {
    expect(fitHint(200, 40, 'Sign here', 'Sign')).toEqual({ text: 'Sign here', fontPx: 22, icon: true });
  });

  it('shrinks the words to the width, then drops the icon, then says it shorter, never below 10 px', () => {
    const narrow = fitHint(90, 30, 'Sign here', 'Sign');
    expect(narrow).toMatchObject({ text: 'Sign here', icon: true });
    expect(narrow.fontPx * (emWidth('Sign here') + 1.4)).toBeLessThanOrEqual(90 - 12);
    expect(fitHint(72, 30, 'Sign here', 'Sign')).toMatchObject({ text: 'Sign here', icon: false });
    const tiny = fitHint(50, 30, 'Sign here', 'Sign');
    expect(tiny).toMatchObject({ text: 'Sign', icon: false });
    expect(tiny.fontPx).toBeGreaterThanOrEqual(10);
  });

  it('shows the icon alone in a box too small for any words', () => {
    expect(fitHint(32, 25, 'Initial', 'Initial')).toMatchObject({ text: '', icon: true });
  });

  it('counts Chinese characters as square', () => {
    expect(emWidth('在此签名')).toBe(4);
    expect(fitHint(60, 30, '在此签名', '签名')).toMatchObject({ text: '在此签名', icon: false });
  });
});
