import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode, type Operation } from '@signet/contracts';
import type { Db } from '../db/client.js';
import { resolveApiKey } from '../domain/api-keys/api-keys.js';
import { hitRateLimit } from '../domain/rate-limit/hit-rate-limit.js';
import { ietfRateFields } from '../domain/rate-limit/ietf-rate-fields.js';
import type { ActiveSession } from '../domain/session/resolve-session.js';
import { companyKeyWorkspace } from '../domain/company/companies-repository.js';
import { personalSpace } from '../domain/company/workspace.js';

const MINUTE = 60_000;

/** The key in `Authorization: Bearer …`, or null when the caller sent none (a browser sends x-token). */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * A call made with an API key (issue 18): the key's owner, as a web session would be, within the
 * key's scope and its per-minute limit. 401 for an unknown, revoked or expired key; 429 past the
 * limit; then 8102 for an operation only a signed-in person may call, 8101 when a read key would
 * change something. Every answer to a known key carries X-RateLimit-Limit and -Remaining and the IETF
 * RateLimit and RateLimit-Policy fields (a 429 also Retry-After), and every call counts, refused ones too.
 */
export async function requireApiKey(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  operation: Operation,
  options: { db: Db; perMinute: number },
): Promise<ActiveSession> {
  const found = await resolveApiKey(options.db, key);
  if (!found) throw new AppError(ErrorCode.Unauthorized, { detail: 'unknown, revoked or expired api key' });
  // Every call of a known key counts, a refused one too, so a key cannot probe past its limit.
  reply.header('x-ratelimit-limit', String(options.perMinute));
  const budget = (remaining: number, resetSeconds: number) => {
    const fields = ietfRateFields({ limit: options.perMinute, remaining, windowSeconds: MINUTE / 1000, resetSeconds });
    reply.header('x-ratelimit-remaining', String(remaining));
    reply.header('ratelimit', fields.rateLimit);
    reply.header('ratelimit-policy', fields.policy);
  };
  try {
    const now = new Date();
    const { hits, windowStartedAt } = await hitRateLimit(options.db, `apiKey:${found.keyId}`, { limit: options.perMinute, windowMs: MINUTE }, now);
    budget(options.perMinute - hits, (windowStartedAt.getTime() + MINUTE - now.getTime()) / 1000);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.TooManyRequests) {
      const wait = (error.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      budget(0, wait ?? MINUTE / 1000);
      if (wait) reply.header('retry-after', String(wait));
    }
    throw error;
  }
  if (operation.sessionOnly) throw new AppError(ErrorCode.SessionRequired);
  if (found.scope === 'read' && operation.method !== 'GET') throw new AppError(ErrorCode.ApiKeyReadOnly);
  // Not a device session: nothing a key may call reads the session or device id (sessionOnly).
  // A company's key acts in the company (issue 32); a person's own key in their personal space.
  const workspace = found.companyId === null ? personalSpace(found.userId) : await companyKeyWorkspace(options.db, { userId: found.userId, companyId: found.companyId });
  // A test key's mode rides on the workspace, so every operation's actor knows it (issue 38).
  const mode = found.mode === 'test' ? { testMode: true } : {};
  return { sessionId: 0n, deviceId: `api-key:${found.keyId}`, expiresAt: new Date(8.64e15), ...workspace, ...mode, lostCompanyId: null, secondFactorAt: null, reauthAt: null, companyRequiresTwoFactor: false };
}
