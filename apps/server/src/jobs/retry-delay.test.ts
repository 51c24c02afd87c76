import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('doubles with each attempt, between half and all of 2^attempts seconds', () => {
    expect(retryDelayMs(1, () => 0)).toBe(1000);
    expect(retryDelayMs(1, () => 1)).toBe(2000);
    expect(retryDelayMs(3, () => 0)).toBe(4000);
    expect(retryDelayMs(3, () => 1)).toBe(8000);
  });

  it('never waits more than ten minutes', () => {
    expect(retryDelayMs(30, () => 1)).toBe(600_000);
    expect(retryDelayMs(30, () => 0)).toBe(300_000);
  });

  it('spreads jobs that failed together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(4)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
