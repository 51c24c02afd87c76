import { bigint, foreignKey, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agreementId, agreementRecipients } from './agreements.js';
import { createdAt, idColumn } from './columns.js';

/**
 * 'invite': Signet's own; 'reminder': re-sent by the sender; 'auto_reminder': an automatic reminder;
 * 'embed': a short-lived URL for an iframe, never mailed, which replaces no e-mailed link (issue 18).
 */
export type NoticeKind = 'invite' | 'reminder' | 'auto_reminder' | 'embed';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The audit trail: one row per change or happening (created, draft saved, fields saved,
 * sent, invitation mailed, ...), with who, from where and what.
 */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: idColumn(),
    agreementId: agreementId(),
    type: text('type').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'bigint' }),
    /** The recipient it concerns or who acted; no foreign key, so the trail outlives edits. */
    recipientId: bigint('recipient_id', { mode: 'bigint' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('agreement_events_agreement_id_id_idx').on(table.agreementId, table.id)],
);

/**
 * One e-mail notice to a recipient (spec flowNoticeViewId). Its link carries a random
 * token; only the token's SHA-256 is stored.
 */
export const agreementNotices = pgTable(
  'agreement_notices',
  {
    id: idColumn(),
    agreementId: agreementId(),
    recipientId: bigint('recipient_id', { mode: 'bigint' }).notNull(),
    /** 'invite': sent by Signet (at send, or when a signer's turn comes); 'reminder' (by the sender) and 'auto_reminder' count against the daily limit. */
    kind: text('kind').$type<NoticeKind>().notNull().default('invite'),
    tokenHash: text('token_hash').notNull(),
    mailJobId: bigint('mail_job_id', { mode: 'bigint' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    viewedAt: at('viewed_at'),
    deliveryFailedAt: at('delivery_failed_at'),
    deliveryError: text('delivery_error'),
  },
  (table) => [
    unique('agreement_notices_token_hash_key').on(table.tokenHash),
    index('agreement_notices_recipient_id_id_idx').on(table.recipientId, table.id),
    index('agreement_notices_mail_job_id_idx').on(table.mailJobId),
    foreignKey({
      name: 'agreement_notices_recipient_fk',
      columns: [table.agreementId, table.recipientId],
      foreignColumns: [agreementRecipients.agreementId, agreementRecipients.id],
    }).onDelete('cascade'),
  ],
);
