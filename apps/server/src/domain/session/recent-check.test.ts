import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@signet/contracts';
import { requireRecentCheck } from './recent-check.js';

const MINUTE = 60_000;
const now = new Date('2026-03-01T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
const codeOf = (run: () => void) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { code: number }).code;
  }
};

describe('the re-check before sensitive actions', () => {
  it('holds for 10 minutes after a check, and asks again after', () => {
    expect(codeOf(() => requireRecentCheck({ reauthAt: ago(9), secondFactorAt: null }, { now }))).toBe(200);
    expect(codeOf(() => requireRecentCheck({ reauthAt: ago(11), secondFactorAt: null }, { now }))).toBe(ErrorCode.ReauthRequired);
    expect(codeOf(() => requireRecentCheck({ reauthAt: null, secondFactorAt: null }, { now }))).toBe(ErrorCode.ReauthRequired);
  });

  it('wants a second factor, not a password, where it says so', () => {
    expect(codeOf(() => requireRecentCheck({ reauthAt: ago(1), secondFactorAt: ago(30) }, { now, secondFactor: true }))).toBe(ErrorCode.SecondFactorReauthRequired);
    expect(codeOf(() => requireRecentCheck({ reauthAt: ago(1), secondFactorAt: ago(9) }, { now, secondFactor: true }))).toBe(200);
  });
});
