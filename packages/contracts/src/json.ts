import { isInteger, parse, stringify } from 'lossless-json';

// Spec 5: ids of 14 to 18 digits are big numbers. Every integer that long is read as bigint,
// so an id has one type whether or not it happens to be below 2^53.
const BIG_INTEGER_DIGITS = 14;

/**
 * JSON text to value, reading integers of 14 or more digits (our 64-bit ids) as exact
 * bigint; every other number stays a plain number. Used by the server and the web client.
 */
export function parseJson(text: string): unknown {
  return parse(text, null, (digits) => {
    if (isInteger(digits) && digits.replace('-', '').length >= BIG_INTEGER_DIGITS) return BigInt(digits);
    return Number(digits);
  });
}

/** Value to JSON text, writing bigint as a bare JSON number. */
export function stringifyJson(value: unknown): string {
  return stringify(value) ?? 'null';
}
