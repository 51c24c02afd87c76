import { describe, expect, it } from 'vitest';
import { signerView } from '../testing/signer-view';
import { formatActTime, prefilledBefore, recipientNames, routeStory } from './route-story';

const mia = { step: 1, name: 'Mia Chen', role: 'approver', status: 'approved', at: '2026-11-28T10:04:00.000Z' } as const;

describe('routeStory', () => {
  it('says nothing for a plain agreement, a viewer, a copy recipient, or a server without routes', () => {
    expect(routeStory(signerView())).toBeNull();
    expect(routeStory(signerView({ route: { acted: [{ ...mia, role: 'signer', status: 'signed' }] } }))).toBeNull();
    expect(routeStory(signerView({ me: { role: 'viewer' }, route: { step: null, steps: 3 } }))).toBeNull();
    expect(routeStory(signerView({ me: { role: 'copy' }, route: { step: null, steps: 3 } }))).toBeNull();
    expect(routeStory(signerView({ route: null }))).toBeNull();
  });

  it('tells the step, the group and who acted, in order and in the words of their role', () => {
    const filled = { step: 1, name: 'Fay Lin', role: 'filler', status: 'signed', at: '2026-11-28T09:00:00.000Z' } as const;
    expect(routeStory(signerView({ route: { step: 3, steps: 3, group: 'any', acted: [filled, { ...mia, step: 2 }] } }))).toEqual({
      act: 'sign',
      position: { step: 3, steps: 3 },
      anyOne: true,
      acted: [
        { name: 'Fay Lin', deed: 'filled', at: filled.at },
        { name: 'Mia Chen', deed: 'approved', at: mia.at },
      ],
      fillsFor: [],
    });
  });

  it('speaks to a one-step any-one-of group, and to a filler, even without other steps', () => {
    expect(routeStory(signerView({ me: { role: 'approver' }, route: { group: 'any' } }))).toMatchObject({ act: 'approve', position: null, anyOne: true, acted: [] });
    const filler = signerView({ me: { role: 'filler' }, route: { fillsFor: [{ id: 7n, name: 'Ben Wu' }] } });
    expect(routeStory(filler)).toMatchObject({ act: 'fill', position: null, fillsFor: ['Ben Wu'] });
    expect(recipientNames(filler).get('7')).toBe('Ben Wu');
  });

  it('says a read-only value was filled in before, not by the sender, once a filler acted', () => {
    expect(prefilledBefore(signerView({ route: { steps: 2, step: 2, acted: [mia] } }))).toBe(false);
    expect(prefilledBefore(signerView({ route: { steps: 2, step: 2, acted: [{ ...mia, role: 'filler', status: 'signed' }] } }))).toBe(true);
  });
});

describe('formatActTime', () => {
  it('gives the day and the minute in the page language', () => {
    expect(formatActTime(mia.at, 'en-US', 'UTC')).toBe('Nov 28, 2026, 10:04 AM');
    expect(formatActTime(mia.at, 'zh-CN', 'UTC')).toBe('2026年11月28日 10:04');
    expect(formatActTime('not a date', 'en-US')).toBe('');
  });
});
