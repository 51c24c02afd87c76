import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';

/**
 * Text messages kept instead of sent when SMS_DRIVER=outbox (development, tests), shown on the
 * development outbox page beside the mail. `text` is the message exactly as a phone would show it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: idColumn(),
    /** E.164, as the provider would have been given it. */
    to: text('to_number').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_to_number_idx').on(table.to)],
);
