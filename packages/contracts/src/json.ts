import { isInteger, isSafeNumber, parse, stringify } from 'lossless-json';

/**
 * JSON text to value, keeping integers beyond 2^53 exact as bigint (our 64-bit ids);
 * every other number stays a plain number. Used by the server and the web client.
 */
export function parseJson(text: string): unknown {
  return parse(text, null, (digits) => {
    if (isSafeNumber(digits)) return Number(digits);
    return isInteger(digits) ? BigInt(digits) : Number(digits);
  });
}

/** Value to JSON text, writing bigint as a bare JSON number. */
export function stringifyJson(value: unknown): string {
  return stringify(value) ?? 'null';
}
