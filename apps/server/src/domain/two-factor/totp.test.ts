import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.js';

const codeAt = (secret: string, at: Date) => new TOTP({ secret }).generate({ timestamp: at.getTime() });

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-03-01T12:00:10Z');

  it('names Signet and the account in the URI the QR code carries', () => {
    const uri = totpUri(secret, 'ann@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Signet:ann%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Signet');
  });

  it('accepts the code of this step and of one step either side, and tells the step', () => {
    const step = matchTotpStep(secret, codeAt(secret, now), now);
    expect(step).not.toBeNull();
    expect(matchTotpStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe((step ?? 0n) - 1n);
    expect(matchTotpStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe((step ?? 0n) + 1n);
  });

  it('refuses a code two steps away and a wrong one', () => {
    expect(matchTotpStep(secret, codeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(matchTotpStep(newTotpSecret(), codeAt(secret, now), now)).toBeNull();
  });
});
