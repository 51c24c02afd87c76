import { describe, expect, it } from 'vitest';
import { addPeriod } from './add-period.js';

describe('addPeriod', () => {
  it('adds calendar months and years in UTC, keeping the time of day', () => {
    expect(addPeriod(new Date('2026-11-26T15:30:00Z'), 'month').toISOString()).toBe('2026-12-26T15:30:00.000Z');
    expect(addPeriod(new Date('2026-12-15T00:00:00Z'), 'month').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addPeriod(new Date('2026-11-26T15:30:00Z'), 'year').toISOString()).toBe('2027-11-26T15:30:00.000Z');
  });

  it('ends on the last day of a shorter month rather than spilling into the next', () => {
    expect(addPeriod(new Date('2027-01-31T09:00:00Z'), 'month').toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(addPeriod(new Date('2028-01-31T09:00:00Z'), 'month').toISOString()).toBe('2028-02-29T09:00:00.000Z');
    expect(addPeriod(new Date('2028-02-29T09:00:00Z'), 'year').toISOString()).toBe('2029-02-28T09:00:00.000Z');
  });
});
