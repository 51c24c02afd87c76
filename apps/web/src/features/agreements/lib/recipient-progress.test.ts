import type { Agreement } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { recipientProgress, resendScopeFor } from './recipient-progress';

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

  it('re-sends a bounced invitation to the next signer when they are next, else to all pending', () => {
    const list = [recipient(1n, { status: 'signed' }), recipient(2n, { deliveryFailed: true }), recipient(3n, { deliveryFailed: true }), recipient(4n, { role: 'viewer' })];
    expect(resendScopeFor(list, 2n)).toBe('next');
    expect(resendScopeFor(list, 3n)).toBe('all');
    expect(resendScopeFor(list, 1n)).toBeNull();
    expect(resendScopeFor(list, 4n)).toBeNull();
  });
});
