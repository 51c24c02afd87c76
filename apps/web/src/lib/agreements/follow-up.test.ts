import { describe, expect, it } from 'vitest';
import { endOfLocalDay, expiresAtOf, expiryRange, followUpProblem, followUpValues, localDay, remindersOf } from './follow-up';

describe('the reminders-and-expiry form', () => {
  const now = new Date(2026, 10, 26, 15, 30);

  it('starts from the agreement or account: its day, and reminders on with their numbers, or off', () => {
    expect(followUpValues({ expiresAt: null, reminders: { afterDays: 2, everyDays: 4, maxCount: 5 } })).toEqual({ expiresOn: '', remind: true, afterDays: 2, everyDays: 4, maxCount: 5 });
    const off = followUpValues({ expiresAt: endOfLocalDay('2026-12-31').toISOString(), reminders: null });
    expect(off).toMatchObject({ expiresOn: '2026-12-31', remind: false, afterDays: 3 });
  });

  it('sends the end of the chosen day in the reader’s zone, and the reminders only when on', () => {
    const expiresAt = expiresAtOf({ expiresOn: '2026-12-31' });
    expect(localDay(new Date(expiresAt ?? ''))).toBe('2026-12-31');
    expect(new Date(expiresAt ?? '').getHours()).toBe(23);
    expect(expiresAtOf({ expiresOn: '' })).toBeNull();
    expect(remindersOf({ expiresOn: '', remind: false, afterDays: 1, everyDays: 1, maxCount: 1 })).toBeNull();
  });

  it('accepts a day from tomorrow to a year ahead, and reminder numbers within bounds', () => {
    expect(expiryRange(now)).toEqual({ min: '2026-11-27', max: '2027-11-26' });
    const ok = { expiresOn: '2026-11-27', remind: true, afterDays: 1, everyDays: 60, maxCount: 10 };
    expect(followUpProblem(ok, now)).toBeNull();
    expect(followUpProblem({ ...ok, expiresOn: '2026-11-26' }, now)).toBe('expiry');
    expect(followUpProblem({ ...ok, expiresOn: '2027-11-27' }, now)).toBe('expiry');
    expect(followUpProblem({ ...ok, afterDays: 0 }, now)).toBe('reminders');
    expect(followUpProblem({ ...ok, maxCount: 11 }, now)).toBe('reminders');
    expect(followUpProblem({ ...ok, maxCount: 11, remind: false }, now)).toBeNull();
  });
});
