import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { recoveryCodes } from '../../db/schema/index.js';

// Crockford's base32 without look-alikes: 16 characters are 80 random bits, beyond any offline guessing
// of the SHA-256 kept, so a fast hash is enough.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

const hashOf = (normalised: string) => createHash('sha256').update(normalised).digest('hex');

/** A code as typed: case, spaces and dashes do not matter; the letters people confuse are read as digits. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * Replaces the account's recovery codes with ten new ones and answers them, the only time they are
 * readable: only their hashes are kept.
 */
export async function issueRecoveryCodes(db: Db, userId: bigint): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(normaliseRecoveryCode(code)) })));
  return codes;
}

/** Spends one recovery code: true when it was the account's and unused (one update, so two requests cannot both spend it). */
export async function useRecoveryCode(db: Db, options: { userId: bigint; code: string; now: Date }): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: options.now })
    .where(and(eq(recoveryCodes.userId, options.userId), eq(recoveryCodes.codeHash, hashOf(normaliseRecoveryCode(options.code))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: bigint): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
