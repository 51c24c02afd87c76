import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('is 0 when no countdown runs', () => {
    expect(secondsLeft(null, 1_000)).toBe(0);
  });

  it('rounds up, so the last second still shows', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 1_001)).toBe(60);
    expect(secondsLeft(61_000, 60_001)).toBe(1);
  });

  it('never goes below 0', () => {
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 99_000)).toBe(0);
  });
});
