import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { AppError, ErrorCode, parameterRefused, LIMITS, type ApiKeyScope } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema/index.js';
import { generateApiKey, hashApiKey, visiblePrefix } from './api-key-secret.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Not revoked and not past its expiry at `now`. */
const live = (now: Date) => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/**
 * Makes a key for its owner and answers it once with its row. At most LIMITS.apiKeysPerAccount
 * live keys (8103); the owner's row is locked while counting, so two requests at once cannot
 * both take the last place. An expiry must lie in the future.
 */
export async function createApiKey(
  db: Db,
  input: { userId: bigint; name: string; scope: ApiKeyScope; expiresAt: Date | null; now?: Date },
): Promise<{ row: ApiKeyRow; secret: string }> {
  const now = input.now ?? new Date();
  if (input.expiresAt && input.expiresAt <= now) throw parameterRefused('body', 'expiresAt', 'api_key_expiry_past');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, input.userId), live(now)));
    if ((held?.n ?? 0) >= LIMITS.apiKeysPerAccount) throw new AppError(ErrorCode.ApiKeyLimit);
    const secret = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: input.userId, name: input.name, scope: input.scope, keyHash: hashApiKey(secret), prefix: visiblePrefix(secret), expiresAt: input.expiresAt, createdAt: now })
      .returning();
    if (!row) throw new Error('api key insert returned nothing');
    return { row, secret };
  });
}

/** The owner's keys, newest first. */
export function listApiKeys(db: Db, userId: bigint): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes one of the owner's keys (404 for another's); revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Db, input: { userId: bigint; keyId: bigint; now?: Date }): Promise<void> {
  const [key] = await db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.userId, input.userId)));
  if (!key) throw new AppError(ErrorCode.NotFound, { detail: `no api key ${input.keyId}` });
  if (!key.revokedAt) await db.update(apiKeys).set({ revokedAt: input.now ?? new Date() }).where(and(eq(apiKeys.id, input.keyId), isNull(apiKeys.revokedAt)));
}

// last_used_at is written at most this often, so a busy integration does not write on every call.
const TOUCH_INTERVAL_MS = 60_000;

/** The live key a caller presented, or null for an unknown, revoked or expired one. */
export async function resolveApiKey(db: Db, secret: string, now: Date = new Date()): Promise<{ keyId: bigint; userId: bigint; scope: ApiKeyScope } | null> {
  const [key] = await db.select().from(apiKeys).where(and(eq(apiKeys.keyHash, hashApiKey(secret)), live(now)));
  if (!key) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  }
  return { keyId: key.id, userId: key.userId, scope: key.scope as ApiKeyScope };
}

/** A key as its owner reads it (contracts' ZApiKey). */
export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope as ApiKeyScope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
