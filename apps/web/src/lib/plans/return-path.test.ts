import { describe, expect, it } from 'vitest';
import { pricingPath, redeemPath, safeReturnPath } from './return-path';

describe('the way back from the Redeem box', () => {
  it('carries the page and its query to the account centre', () => {
    expect(redeemPath('/flow/create/step3/42?x=1')).toBe('/account?returnTo=%2Fflow%2Fcreate%2Fstep3%2F42%3Fx%3D1');
    expect(pricingPath('/pricing/individuals', '/flow/create/step3/42')).toBe('/pricing/individuals?returnTo=%2Fflow%2Fcreate%2Fstep3%2F42');
  });

  it('returns only to this site’s own paths', () => {
    expect(safeReturnPath('/flow/create/step3/42')).toBe('/flow/create/step3/42');
    for (const unsafe of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/\t/evil.example/', '/\n/evil.example/', 'javascript:alert(1)']) expect(safeReturnPath(unsafe), String(unsafe)).toBeNull();
  });
});
