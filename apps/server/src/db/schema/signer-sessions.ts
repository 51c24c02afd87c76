import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agreementRecipients, agreements } from './agreements.js';
import { agreementNotices } from './agreement-trail.js';
import { createdAt, idColumn } from './columns.js';

/**
 * A signer's session, started by opening an e-mailed link (bindSignerInfo). The
 * token (256 random bits) is given to the browser once; only its SHA-256 is kept.
 */
export const signerSessions = pgTable(
  'signer_sessions',
  {
    id: idColumn(),
    agreementId: bigint('agreement_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    recipientId: bigint('recipient_id', { mode: 'bigint' }).notNull(),
    noticeId: bigint('notice_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreementNotices.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    unique('signer_sessions_token_hash_key').on(table.tokenHash),
    index('signer_sessions_recipient_id_idx').on(table.recipientId),
    foreignKey({
      name: 'signer_sessions_recipient_fk',
      columns: [table.agreementId, table.recipientId],
      foreignColumns: [agreementRecipients.agreementId, agreementRecipients.id],
    }).onDelete('cascade'),
    check('signer_sessions_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);
