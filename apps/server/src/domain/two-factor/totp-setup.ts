import { AppError, ErrorCode, type TwoFactorStatus } from '@signet/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { totpCredentials, users } from '../../db/schema/index.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { recordCheck } from '../session/recent-check.js';
import { acceptTotpCode } from './second-factor-proof.js';
import { requireCheckToAddFactor, type CheckedSession } from './recent-check-for-factors.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { newTotpSecret, totpUri } from './totp.js';
import { getTwoFactorStatus } from './two-factor-status.js';
import { hasTwoFactor } from './two-factor-repository.js';

// A set-up not confirmed within this is started again (its secret was shown on a screen).
const PENDING_TTL_MS = 30 * 60 * 1000;

/**
 * Starts setting up an authenticator app: a new secret waits for its first code. An app already in
 * use keeps working until the new one is confirmed.
 */
export async function beginTotpSetup(db: Db, options: { session: CheckedSession; now?: Date }): Promise<{ secret: string; uri: string }> {
  const now = options.now ?? new Date();
  const { userId } = options.session;
  await requireCheckToAddFactor(db, options.session, now);
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  const secret = newTotpSecret();
  await db
    .insert(totpCredentials)
    .values({ userId, pendingSecret: secret, pendingSince: now })
    .onConflictDoUpdate({ target: totpCredentials.userId, set: { pendingSecret: secret, pendingSince: now } });
  return { secret, uri: totpUri(secret, user?.email ?? user?.name ?? '') };
}

/**
 * Confirms the app with a code it shows (8414 when wrong, 8417 without a set-up in progress). The
 * app becomes the account's; when two-factor sign-in was off it turns on, this device counts as
 * having passed it, and the ten recovery codes are answered this once.
 */
export async function confirmTotpSetup(
  db: Db,
  options: { session: CheckedSession; code: string; now?: Date },
): Promise<{ recoveryCodes: string[] | null; status: TwoFactorStatus }> {
  const now = options.now ?? new Date();
  const { userId, sessionId } = options.session;
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
  if (!row?.pendingSecret || !row.pendingSince || now.getTime() - row.pendingSince.getTime() > PENDING_TTL_MS) {
    throw new AppError(ErrorCode.TotpSetupMissing, { detail: 'no authenticator set-up in progress' });
  }
  // Set-up codes count with sign-in ones: a held session must not guess its way through either.
  await hitNamedLimit(db, 'secondFactorPerAccount', String(userId), now);
  const wasOn = await hasTwoFactor(db, userId);
  if (!(await acceptTotpCode(db, { userId, secret: row.pendingSecret, code: options.code, now }))) {
    throw new AppError(ErrorCode.SecondFactorWrong, { detail: 'set-up code wrong' });
  }
  const recoveryCodes = await db.transaction(async (tx) => {
    await tx.update(totpCredentials).set({ secret: row.pendingSecret, confirmedAt: now, pendingSecret: null, pendingSince: null }).where(eq(totpCredentials.userId, userId));
    if (wasOn) return null;
    // Turning it on with a code from the app is a second factor passed on this device.
    await recordCheck(tx, { sessionId, secondFactor: true, now });
    return issueRecoveryCodes(tx, userId);
  });
  return { recoveryCodes, status: await getTwoFactorStatus(db, { userId, sessionId }) };
}
