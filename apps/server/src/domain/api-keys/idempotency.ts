import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError, ErrorCode, stringifyJson } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

/** How long an answer is kept for its key; after that the key may be used afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyClaim = { kind: 'run' } | { kind: 'replay'; response: string };

/** The fingerprint of a request: its operation, path parameters and parsed body. */
export function requestHash(operationId: string, params: unknown, body: unknown): string {
  return createHash('sha256').update(stringifyJson({ operationId, params: params ?? null, body: body ?? null })).digest('hex');
}

/**
 * Claims an account's Idempotency-Key for a request before it runs. A new key (or one older than
 * a day) is the caller's to run; the same key and request already answered replays that answer;
 * the same key with another request is refused (8104); one still running answers 8105.
 */
export async function claimIdempotencyKey(
  db: Db,
  input: { userId: bigint; key: string; operationId: string; hash: string; now?: Date },
): Promise<IdempotencyClaim> {
  const now = input.now ?? new Date();
  const stale = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: input.userId, key: input.key, operationId: input.operationId, requestHash: input.hash, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { operationId: input.operationId, requestHash: input.hash, response: null, createdAt: now, completedAt: null },
      setWhere: lt(idempotencyKeys.createdAt, stale),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'run' };
  const [held] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
  if (!held) return claimIdempotencyKey(db, input);
  if (held.operationId !== input.operationId || held.requestHash !== input.hash) throw new AppError(ErrorCode.IdempotencyKeyReused);
  if (held.response === null) throw new AppError(ErrorCode.IdempotencyInProgress);
  return { kind: 'replay', response: held.response };
}

/** Keeps the answer of a request that ran, for its retries. */
export async function completeIdempotencyKey(db: Db, input: { userId: bigint; key: string; response: unknown; now?: Date }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response: stringifyJson(input.response), completedAt: input.now ?? new Date() })
    .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
}

/** Lets a key go after its request failed: an error is not an answer to keep, so a retry runs again. */
export async function releaseIdempotencyKey(db: Db, input: { userId: bigint; key: string }): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key), sql`${idempotencyKeys.response} is null`));
}

/** Forgets answers older than a day (the maintenance job). */
export async function pruneIdempotencyKeys(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
