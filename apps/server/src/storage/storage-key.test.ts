import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './file-store.js';
import { assertValidKey, documentKey } from './storage-key.js';

describe('storage keys', () => {
  it('names a document by year, month and id', () => {
    expect(documentKey(123456789012345678n, 'pdf', new Date('2026-11-05T00:00:00Z'))).toBe('documents/2026/11/123456789012345678.pdf');
    expect(documentKey(1n, '.png', new Date('2027-01-31T23:59:59Z'))).toBe('documents/2027/01/1.png');
  });

  it('accepts plain relative keys and rejects anything that could escape or hide', () => {
    expect(() => assertValidKey('documents/2026/11/1.pdf')).not.toThrow();
    for (const key of ['..', 'a/..', '/abs', 'a/', 'a/.hidden', 'a b', 'a\0b', 'x'.repeat(513)]) {
      expect(() => assertValidKey(key), key).toThrow(InvalidStorageKeyError);
    }
  });
});
