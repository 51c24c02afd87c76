import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('outbox_messages_message_id_key').on(table.messageId)],
);
