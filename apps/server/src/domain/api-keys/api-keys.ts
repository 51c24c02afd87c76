import { and, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { AppError, ErrorCode, parameterRefused, LIMITS, type ApiKeyMode, type ApiKeyScope } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { apiKeys, companies, users } from '../../db/schema/index.js';
import { generateApiKey, hashApiKey, visiblePrefix } from './api-key-secret.js';
import { mayManageIntegration, requireIntegrationsAccess } from '../company/company-policy.js';
import type { Workspace } from '../company/workspace.js';
import { recordCompanyEvent } from '../company/company-activity.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Not revoked and not past its expiry at `now`. */
const live = (now: Date) => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/** The keys a workspace holds: the person's own in the personal space, else the company's (issue 32). */
function heldBy(workspace: Workspace): SQL | undefined {
  return workspace.companyId === null ? and(eq(apiKeys.userId, workspace.userId), isNull(apiKeys.companyId)) : eq(apiKeys.companyId, workspace.companyId);
}

/**
 * Makes a key for the workspace and answers it once with its row: a person's own, or (made by an
 * admin) the company's. At most LIMITS.apiKeysPerAccount live keys per workspace (8103); the
 * maker's row is locked while counting, so two requests at once cannot
 * both take the last place. An expiry must lie in the future. A test key (issue 38) is `sgk_test_…`
 * and counts toward the same limit.
 */
export async function createApiKey(
  db: Db,
  input: Workspace & { name: string; scope: ApiKeyScope; mode?: ApiKeyMode; expiresAt: Date | null; now?: Date },
): Promise<{ row: ApiKeyRow; secret: string }> {
  const now = input.now ?? new Date();
  requireIntegrationsAccess(input);
  if (input.expiresAt && input.expiresAt <= now) throw parameterRefused('body', 'expiresAt', 'api_key_expiry_past');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    if (input.companyId !== null) await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(and(heldBy(input), live(now)));
    if ((held?.n ?? 0) >= LIMITS.apiKeysPerAccount) throw new AppError(ErrorCode.ApiKeyLimit);
    const mode = input.mode ?? 'live';
    const secret = generateApiKey(mode);
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: input.userId, companyId: input.companyId, name: input.name, scope: input.scope, mode, keyHash: hashApiKey(secret), prefix: visiblePrefix(secret), expiresAt: input.expiresAt, createdAt: now })
      .returning();
    if (!row) throw new Error('api key insert returned nothing');
    if (input.companyId !== null) await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'api_key_created', actorId: input.userId, subject: `${row.name} (${row.prefix}…)` });
    return { row, secret };
  });
}

/** The workspace's keys, newest first. */
export function listApiKeys(db: Db, workspace: Workspace): Promise<ApiKeyRow[]> {
  requireIntegrationsAccess(workspace);
  return db.select().from(apiKeys).where(heldBy(workspace)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes one of the workspace's keys (404 for another's); revoking a revoked key changes nothing. Answers the key. */
export async function revokeApiKey(db: Db, input: Workspace & { keyId: bigint; now?: Date }): Promise<ApiKeyRow> {
  requireIntegrationsAccess(input);
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.id, input.keyId));
  if (!key || !mayManageIntegration(input, key)) throw new AppError(ErrorCode.NotFound, { detail: `no api key ${input.keyId}` });
  if (key.revokedAt) return key;
  await db.transaction(async (tx) => {
    const revoked = await tx.update(apiKeys).set({ revokedAt: input.now ?? new Date() }).where(and(eq(apiKeys.id, input.keyId), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
    if (revoked.length > 0 && key.companyId !== null) {
      await recordCompanyEvent(tx, { companyId: key.companyId, kind: 'api_key_revoked', actorId: input.userId, subject: `${key.name} (${key.prefix}…)` });
    }
  });
  return key;
}

// last_used_at is written at most this often, so a busy integration does not write on every call.
const TOUCH_INTERVAL_MS = 60_000;

/** The live key a caller presented, or null for an unknown, revoked or expired one. */
export async function resolveApiKey(
  db: Db,
  secret: string,
  now: Date = new Date(),
): Promise<{ keyId: bigint; userId: bigint; companyId: bigint | null; scope: ApiKeyScope; mode: ApiKeyMode } | null> {
  const [key] = await db.select().from(apiKeys).where(and(eq(apiKeys.keyHash, hashApiKey(secret)), live(now)));
  if (!key) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  }
  return { keyId: key.id, userId: key.userId, companyId: key.companyId, scope: key.scope as ApiKeyScope, mode: key.mode };
}

/** A key as its owner reads it (contracts' ZApiKey). */
export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope as ApiKeyScope,
    mode: row.mode,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
