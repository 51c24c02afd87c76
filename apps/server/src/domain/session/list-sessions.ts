import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { AppError, ErrorCode, type DeviceSession } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { endSession } from './end-session.js';

/** The account's live sessions, newest first; `current` marks the caller's own. */
export async function listSessions(
  db: Db,
  options: { userId: bigint; currentSessionId: bigint; now?: Date },
): Promise<DeviceSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, options.userId), isNull(sessions.endedAt), gt(sessions.expiresAt, options.now ?? new Date())))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    deviceId: row.deviceId,
    deviceType: row.deviceType,
    deviceName: row.deviceName,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === options.currentSessionId,
  }));
}

/**
 * Signs out one device of the caller's own account ('revoked', so it hears 2010).
 * Another account's session, or none, answers 404: the caller learns nothing of it.
 */
export async function endDeviceSession(db: Db, options: { userId: bigint; sessionId: bigint }): Promise<void> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  await endSession(db, { sessionId: row.id, reason: 'revoked' });
}
