import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { companies } from '../../src/db/schema/index.js';

/** An Enterprise plan with `seats` seats for a year, as a redeemed code gives (tests that invite more than a free company may). */
export async function giveSeats(db: Db, companyId: bigint, seats = 50): Promise<void> {
  await db.update(companies).set({ planId: 'enterprise', planExpiresAt: new Date(Date.now() + 365 * 86_400_000), seats }).where(eq(companies.id, companyId));
}
