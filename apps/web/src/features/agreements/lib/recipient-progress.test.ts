import type { Agreement } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { progressRoute, recipientProgress, resendScopeFor, routeFinished } from './recipient-progress';

type Recipient = Agreement['recipients'][number];
const recipient = (id: bigint, overrides: Partial<Recipient> = {}): Recipient => ({
  id,
  order: Number(id),
  name: `R${id}`,
  email: `r${id}@example.com`,
  role: 'signer',
  accessCode: null,
  status: 'invited',
  invitedAt: '2026-05-01T10:00:00Z',
  viewedAt: null,
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  deliveryFailed: false,
  ...overrides,
});

describe('recipient progress', () => {
  it('takes the time of the current state', () => {
    expect(recipientProgress(recipient(1n))).toMatchObject({ status: 'invited', at: '2026-05-01T10:00:00Z' });
    expect(recipientProgress(recipient(1n, { status: 'signed', signedAt: '2026-05-01T11:00:00Z', viewedAt: '2026-05-01T10:30:00Z' })).at).toBe('2026-05-01T11:00:00Z');
    expect(recipientProgress(recipient(1n, { status: 'declined', declinedAt: '2026-05-01T11:00:00Z', declineReason: 'No' }))).toMatchObject({ declineReason: 'No' });
    expect(recipientProgress(recipient(1n, { status: undefined })).status).toBe('pending');
  });

  it('says an approval with its time, a filler’s act as filled in, a released member with the release time, a copy as waiting for the end', () => {
    expect(recipientProgress(recipient(1n, { role: 'approver', status: 'approved', signedAt: '2026-05-01T11:00:00Z' }))).toMatchObject({ state: 'approved', at: '2026-05-01T11:00:00Z' });
    expect(recipientProgress(recipient(1n, { role: 'approver', status: 'declined', declinedAt: '2026-05-01T11:00:00Z', declineReason: 'Wrong price' }))).toMatchObject({
      state: 'declined',
      declineReason: 'Wrong price',
    });
    expect(recipientProgress(recipient(1n, { role: 'filler', status: 'signed', signedAt: '2026-05-01T11:00:00Z' })).state).toBe('filled');
    expect(recipientProgress(recipient(1n, { status: 'released', releasedAt: '2026-05-01T12:00:00Z' }))).toMatchObject({ state: 'released', at: '2026-05-01T12:00:00Z' });
    expect(recipientProgress(recipient(1n, { role: 'copy', status: 'pending', invitedAt: null })).state).toBe('copy_pending');
  });

  it('groups the recipients by step, copies and viewers after, and reads an older reply by its signing order', () => {
    const route = progressRoute({
      signingOrder: true,
      recipients: [
        recipient(1n, { role: 'copy', step: null }),
        recipient(2n, { role: 'approver', step: 1 }),
        recipient(3n, { step: 2, group: 'any' }),
        recipient(4n, { step: 2, group: 'any' }),
      ],
    });
    expect(route.steps.map((step) => [step.number, step.group, step.members.map((member) => member.id)])).toEqual([
      [1, 'all', [2n]],
      [2, 'any', [3n, 4n]],
    ]);
    expect(route.outside.map((member) => member.id)).toEqual([1n]);
    const older = progressRoute({ signingOrder: false, recipients: [recipient(1n), recipient(2n), recipient(3n, { role: 'viewer' })] });
    expect(older.steps.map((step) => step.members.length)).toEqual([2]);
  });

  it('knows the route is finished when each all-of step acted in full and each any-one-of step once', () => {
    const done = (statuses: ('signed' | 'invited' | 'released' | 'approved')[], group: 'all' | 'any') =>
      routeFinished({ signingOrder: false, recipients: statuses.map((status, index) => recipient(BigInt(index + 1), { status, step: 1, group })) });
    expect(done(['signed', 'released'], 'any')).toBe(true);
    expect(done(['signed', 'invited'], 'all')).toBe(false);
    expect(done(['approved', 'signed'], 'all')).toBe(true);
    expect(routeFinished({ signingOrder: false, recipients: [recipient(1n, { role: 'viewer', step: null })] })).toBe(false);
  });

  it('re-sends a bounced invitation with "next" when its recipient is in the open step, else to all pending', () => {
    const agreement = {
      signingOrder: true,
      recipients: [
        recipient(1n, { status: 'signed', step: 1 }),
        recipient(2n, { deliveryFailed: true, step: 2 }),
        recipient(3n, { deliveryFailed: true, step: 3 }),
        recipient(4n, { role: 'viewer', step: null }),
      ],
    };
    expect(resendScopeFor(agreement, 2n)).toBe('next');
    expect(resendScopeFor(agreement, 3n)).toBe('all');
    expect(resendScopeFor(agreement, 1n)).toBeNull();
    expect(resendScopeFor(agreement, 4n)).toBeNull();
    // An approver waits like a signer; a released member of a finished any-one-of step waits for nothing.
    const group = {
      signingOrder: true,
      recipients: [
        recipient(1n, { status: 'signed', step: 1, group: 'any' as const }),
        recipient(2n, { status: 'released', step: 1, group: 'any' as const }),
        recipient(3n, { role: 'approver', deliveryFailed: true, step: 2 }),
      ],
    };
    expect(resendScopeFor(group, 2n)).toBeNull();
    expect(resendScopeFor(group, 3n)).toBe('next');
  });
});
