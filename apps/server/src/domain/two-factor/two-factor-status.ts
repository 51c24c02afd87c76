import { and, eq } from 'drizzle-orm';
import type { Passkey, TwoFactorStatus } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies, companyMembers, sessions, users } from '../../db/schema/index.js';
import { recoveryCodesLeft } from './recovery-codes.js';
import { confirmedTotpSecret, passkeysOf, type PasskeyRow } from './two-factor-repository.js';

export function presentPasskey(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** The account's two-factor state as its security settings show it, with this device's last checks. */
export async function getTwoFactorStatus(db: Db, options: { userId: bigint; sessionId: bigint }): Promise<TwoFactorStatus> {
  const { userId } = options;
  const totp = (await confirmedTotpSecret(db, userId)) !== null;
  const keys = await passkeysOf(db, userId);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const [session] = await db
    .select({ reauthAt: sessions.reauthAt, secondFactorAt: sessions.secondFactorAt })
    .from(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, userId)));
  const requiredBy = await db
    .select({ companyId: companies.id, displayName: companies.displayName })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.requireTwoFactor, true)));
  return {
    enabled: totp || keys.length > 0,
    totp,
    passkeys: keys.map(presentPasskey),
    recoveryCodesLeft: await recoveryCodesLeft(db, userId),
    hasPassword: Boolean(user?.passwordHash),
    reauthAt: session?.reauthAt?.toISOString() ?? null,
    secondFactorAt: session?.secondFactorAt?.toISOString() ?? null,
    requiredBy,
  };
}
