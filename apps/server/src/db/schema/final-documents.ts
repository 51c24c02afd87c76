import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { agreementDocuments, agreementId } from './agreements.js';

/**
 * One sealed PDF per document of a completed agreement with two or more documents
 * (issue 36): that document's pages with their fields, the audit certificate, its own
 * seal, so each verifies by itself. Written in the transaction that completes the
 * agreement, at most one per document (a retried completion adds nothing).
 */
export const finalDocuments = pgTable(
  'final_documents',
  {
    agreementId: agreementId(),
    agreementDocumentId: bigint('agreement_document_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreementDocuments.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('final_documents_document_idx').on(table.agreementId, table.agreementDocumentId),
    index('final_documents_sha256_idx').on(table.sha256),
  ],
);
