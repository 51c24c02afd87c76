import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { agreementId, agreementRecipients } from './agreements.js';
import { agreementFields } from './agreement-fields.js';

/**
 * A file a signer uploaded into one of their attachment fields (issue 36). Until the signer
 * submits, `submittedAt` is null and only they see it; a newer upload for the field replaces it.
 * Once submitted it is kept with the agreement, its SHA-256 in the certificate.
 */
export const signerAttachments = pgTable(
  'signer_attachments',
  {
    id: idColumn(),
    agreementId: agreementId(),
    recipientId: bigint('recipient_id', { mode: 'bigint' }).notNull(),
    fieldId: bigint('field_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreementFields.id, { onDelete: 'cascade' }),
    /** As uploaded, made safe for a file name. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the bytes are in the file store. */
    fileKey: text('file_key').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('signer_attachments_agreement_id_idx').on(table.agreementId),
    index('signer_attachments_field_id_idx').on(table.fieldId),
    foreignKey({
      name: 'signer_attachments_recipient_fk',
      columns: [table.agreementId, table.recipientId],
      foreignColumns: [agreementRecipients.agreementId, agreementRecipients.id],
    }).onDelete('cascade'),
    check('signer_attachments_type_check', sql`${table.contentType} in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')`),
    check('signer_attachments_size_check', sql`${table.size} > 0`),
  ],
);
