import { describe, expect, it } from 'vitest';
import { normaliseRegistrationNumber, usccCheckCharacter, usccProblem } from './registration-number.js';

describe('unified social credit code', () => {
  // Published codes: the standard's own example and two listed companies'.
  const valid = ['91350100M000100Y43', '91110000802100433B', '914403001922038216'];

  it('accepts codes whose check character matches, with spaces or lower case forgiven', () => {
    for (const code of valid) expect(usccProblem(code)).toBeNull();
    expect(usccProblem(' 9135 0100 m000 100y43 ')).toBeNull();
    expect(normaliseRegistrationNumber(' 9135 0100 m000 100y43 ')).toBe('91350100M000100Y43');
  });

  it('names what is wrong: the length, a letter the code never uses, the division, the check character', () => {
    expect(usccProblem('91350100M000100Y4')).toBe('length');
    expect(usccProblem('91350100M000100YI3')).toBe('characters');
    expect(usccProblem('9135A100M000100Y43')).toBe('division');
    expect(usccProblem('91350100M000100Y44')).toBe('check');
  });

  it('computes the check character over the first 17', () => {
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
    // Every other 18th character is refused.
    const others = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].filter((char) => char !== '3');
    for (const char of others) expect(usccProblem(`91350100M000100Y4${char}`)).toBe('check');
  });
});
