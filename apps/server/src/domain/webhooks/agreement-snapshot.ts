import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { WebhookAgreement, WebhookAgreementData, WebhookFieldValue, WebhookRecipient } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementCompletions, agreementEvents, agreementFields, agreementRecipients, agreements } from '../../db/schema/index.js';

type AgreementRow = typeof agreements.$inferSelect;
type RecipientRow = typeof agreementRecipients.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The agreement as a webhook tells it (issue 38). `test` comes from agreements.test here and only
 * here: the body's top-level `test` and webhook_deliveries.test are both read from this snapshot.
 */
export function webhookAgreement(row: AgreementRow, completedAt: Date | null): WebhookAgreement {
  return {
    id: String(row.id),
    name: row.name,
    status: row.status,
    externalId: row.externalId,
    metadata: row.metadata,
    test: row.test,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    completedAt: iso(completedAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** A recipient with their progress and verification; `verifiedAt` is when they last passed their check. */
export function webhookRecipient(row: RecipientRow, index: number, verifiedAt: Date | null): WebhookRecipient {
  // Rows from before issue 35 hold only an access code (as verificationOf reads them).
  const method = row.verification ?? (row.accessCode ? 'access_code' : 'none');
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    order: index + 1,
    step: row.step,
    status: row.status,
    viewedAt: iso(row.viewedAt),
    signedAt: iso(row.signedAt),
    declinedAt: iso(row.declinedAt),
    verification: { method, verifiedAt: method === 'none' ? null : iso(verifiedAt) },
  };
}

export interface AgreementSnapshot {
  data: WebhookAgreementData;
  /** By recipient id, for the event's own recipient. */
  recipients: Map<bigint, WebhookRecipient>;
  /** Every field's value; only completed agreements' bodies carry them. */
  fields: WebhookFieldValue[];
}

/** The agreement, its recipients and (once completed) its field values, as they are now, in a few queries. */
export async function loadAgreementSnapshot(db: Db, agreementId: bigint): Promise<AgreementSnapshot | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, agreementId));
  if (!row) return null;
  const [recipients, verified, completion] = await Promise.all([
    db.select().from(agreementRecipients).where(eq(agreementRecipients.agreementId, agreementId)).orderBy(asc(agreementRecipients.position)),
    db
      .select({ recipientId: agreementEvents.recipientId, at: max(agreementEvents.createdAt) })
      .from(agreementEvents)
      .where(and(eq(agreementEvents.agreementId, agreementId), inArray(agreementEvents.type, ['signer_verified'])))
      .groupBy(agreementEvents.recipientId),
    db.select({ sealedAt: agreementCompletions.sealedAt }).from(agreementCompletions).where(eq(agreementCompletions.agreementId, agreementId)),
  ]);
  const verifiedAt = new Map(verified.map((entry) => [entry.recipientId, entry.at]));
  const presented = recipients.map((recipient, index) => webhookRecipient(recipient, index, verifiedAt.get(recipient.id) ?? null));
  const fields = row.status === 'completed' ? await fieldValues(db, agreementId) : [];
  const path = `/v1/sign/flows/${row.id}`;
  return {
    data: {
      agreement: webhookAgreement(row, row.status === 'completed' ? (completion[0]?.sealedAt ?? null) : null),
      recipients: presented,
      links: { agreement: path, ...(row.status === 'completed' ? { finalFile: `${path}/final/file`, finalZip: `${path}/final/zip` } : {}) },
    },
    recipients: new Map(recipients.map((recipient, index) => [recipient.id, presented[index] as WebhookRecipient])),
    fields,
  };
}

async function fieldValues(db: Db, agreementId: bigint): Promise<WebhookFieldValue[]> {
  const rows = await db
    .select({ id: agreementFields.id, recipientId: agreementFields.recipientId, key: agreementFields.key, label: agreementFields.label, type: agreementFields.type, value: agreementFields.value, imageSha256: agreementFields.imageSha256 })
    .from(agreementFields)
    .where(eq(agreementFields.agreementId, agreementId))
    .orderBy(asc(agreementFields.id));
  return rows.map((field) => ({
    id: String(field.id),
    recipientId: String(field.recipientId),
    key: field.key,
    name: field.label,
    type: field.type,
    value: field.value,
    imageSha256: field.imageSha256,
  }));
}
