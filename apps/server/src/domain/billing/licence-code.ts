import { createHash, randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** A new code, 20 random symbols (100 bits) in groups of five: `7KD2M-Q9XAT-…`. */
export function generateLicenceCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/**
 * What a person typed, as the code it means: case, spaces and dashes do not matter, and the
 * letters people confuse with digits count as those digits (O as 0, I and L as 1).
 */
export function normaliseLicenceCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** The stored form. No salt is needed: 100 random bits cannot be found by hashing guesses. */
export function hashLicenceCode(typed: string): string {
  return createHash('sha256').update(normaliseLicenceCode(typed)).digest('hex');
}
