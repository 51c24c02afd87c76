import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson } from './json.js';
import { ZId } from './ids.js';

describe('lossless JSON', () => {
  it('keeps 18-digit ids exact both ways', () => {
    const text = '{"id":123456789012345678,"code":200,"ratio":0.5}';
    const value = parseJson(text);
    expect(value).toEqual({ id: 123456789012345678n, code: 200, ratio: 0.5 });
    expect(stringifyJson(value)).toBe(text);
    // What plain JSON does to the same id:
    expect(String((JSON.parse(text) as { id: number }).id)).not.toBe('123456789012345678');
  });

  it('reads every integer of 14 or more digits as bigint, shorter ones as numbers (spec 5)', () => {
    expect(parseJson('[12345678901234,1234567890123,-12345678901234,1.5e300]')).toEqual([
      12345678901234n,
      1234567890123,
      -12345678901234n,
      1.5e300,
    ]);
  });

  it('writes bigint as a bare number and dates as strings', () => {
    expect(stringifyJson({ id: 987654321098765432n, at: new Date(0) })).toBe(
      '{"id":987654321098765432,"at":"1970-01-01T00:00:00.000Z"}',
    );
  });
});

describe('ZId', () => {
  it('accepts bigint, safe numbers and digit strings, giving bigint', () => {
    expect(ZId.parse(123456789012345678n)).toBe(123456789012345678n);
    expect(ZId.parse(42)).toBe(42n);
    expect(ZId.parse('123456789012345678')).toBe(123456789012345678n);
  });

  it.each([['abc'], [-1], [0], [1.5], ['99999999999999999999'], [null]])('rejects %s', (value) => {
    expect(ZId.safeParse(value).success).toBe(false);
  });
});
