import { describe, expect, it } from 'vitest';
import { idleSleepMs } from './idle-poll.js';

describe('an idle worker’s sleep', () => {
  const schedule = (listening: boolean, pollIntervalMs = 500) => [0, 1, 2, 3, 4, 5, 60].map((idlePolls) => idleSleepMs(idlePolls, { pollIntervalMs, maxMs: 4_000, listening }));

  it('doubles after the first empty poll up to four seconds when enqueues wake the worker', () => {
    expect(schedule(true)).toEqual([500, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  it('keeps the interval when nothing wakes it, and never sleeps less than a longer interval', () => {
    expect(schedule(false)).toEqual([500, 500, 500, 500, 500, 500, 500]);
    expect(schedule(true, 60_000)).toEqual([60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000]);
  });
});
