import { describe, expect, it } from 'vitest';
import { priceOf } from '@signet/contracts';
import { convertTime } from './plan-value.js';

const DAY = 24 * 60 * 60 * 1000;

describe('convertTime', () => {
  it('turns days on one plan into days of the same value on another, by the yearly US price', () => {
    const ratio = (priceOf('individual', 'year', 'USD') ?? 0) / (priceOf('enterprise', 'year', 'USD') ?? 1);
    expect(convertTime(30 * DAY, 'individual', 'enterprise')).toBe(Math.round(30 * DAY * ratio));
    expect(convertTime(30 * DAY, 'enterprise', 'individual')).toBe(Math.round((30 * DAY) / ratio));
    expect(convertTime(30 * DAY, 'individual', 'individual')).toBe(30 * DAY);
    expect(convertTime(-5, 'individual', 'enterprise')).toBe(0);
  });
});
