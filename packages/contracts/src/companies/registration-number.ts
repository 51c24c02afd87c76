/**
 * China's unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a
 * 31-character alphabet (digits and capitals without I, O, Z, S, V); characters 3 to 8 are the
 * administrative division (digits); the 18th is a check character over the first 17.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export type RegistrationNumberProblem = 'length' | 'characters' | 'division' | 'check';

/** The check character a code's first 17 characters call for. */
export function usccCheckCharacter(first17: string): string {
  const sum = [...first17].reduce((total, char, index) => total + ALPHABET.indexOf(char) * (WEIGHTS[index] ?? 0), 0);
  return ALPHABET[(31 - (sum % 31)) % 31] ?? '';
}

/** Spaces and lower case are forgiven (people copy codes from licences); the rest must hold. */
export function normaliseRegistrationNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Why a code is not a valid unified social credit code, or null when it is. */
export function usccProblem(value: string): RegistrationNumberProblem | null {
  const code = normaliseRegistrationNumber(value);
  if (code.length !== 18) return 'length';
  if ([...code].some((char) => !ALPHABET.includes(char))) return 'characters';
  if (!/^\d{6}$/.test(code.slice(2, 8))) return 'division';
  return usccCheckCharacter(code.slice(0, 17)) === code[17] ? null : 'check';
}
