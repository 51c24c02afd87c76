import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { AppError, ErrorCode, parameterRefused, type WebhookEvent } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { hostOf, isForbiddenLiteral } from './address-guard.js';
import { generateWebhookSecret } from './webhook-signature.js';
import { mayManageIntegration, requireIntegrationsAccess } from '../company/company-policy.js';
import type { Workspace } from '../company/workspace.js';
import { recordCompanyEvent } from '../company/company-activity.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** Endpoints one workspace (a person's own, or a company's) may register. */
export const ENDPOINTS_PER_ACCOUNT = 20;

/**
 * HTTPS, or plain HTTP to a host the operator allows for development; never a literal private or
 * loopback address unless allowed (names are checked again on every delivery, after DNS).
 */
export function checkEndpointUrl(url: string, allowHosts: ReadonlySet<string>): void {
  const parsed = new URL(url);
  const host = hostOf(parsed);
  if (parsed.protocol !== 'https:' && !allowHosts.has(host)) throw parameterRefused('body', 'url', 'webhook_url_https');
  if (isForbiddenLiteral(host, allowHosts)) throw parameterRefused('body', 'url', 'webhook_url_private');
  if (parsed.username || parsed.password) throw parameterRefused('body', 'url', 'webhook_url_credentials');
}

/** The endpoints a workspace holds: the person's own in the personal space, else the company's. */
function heldBy(workspace: Workspace): SQL | undefined {
  return workspace.companyId === null
    ? and(eq(webhookEndpoints.userId, workspace.userId), isNull(webhookEndpoints.companyId))
    : eq(webhookEndpoints.companyId, workspace.companyId);
}

export async function createEndpoint(
  db: Db,
  input: Workspace & { url: string; events: WebhookEvent[]; description: string; allowHosts: ReadonlySet<string>; now?: Date },
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  requireIntegrationsAccess(input);
  checkEndpointUrl(input.url, input.allowHosts);
  const held = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(heldBy(input));
  if (held.length >= ENDPOINTS_PER_ACCOUNT) throw parameterRefused('body', 'url', 'webhook_endpoint_limit', { n: ENDPOINTS_PER_ACCOUNT });
  const secret = generateWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
    .insert(webhookEndpoints)
    .values({ userId: input.userId, companyId: input.companyId, url: input.url, events: [...new Set(input.events)], description: input.description, secret, createdAt: input.now ?? new Date() })
    .returning();
    if (!row) throw new Error('endpoint insert returned nothing');
    if (input.companyId !== null) await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'webhook_created', actorId: input.userId, subject: row.url });
    return { row, secret };
  });
}

export function listEndpoints(db: Db, workspace: Workspace): Promise<WebhookEndpointRow[]> {
  requireIntegrationsAccess(workspace);
  return db.select().from(webhookEndpoints).where(heldBy(workspace)).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** One of the workspace's endpoints (company-policy decides); 404 for another's. */
export async function requireOwnEndpoint(db: Db, workspace: Workspace, endpointId: bigint): Promise<WebhookEndpointRow> {
  requireIntegrationsAccess(workspace);
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!row || !mayManageIntegration(workspace, row)) throw new AppError(ErrorCode.NotFound, { detail: `no webhook endpoint ${endpointId}` });
  return row;
}

/** Changes events, description or on/off; switching on clears a "failing" switch-off. */
export async function updateEndpoint(
  db: Db,
  input: Workspace & { endpointId: bigint; events?: WebhookEvent[] | undefined; description?: string | undefined; enabled?: boolean | undefined },
): Promise<WebhookEndpointRow> {
  await requireOwnEndpoint(db, input, input.endpointId);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.events ? { events: [...new Set(input.events)] } : {}),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled, disabledReason: input.enabled ? null : 'owner', failingSince: null }),
    })
    .where(eq(webhookEndpoints.id, input.endpointId))
    .returning();
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** A new secret; the old one keeps signing for a day beside it. */
export async function rotateSecret(db: Db, input: Workspace & { endpointId: bigint; now?: Date }): Promise<string> {
  const endpoint = await requireOwnEndpoint(db, input, input.endpointId);
  const now = input.now ?? new Date();
  const secret = generateWebhookSecret();
  await db
    .update(webhookEndpoints)
    .set({ secret, previousSecret: endpoint.secret, previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS) })
    .where(eq(webhookEndpoints.id, endpoint.id));
  return secret;
}

export async function deleteEndpoint(db: Db, input: Workspace & { endpointId: bigint }): Promise<void> {
  const endpoint = await requireOwnEndpoint(db, input, input.endpointId);
  await db.transaction(async (tx) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, input.endpointId));
    if (endpoint.companyId !== null) await recordCompanyEvent(tx, { companyId: endpoint.companyId, kind: 'webhook_deleted', actorId: input.userId, subject: endpoint.url });
  });
}

/** The secrets that sign a message sent at `now`: the current one, and the previous during its overlap. */
export function activeSecrets(endpoint: WebhookEndpointRow, now: Date): string[] {
  const previous = endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now ? [endpoint.previousSecret] : [];
  return [endpoint.secret, ...previous];
}

export function presentEndpoint(row: WebhookEndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabledReason as 'owner' | 'failing' | null,
    createdAt: row.createdAt.toISOString(),
  };
}
