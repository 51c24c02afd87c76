import { describe, expect, it } from 'vitest';
import { identifiedLine, verificationDetail } from './certificate-identity.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 9, minute, 0));
const event = (type: string, minute: number, data: Record<string, unknown> = {}, recipientId: bigint | null = 1n) => ({
  type,
  recipientId,
  actorUserId: null,
  ip: '203.0.113.7',
  userAgent: 'Chromium',
  createdAt: at(minute),
  data,
});

describe('how the certificate says a signer was identified', () => {
  it('names the code, its masked target, time, IP and the wrong codes before it', () => {
    const events = [
      event('verification_code_sent', 1, { method: 'sms_code', target: '+86 138****5678' }),
      event('signer_verification_failed', 2, { method: 'sms_code', target: '+86 138****5678', reason: 'wrong' }),
      event('signer_verified', 3, { method: 'sms_code', target: '+86 138****5678' }),
      event('link_opened', 3),
    ];
    expect(identifiedLine(1n, events, 'en-US')).toBe('Identified by: SMS code to +86 138****5678 · 2026-11-29 09:03:00 UTC · IP 203.0.113.7 · 1 wrong code before');
    expect(identifiedLine(1n, events, 'zh-CN')).toBe('身份核验方式：短信验证码（+86 138****5678） · 2026-11-29 09:03:00 UTC · IP 203.0.113.7 · 此前输错验证码 1 次');
  });

  it('says the e-mailed link when nothing more was asked, and nothing for someone who never opened one', () => {
    expect(identifiedLine(1n, [event('link_opened', 5)], 'en-US')).toBe('Identified by: the link e-mailed to them · 2026-11-29 09:05:00 UTC · IP 203.0.113.7');
    expect(identifiedLine(2n, [event('link_opened', 5)], 'en-US')).toBeNull();
  });

  it('names an account signed in with a second factor, and an access code', () => {
    expect(identifiedLine(1n, [event('signer_verified', 1, { method: 'account_2fa', target: 'an***@example.com' })], 'en-US')).toContain(
      'their own Signet account (an***@example.com), signed in with two-factor authentication',
    );
    expect(identifiedLine(1n, [event('signer_verified', 1, { method: 'access_code' })], 'en-US')).toContain('the access code given by the sender');
  });

  it('adds the method to the event table row', () => {
    expect(verificationDetail(event('verification_code_sent', 1, { method: 'email_code', target: 'an***@example.com' }), 'en-US')).toBe('e-mail code to an***@example.com');
    expect(verificationDetail(event('signed', 1), 'en-US')).toBeNull();
  });
});
