import type { Plan } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { getUserById } from '../account/users-repository.js';
import { effectivePlan } from './effective-plan.js';

/** The plan that applies to a user right now (see effectivePlan). */
export async function planOfUser(db: Db, userId: bigint, now: Date = new Date()): Promise<Plan> {
  return effectivePlan(await getUserById(db, userId), now);
}
