import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.js';
import { createdAt, idColumn } from './columns.js';

export interface OutboxAttachmentSummary {
  filename: string;
  contentType: string;
  size: number;
}

/**
 * Mail kept instead of sent when no SMTP server is configured (development,
 * tests, self-hosting without mail). `raw` is the exact MIME message SMTP would
 * have received. `message_id` is unique, so a retried send keeps one row.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    messageId: text('message_id').notNull(),
    from: text('from_address').notNull(),
    /** Bare envelope addresses, as the SMTP server would have been given them. */
    to: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachmentSummary[]>().notNull().default([]),
    raw: bytea('raw').notNull(),
    /**
     * A test-mode agreement's mail (issue 38): kept here even when SMTP is configured, never sent, and
     * shown to this user (the test key's owner). Null for ordinary outbox mail.
     */
    testOwnerId: bigint('test_owner_id', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('outbox_messages_message_id_key').on(table.messageId),
    index('outbox_messages_test_owner_idx').on(table.testOwnerId, table.createdAt).where(sql`test_owner_id is not null`),
  ],
);
