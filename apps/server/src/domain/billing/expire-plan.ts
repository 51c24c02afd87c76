import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planChanges, users } from '../../db/schema/index.js';

/**
 * Returns an account to the free plan once the paid plan that ended at `endsAt` is still the one
 * on its row and that time has passed. A renewal moved the end (and booked its own job), so an
 * older job finds nothing to do; a second run finds the account already free. Nothing else
 * changes: agreements, templates and documents stay, and sending follows the free plan's limits
 * (which effectivePlan applied from the end already; this records it).
 */
export async function expirePlan(db: Db, input: { userId: bigint; endsAt: Date; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ planId: users.planId, planExpiresAt: users.planExpiresAt }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!user || user.planId === 'free' || !user.planExpiresAt) return false;
    if (user.planExpiresAt.getTime() !== input.endsAt.getTime() || user.planExpiresAt > now) return false;
    await tx.update(users).set({ planId: 'free', planExpiresAt: null, updatedAt: now }).where(eq(users.id, input.userId));
    await tx.insert(planChanges).values({
      userId: input.userId,
      kind: 'expired',
      planId: 'free',
      endsAt: null,
      previousPlanId: user.planId,
      previousEndsAt: user.planExpiresAt,
      createdAt: now,
    });
    return true;
  });
}
