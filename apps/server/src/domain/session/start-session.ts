import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { effectivePlan } from '../plan/effective-plan.js';
import type { RequestMeta } from '../request-meta.js';
import { createSession, type CreatedSession } from './create-session.js';

/**
 * Signs a user in on the caller's device under the plan's device limit (spec 4):
 * a new token every time; this browser's earlier session ends ('revoked', its own
 * old token); if the account still has as many live sessions as the plan allows
 * online devices, the oldest end with 'device_limit', so their device check
 * answers 2008. The user row is locked first (SELECT … FOR UPDATE), so concurrent
 * sign-ins on several processes take turns and cannot exceed the limit.
 */
export async function startSession(
  db: Db,
  options: { userId: bigint; meta: RequestMeta; ttlMs: number; now?: Date; secondFactor?: boolean },
): Promise<CreatedSession> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ planId: users.planId, planExpiresAt: users.planExpiresAt })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!user) throw new Error(`startSession: no user ${options.userId}`);
    const live = and(eq(sessions.userId, options.userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now));

    // An empty Device-Id says nothing about the browser, so it never matches another session.
    const deviceId = options.meta.device.id;
    if (deviceId) {
      await tx
        .update(sessions)
        .set({ endedAt: now, endReason: 'revoked' })
        .where(and(live, eq(sessions.deviceId, deviceId)));
    }

    const active = await tx.select({ id: sessions.id }).from(sessions).where(live).orderBy(asc(sessions.createdAt), asc(sessions.id));
    const allowed = effectivePlan(user, now).onlineDevices;
    // Keep allowed - 1, so the new session makes exactly `allowed`.
    const pushedOut = active.slice(0, Math.max(0, active.length - (allowed - 1)));
    for (const { id } of pushedOut) {
      await tx
        .update(sessions)
        .set({ endedAt: now, endReason: 'device_limit' })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    }
    return createSession(tx, { ...options, now });
  });
}

/**
 * Ends every live session of an account ('revoked'), or all but one (`except`),
 * e.g. after a password change or reset.
 */
export async function endUserSessions(db: Db, options: { userId: bigint; except?: bigint; now?: Date }): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: options.now ?? new Date(), endReason: 'revoked' })
    .where(
      and(
        eq(sessions.userId, options.userId),
        isNull(sessions.endedAt),
        options.except === undefined ? undefined : ne(sessions.id, options.except),
      ),
    );
}
