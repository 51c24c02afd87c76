import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.js';
import { maskPhone, mobileNumber } from './phone-numbers.js';

describe('phone numbers', () => {
  it('accept mobile numbers in E.164, with or without spaces', () => {
    expect(mobileNumber('+86 138 1234 5678')).toBe('+8613812345678');
    expect(mobileNumber('+14155552671')).toBe('+14155552671');
  });

  it('refuse fixed lines, short numbers and unassigned ranges', () => {
    expect(mobileNumber('+861088888888')).toBeNull(); // a Beijing landline
    expect(mobileNumber('+8612345')).toBeNull();
    expect(mobileNumber('13812345678')).toBeNull(); // no country code
    expect(mobileNumber('')).toBeNull();
  });

  it('are shown masked', () => {
    expect(maskPhone('+8613812345678')).toBe('+86 138****5678');
    expect(maskPhone('+14155552671')).toBe('+1 41****2671');
    expect(maskPhone('+85291234567')).toBe('+852 9***4567');
  });

  it('e-mail addresses are shown masked', () => {
    expect(maskEmail('ann.lee@example.com')).toBe('an***@example.com');
    expect(maskEmail('bo@example.cn')).toBe('b***@example.cn');
  });
});
