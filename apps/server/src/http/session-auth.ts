import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, TOKEN_HEADERS } from '@signet/contracts';
import type { Db } from '../db/client.js';
import { inactiveSessionCode } from '../domain/session/check-device.js';
import { leaveLostWorkspace } from '../domain/company/lost-workspace.js';
import { leaveWorkspaceWithoutTwoFactor } from '../domain/company/two-factor-requirement.js';
import { passedSecondFactor } from '../domain/session/second-factor.js';
import { resolveSession, type SessionResolution } from '../domain/session/resolve-session.js';

/** The `x-token` header, or '' when absent. */
export function tokenOf(request: FastifyRequest): string {
  const value = request.headers[TOKEN_HEADERS.token];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/**
 * Resolves the caller's session and, when the token was rotated, hands the new
 * one back in x-new-token / x-new-expires-at (epoch milliseconds).
 */
export async function resolveRequestSession(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Db; ttlMs: number },
): Promise<SessionResolution> {
  const token = tokenOf(request);
  if (!token) return { status: 'missing' };
  const resolution = await resolveSession(options.db, { token, ttlMs: options.ttlMs });
  if (resolution.status === 'active' && resolution.renewed) {
    reply.header(TOKEN_HEADERS.newToken, resolution.renewed.token);
    reply.header(TOKEN_HEADERS.newExpiresAt, String(resolution.renewed.expiresAt.getTime()));
  }
  return resolution;
}

/**
 * Like resolveRequestSession, but a caller without a live session is refused: 2008 when
 * the device limit ended it, 2010 when another device signed it out, else 401. A device in a
 * company it may no longer work in is moved to the personal space and refused (8201, 8419).
 */
export async function requireSession(request: FastifyRequest, reply: FastifyReply, options: { db: Db; ttlMs: number }) {
  const resolution = await resolveRequestSession(request, reply, options);
  if (resolution.status !== 'active') throw new AppError(inactiveSessionCode(resolution));
  const { session } = resolution;
  if (session.lostCompanyId !== null) await leaveLostWorkspace(options.db, session.sessionId, session.lostCompanyId);
  // Company work waits for a second factor where the company requires one (issue 35).
  if (session.companyId !== null && session.companyRequiresTwoFactor && !passedSecondFactor(session)) {
    await leaveWorkspaceWithoutTwoFactor(options.db, session.sessionId, session.companyId);
  }
  return session;
}
