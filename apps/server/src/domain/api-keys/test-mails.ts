import { and, desc, eq } from 'drizzle-orm';
import { AppError, ErrorCode, TEST_MAILS_PER_PAGE } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import { getOutboxMessage, type OutboxMessageDetail, type OutboxMessageSummary } from '../../mail/index.js';

/**
 * The mail kept instead of sent for the person's test agreements (issue 38), newest first: only
 * their own (test_owner_id), never the rest of the outbox.
 */
export async function listTestMails(db: Db, ownerId: bigint): Promise<OutboxMessageSummary[]> {
  const rows = await db
    .select({ id: outboxMessages.id, to: outboxMessages.to, subject: outboxMessages.subject, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.testOwnerId, ownerId))
    // Ids are time-ordered, so the newest message has the highest id.
    .orderBy(desc(outboxMessages.id))
    .limit(TEST_MAILS_PER_PAGE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One of the person's test mails; anyone else's, or an ordinary outbox message, is 404. */
export async function getTestMail(db: Db, input: { ownerId: bigint; mailId: bigint }): Promise<OutboxMessageDetail> {
  const [own] = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(and(eq(outboxMessages.id, input.mailId), eq(outboxMessages.testOwnerId, input.ownerId)));
  const message = own ? await getOutboxMessage(db, own.id) : null;
  if (!message) throw new AppError(ErrorCode.NotFound, { detail: `no test mail ${input.mailId}` });
  return message;
}
