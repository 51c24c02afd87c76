import { and, eq } from 'drizzle-orm';
import { AppError, ErrorCode, type Passkey } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { passkeys, recoveryCodes, totpCredentials } from '../../db/schema/index.js';
import { requireRecentCheck } from '../session/recent-check.js';
import type { CheckedSession } from './recent-check-for-factors.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { presentPasskey } from './two-factor-status.js';
import { confirmedTotpSecret, hasTwoFactor, passkeysOf } from './two-factor-repository.js';

/** Turns two-factor sign-in off: the app, every passkey and the recovery codes go. Wants a second factor within 10 minutes (8412). */
export async function disableTwoFactor(db: Db, options: { session: CheckedSession; now?: Date }): Promise<void> {
  requireRecentCheck(options.session, { secondFactor: true, now: options.now ?? new Date() });
  const { userId } = options.session;
  await db.transaction(async (tx) => {
    await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** New recovery codes, the old ones dead. Wants a second factor within 10 minutes (8412); 404 while two-factor sign-in is off. */
export async function regenerateRecoveryCodes(db: Db, options: { session: CheckedSession; now?: Date }): Promise<string[]> {
  requireRecentCheck(options.session, { secondFactor: true, now: options.now ?? new Date() });
  if (!(await hasTwoFactor(db, options.session.userId))) throw new AppError(ErrorCode.NotFound, { detail: 'two-factor sign-in is off' });
  return db.transaction((tx) => issueRecoveryCodes(tx, options.session.userId));
}

async function ownPasskey(db: Db, userId: bigint, passkeyId: bigint) {
  const [row] = await db.select().from(passkeys).where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)));
  if (!row) throw new AppError(ErrorCode.NotFound, { detail: `no passkey ${passkeyId} of this account` });
  return row;
}

/** Renames one of the account's passkeys (404 for anyone else's). */
export async function renamePasskey(db: Db, options: { userId: bigint; passkeyId: bigint; name: string }): Promise<Passkey> {
  await ownPasskey(db, options.userId, options.passkeyId);
  const [row] = await db.update(passkeys).set({ name: options.name }).where(eq(passkeys.id, options.passkeyId)).returning();
  if (!row) throw new AppError(ErrorCode.NotFound);
  return presentPasskey(row);
}

/**
 * Removes one of the account's passkeys: a check within 10 minutes (8411), and a second factor
 * (8412) when it is the last method, since two-factor sign-in then turns off with its recovery codes.
 */
export async function removePasskey(db: Db, options: { session: CheckedSession; passkeyId: bigint; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const { userId } = options.session;
  requireRecentCheck(options.session, { now });
  await ownPasskey(db, userId, options.passkeyId);
  const last = (await confirmedTotpSecret(db, userId)) === null && (await passkeysOf(db, userId)).length === 1;
  if (last) requireRecentCheck(options.session, { secondFactor: true, now });
  await db.transaction(async (tx) => {
    await tx.delete(passkeys).where(eq(passkeys.id, options.passkeyId));
    if (last) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}
