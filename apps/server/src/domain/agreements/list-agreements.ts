import { asc, count, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AgreementBox, AgreementSort, AgreementSummary } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { agreementDocuments, agreementRecipients, users } from '../../db/schema/index.js';
import { getUserById } from '../account/users-repository.js';
import { turnOf } from '../agreement-core/signing-rules.js';
import { queryListPage, type ListRow } from './agreement-list-query.js';
import type { AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import { displayNameOf } from '../agreement-core/draft-input.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import { hasSigned, isPendingSigner, senderActions } from '../agreement-core/sender-actions.js';
import { workspaceOf, type Workspace } from '../company/workspace.js';

export interface ListAgreementsInput extends Workspace {
  sentBy?: bigint | undefined;
  box: AgreementBox;
  q?: string | undefined;
  sort: AgreementSort;
  cursor?: string | undefined;
  limit: number;
  /** 'true': test agreements only (issue 38); otherwise live ones. A test key lists test agreements whatever it asks. */
  test?: 'true' | 'false' | undefined;
  /** Only the workspace's own agreements with exactly this externalId (issue 38). */
  externalId?: string | undefined;
}

/**
 * A page of the agreements index (keyset pagination). The user's own agreements come
 * with their recipients' names, e-mails and progress; received ones (the user's account
 * e-mail is a recipient's) with the sender and the recipients' names only. No list row
 * carries a link, token or access code. Test agreements (issue 38) and live ones are listed apart.
 */
export async function listAgreements(db: Db, input: ListAgreementsInput): Promise<{ items: AgreementSummary[]; nextCursor: string | null }> {
  const user = await getUserById(db, input.userId);
  const sentBy = input.sentBy ?? null;
  const test = input.testMode === true || input.test === 'true';
  const shape = { box: input.box, q: input.q ?? '', sort: input.sort, sentBy, test, externalId: input.externalId ?? null };
  const position = input.cursor ? decodeCursor(shape, input.cursor) : null;
  const rows = await queryListPage(db, { workspace: workspaceOf(input), email: user.email, ...shape, position, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > input.limit && last ? encodeCursor(shape, { key: last.sort_key, id: BigInt(last.id) }) : null;
  return { items: await summarise(db, page, user.email, input.companyId !== null), nextCursor };
}

// Prepared (db/prepared.ts) with the page's ids as one array, so every page shares one plan.
const pageIds = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('ids')}::bigint[])`;
const recipientsOfPage = preparedQuery((db) =>
  db
    .select()
    .from(agreementRecipients)
    .where(pageIds(agreementRecipients.agreementId))
    .orderBy(asc(agreementRecipients.agreementId), asc(agreementRecipients.position))
    .prepare('list_page_recipients'),
);
const documentCountsOfPage = preparedQuery((db) =>
  db
    .select({ agreementId: agreementDocuments.agreementId, documents: count() })
    .from(agreementDocuments)
    .where(pageIds(agreementDocuments.agreementId))
    .groupBy(agreementDocuments.agreementId)
    .prepare('list_page_document_counts'),
);

/** `inCompany`: the workspace is a company's, so each of its own rows names the member who sent it. */
async function summarise(db: Db, rows: readonly ListRow[], myEmail: string | null, inCompany: boolean): Promise<AgreementSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => BigInt(row.id));
  const senderIds = [...new Set(rows.filter((row) => inCompany || !row.mine).map((row) => BigInt(row.owner_id)))];
  const page = { ids: ids.map(String) };
  const [recipients, documentCounts, senders] = await Promise.all([
    recipientsOfPage(db).execute(page),
    documentCountsOfPage(db).execute(page),
    senderIds.length ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, senderIds)) : [],
  ]);
  const byAgreement = new Map<bigint, AgreementRecipientRow[]>();
  for (const recipient of recipients) byAgreement.set(recipient.agreementId, [...(byAgreement.get(recipient.agreementId) ?? []), recipient]);
  const documentsOf = new Map(documentCounts.map((row) => [row.agreementId, row.documents]));
  const senderOf = new Map(senders.map((sender) => [sender.id, sender]));

  return rows.map((row) => {
    const id = BigInt(row.id);
    const list = byAgreement.get(id) ?? [];
    const documentCount = documentsOf.get(id) ?? 0;
    const deletedAt = row.deleted_at ? new Date(row.deleted_at) : null;
    const me = row.mine ? undefined : list.find((recipient) => recipient.email === myEmail && recipient.status !== 'pending');
    const sender = senderOf.get(BigInt(row.owner_id));
    const sentBy = row.mine && inCompany && sender ? { id: sender.id, name: displayNameOf(sender), email: sender.email ?? '' } : null;
    return {
      id,
      name: row.name,
      status: row.status,
      role: row.mine ? 'sender' : (me?.role ?? 'viewer'),
      sender: !row.mine && sender ? { name: displayNameOf(sender), email: sender.email ?? '' } : null,
      sentBy,
      selfSign: row.self_sign,
      signingOrder: row.signing_order,
      recipients: list.map((recipient) => ({
        id: recipient.id,
        name: recipient.name,
        email: row.mine ? recipient.email : null,
        role: recipient.role,
        status: recipient.status,
        deliveryFailed: row.mine ? recipient.deliveryFailedAt !== null : false,
      })),
      documentCount,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      sentAt: row.sent_at,
      deletedAt: row.deleted_at,
      myAction: row.mine || !me ? null : myActionOf(row, list, me),
      test: row.test,
      // The sender's own keys (issue 38); a recipient never sees them.
      externalId: row.mine ? row.external_id : null,
      metadata: row.mine ? row.metadata : {},
      actions: row.mine
        ? senderActions({ status: row.status, deletedAt, selfSign: row.self_sign, documentCount, hasPendingSigner: list.some(isPendingSigner), hasSignature: list.some(hasSigned) })
        : [],
    };
  });
}

/** A received agreement asks me to act (sign, approve, fill in) when it waits for me and my step is open; otherwise to view it. */
function myActionOf(row: ListRow, recipients: readonly AgreementRecipientRow[], me: AgreementRecipientRow): 'sign' | 'view' {
  if (row.status !== 'waiting' || !isPendingSigner(me)) return 'view';
  return turnOf(recipients, me.id).myTurn ? 'sign' : 'view';
}
