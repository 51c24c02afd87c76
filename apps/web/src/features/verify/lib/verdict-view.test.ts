import type { VerifyResult } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { webEnUS } from '../../../lib/i18n/locales/en-US';
import { webZhCN } from '../../../lib/i18n/locales/zh-CN';
import { checksOf, verdictView } from './verdict-view';


const agreement: NonNullable<VerifyResult['agreement']> = {
  id: 1n,
  name: 'Offer',
  sentAt: '2026-03-04T15:00:00.000Z',
  sealedAt: '2026-03-04T15:07:12.000Z',
  sender: { name: 'Dana Park' },
  parties: [{ order: 1, name: 'Alice Chen', role: 'signer', signedAt: '2026-03-04T15:07:00.000Z', viewedAt: '2026-03-04T15:01:00.000Z' }],
};
const seal = (intact: boolean, coversWholeFile: boolean, sealedBySignet: boolean): VerifyResult['signature'] => ({
  intact,
  coversWholeFile,
  sealedBySignet,
  signer: 'CN=Signet',
  timestampedAt: null,
});

/** Reads a dotted key from a locale's messages. */
function lookup(messages: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('verdictView', () => {
  it('gives each verdict its tone', () => {
    expect(verdictView({ verdict: 'authentic', agreement })).toMatchObject({ color: 'green', icon: 'shieldCheck' });
    expect(verdictView({ verdict: 'modified', agreement: null })).toMatchObject({ color: 'red', icon: 'shieldX' });
    expect(verdictView({ verdict: 'not_signet', agreement: null })).toMatchObject({ color: 'orange', icon: 'shieldQuestion' });
    expect(verdictView({ verdict: 'unsigned', agreement: null })).toMatchObject({ color: 'gray', icon: 'fileOff' });
  });

  it('names the sealing time only when our record gives it', () => {
    expect(verdictView({ verdict: 'authentic', agreement }).bodyKey).toBe('verify.verdicts.authentic.body');
    expect(verdictView({ verdict: 'authentic', agreement: null }).bodyKey).toBe('verify.verdicts.authentic.bodyNoRecord');
    expect(verdictView({ verdict: 'modified', agreement: null }).bodyKey).toBe('verify.verdicts.modified.body');
  });

  it('has every text in both languages', () => {
    for (const verdict of ['authentic', 'modified', 'not_signet', 'unsigned'] as const) {
      for (const withRecord of [agreement, null]) {
        const view = verdictView({ verdict, agreement: withRecord });
        for (const key of [view.titleKey, view.bodyKey, view.adviceKey]) {
          expect(typeof lookup(webEnUS, key), key).toBe('string');
          expect(typeof lookup(webZhCN, key), key).toBe('string');
        }
      }
    }
  });
});

describe('checksOf', () => {
  it('passes all four for an authentic seal on record', () => {
    expect(checksOf({ signature: seal(true, true, true), agreement }).map((check) => check.state)).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  it('fails what a change broke', () => {
    const checks = checksOf({ signature: seal(false, true, true), agreement: null });
    expect(checks).toEqual([
      { name: 'intact', state: 'fail' },
      { name: 'wholeFile', state: 'pass' },
      { name: 'certificate', state: 'pass' },
      { name: 'record', state: 'fail' },
    ]);
    expect(checksOf({ signature: seal(true, false, true), agreement: null })[1]).toEqual({ name: 'wholeFile', state: 'fail' });
  });

  it("fails only the certificate for someone else's valid signature", () => {
    expect(checksOf({ signature: seal(true, true, false), agreement: null }).map((check) => check.state)).toEqual(['pass', 'pass', 'fail', 'fail']);
  });

  it('skips the signature checks when there is no signature', () => {
    expect(checksOf({ signature: null, agreement: null }).map((check) => check.state)).toEqual(['skipped', 'skipped', 'skipped', 'fail']);
  });
});
