import { describe, expect, it } from 'vitest';
import { generateLicenceCode, hashLicenceCode, normaliseLicenceCode } from './licence-code.js';

describe('licence codes', () => {
  it('are 20 symbols of Crockford base 32 in four groups, and never repeat', () => {
    const codes = Array.from({ length: 2000 }, generateLicenceCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('match however they are typed: case, spaces, dashes, O for 0, I or L for 1', () => {
    expect(normaliseLicenceCode(' 7kd2m-q9xa1 0000 zz  ')).toBe('7KD2MQ9XA10000ZZ');
    expect(hashLicenceCode('ab1o0-llii1')).toBe(hashLicenceCode('AB100-11111'));
    expect(hashLicenceCode('AB100-11111')).not.toBe(hashLicenceCode('AB100-11112'));
    expect(hashLicenceCode('AB100')).toMatch(/^[0-9a-f]{64}$/);
  });
});
