import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outboxMessages, type OutboxAttachmentSummary } from '../db/schema/index.js';

export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/** Shaped like the contracts' ZOutboxMessageSummary. */
export interface OutboxMessageSummary {
  id: bigint;
  to: string[];
  subject: string;
  createdAt: string;
}

/** Shaped like the contracts' ZOutboxMessage. */
export interface OutboxMessageDetail extends OutboxMessageSummary {
  from: string;
  text: string | null;
  html: string | null;
  attachments: OutboxAttachmentSummary[];
}

/** Keeps a message once per Message-ID; returns false when it was already kept. */
export async function saveOutboxMessage(db: Db, message: NewOutboxMessage): Promise<boolean> {
  const inserted = await db
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.messageId })
    .returning({ id: outboxMessages.id });
  return inserted.length > 0;
}

/** Kept messages, newest first, optionally only those sent to one address (case-insensitive). */
export async function listOutboxMessages(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMessageSummary[]> {
  const rows = await db
    .select({ id: outboxMessages.id, to: outboxMessages.to, subject: outboxMessages.subject, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(
      options.to === undefined
        ? undefined
        : sql`exists (select 1 from unnest(${outboxMessages.to}) as address where lower(address) = lower(${options.to}))`,
    )
    // Ids are time-ordered, so the newest message has the highest id.
    .orderBy(desc(outboxMessages.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One kept message without its raw MIME, or null. */
export async function getOutboxMessage(db: Db, id: bigint): Promise<OutboxMessageDetail | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) return null;
  return {
    id: row.id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The exact MIME bytes of a kept message (an .eml download), or null. */
export async function getOutboxRawMessage(db: Db, id: bigint): Promise<Buffer | null> {
  const [row] = await db.select({ raw: outboxMessages.raw }).from(outboxMessages).where(eq(outboxMessages.id, id));
  return row?.raw ?? null;
}
