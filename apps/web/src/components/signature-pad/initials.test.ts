import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initials', () => {
  it('takes first letters of words, or the family name of a Chinese name', () => {
    expect(initialsOf('Ann Lee')).toBe('AL');
    expect(initialsOf(' mary-jane van der berg ')).toBe('MJV');
    expect(initialsOf('Émile')).toBe('É');
    expect(initialsOf('张三')).toBe('张');
    expect(initialsOf('')).toBe('');
  });
});
