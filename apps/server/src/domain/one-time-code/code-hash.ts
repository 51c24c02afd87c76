import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_DIGITS } from '@signet/contracts';

/** Six random digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/**
 * The stored form of a code. The row id salts it, so equal codes never share a
 * hash; with a million possible codes this mainly keeps codes out of backups and
 * logs, and the 10-minute lifetime bounds what a leak could give.
 */
export function hashCode(codeId: bigint, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

export function codeMatches(codeId: bigint, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(codeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
