import type { Plan } from '@signet/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { effectivePlan } from './effective-plan.js';

/** The plan that applies to a user right now (see effectivePlan). Reads the row itself: plans sit below accounts. */
export async function planOfUser(db: Db, userId: bigint, now: Date = new Date()): Promise<Plan> {
  const [row] = await db.select({ planId: users.planId, planExpiresAt: users.planExpiresAt }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return effectivePlan(row, now);
}
