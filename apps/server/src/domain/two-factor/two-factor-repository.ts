import { asc, eq, isNotNull, and } from 'drizzle-orm';
import type { SecondFactorMethod } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { passkeys, totpCredentials } from '../../db/schema/index.js';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The confirmed authenticator secret of an account, or null when it has no app set up. */
export async function confirmedTotpSecret(db: Db, userId: bigint): Promise<string | null> {
  const [row] = await db
    .select({ secret: totpCredentials.secret })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)));
  return row?.secret ?? null;
}

export async function passkeysOf(db: Db, userId: bigint): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/**
 * The second factors an account can use; empty means two-factor sign-in is off. Recovery codes
 * count only beside a real method (they exist to stand in for a lost app or passkey).
 */
export async function secondFactorMethods(db: Db, userId: bigint): Promise<SecondFactorMethod[]> {
  const totp = await confirmedTotpSecret(db, userId);
  const keys = await passkeysOf(db, userId);
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp');
  if (keys.length > 0) methods.push('passkey');
  if (methods.length > 0) methods.push('recovery_code');
  return methods;
}

export async function hasTwoFactor(db: Db, userId: bigint): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}
