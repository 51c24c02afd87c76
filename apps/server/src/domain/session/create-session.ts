import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { RequestMeta } from '../request-meta.js';
import { generateToken, hashToken } from './session-token.js';

export interface CreatedSession {
  sessionId: bigint;
  token: string;
  expiresAt: Date;
}

/**
 * Starts a session for a user on the caller's device. The token is returned once
 * and never stored; sign-in flows (account issue) call this after checking credentials.
 * `secondFactor` says the sign-in passed a second factor (or a passkey, which is both).
 */
export async function createSession(
  db: Db,
  options: { userId: bigint; meta: RequestMeta; ttlMs: number; now?: Date; secondFactor?: boolean },
): Promise<CreatedSession> {
  const now = options.now ?? new Date();
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + options.ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: options.userId,
      tokenHash: hashToken(token),
      deviceId: options.meta.device.id,
      deviceType: options.meta.device.type,
      deviceName: options.meta.device.name,
      ip: options.meta.ip,
      userAgent: options.meta.userAgent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      // Signing in is a check of who it is (issue 35): sensitive actions soon after need no other.
      reauthAt: now,
      secondFactorAt: options.secondFactor ? now : null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { sessionId: row.id, token, expiresAt };
}
