import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/** Why a session ended; the device check tells 'device_limit' (2008) from the rest (2010). */
export type SessionEndReason = 'logout' | 'device_limit' | 'revoked';

/** Ends a session on the server; its tokens stop working at once. Ending twice keeps the first reason. */
export async function endSession(db: Db, options: { sessionId: bigint; reason: SessionEndReason; now?: Date }) {
  await db
    .update(sessions)
    .set({ endedAt: options.now ?? new Date(), endReason: options.reason })
    .where(and(eq(sessions.id, options.sessionId), isNull(sessions.endedAt)));
}
