import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { agreementFields, agreementRecipients, agreements, signerSessions } from '../../db/schema/index.js';
import { touchAgreement, type AgreementRecipientRow, type AgreementRow } from './agreements-repository.js';

export type SignerSessionRow = typeof signerSessions.$inferSelect;

/** A signer session that has not expired, by its token's hash. */
export async function findLiveSignerSession(db: Db, tokenHash: string, now: Date): Promise<SignerSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(signerSessions)
    .where(and(eq(signerSessions.tokenHash, tokenHash), gt(signerSessions.expiresAt, now)));
  return row;
}

/**
 * In one round trip: the recipient a live signer session (by its token's hash) acts as, and
 * their agreement, when that recipient is `recipientId`; undefined otherwise.
 */
export async function findSignerSessionAccess(
  db: Db,
  input: { tokenHash: string; recipientId: bigint; now: Date },
): Promise<{ recipient: AgreementRecipientRow; agreement: AgreementRow } | undefined> {
  const [row] = await signerSessionAccess(db).execute({ hash: input.tokenHash, now: input.now, recipientId: input.recipientId });
  return row;
}

const signerSessionAccess = preparedQuery((db) =>
  db
    .select({ recipient: agreementRecipients, agreement: agreements })
    .from(signerSessions)
    .innerJoin(agreementRecipients, eq(agreementRecipients.id, signerSessions.recipientId))
    .innerJoin(agreements, eq(agreements.id, agreementRecipients.agreementId))
    .where(and(eq(signerSessions.tokenHash, sql.placeholder('hash')), gt(signerSessions.expiresAt, sql.placeholder('now')), eq(signerSessions.recipientId, sql.placeholder('recipientId'))))
    .limit(1)
    .prepare('signer_session_access'),
);

export async function findRecipient(db: Db, recipientId: bigint): Promise<AgreementRecipientRow | undefined> {
  const [row] = await db.select().from(agreementRecipients).where(eq(agreementRecipients.id, recipientId));
  return row;
}

/** The agreement's recipients in list order (the signing order). */
export function listRecipients(db: Db, agreementId: bigint): Promise<AgreementRecipientRow[]> {
  return db.select().from(agreementRecipients).where(eq(agreementRecipients.agreementId, agreementId)).orderBy(asc(agreementRecipients.position));
}

/** Every field of the agreement, in id order. */
export function listAgreementFields(db: Db, agreementId: bigint) {
  return db.select().from(agreementFields).where(eq(agreementFields.agreementId, agreementId)).orderBy(asc(agreementFields.id));
}

/** One recipient's fields, in id order. */
export function listRecipientFields(db: Db, agreementId: bigint, recipientId: bigint) {
  return db
    .select()
    .from(agreementFields)
    .where(and(eq(agreementFields.agreementId, agreementId), eq(agreementFields.recipientId, recipientId)))
    .orderBy(asc(agreementFields.id));
}

export async function updateRecipient(
  db: Db,
  recipientId: bigint,
  values: Partial<Omit<AgreementRecipientRow, 'id' | 'agreementId' | 'createdAt'>>,
): Promise<AgreementRecipientRow> {
  const [row] = await db
    .update(agreementRecipients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agreementRecipients.id, recipientId))
    .returning();
  if (!row) throw new Error(`recipient ${recipientId} vanished`);
  // Whatever a recipient does is a change of the agreement: its list row and detail page refresh.
  await touchAgreement(db, row.agreementId, row.updatedAt);
  return row;
}

/**
 * The recipient's language as the browser in front of them names it: the newest browser
 * wins, and a request without Accept-Language leaves the known one.
 */
export function browserLocaleValues(browserLocale: Locale | null | undefined): Partial<AgreementRecipientRow> {
  return browserLocale ? { locale: browserLocale } : {};
}

/** The first view moves a recipient from pending or invited to viewed; later views keep the first time. */
export function firstViewValues(recipient: AgreementRecipientRow, now: Date): Partial<AgreementRecipientRow> {
  return {
    viewedAt: recipient.viewedAt ?? now,
    ...(recipient.status === 'pending' || recipient.status === 'invited' ? { status: 'viewed' as const } : {}),
  };
}
