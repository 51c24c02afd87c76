import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

export type DocumentKind = 'pdf' | 'image' | 'text';
export interface PageSize {
  width: number;
  height: number;
}

/**
 * An uploaded file and the PDF it became. For an uploaded PDF both keys name the
 * same stored file (it is its own PDF), so it is stored once. Deleting a document
 * deletes the row and its files (hard delete), except files an agreement's copy still names.
 */
export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    ownerId: bigint('owner_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company whose workspace it was made in (issue 32); null for the maker's personal space. */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id),
    name: text('name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    originalKey: text('original_key').notNull(),
    originalFileName: text('original_file_name').notNull(),
    originalContentType: text('original_content_type').notNull(),
    originalSize: bigint('original_size', { mode: 'number' }).notNull(),
    originalSha256: text('original_sha256').notNull(),
    pdfKey: text('pdf_key').notNull(),
    pdfSize: bigint('pdf_size', { mode: 'number' }).notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    /** Width and height of each page in PDF points, in page order. */
    pageSizes: jsonb('page_sizes').$type<PageSize[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('documents_owner_id_id_idx').on(table.ownerId, table.id),
    // A page image link names the PDF by its SHA-256 (issue 37): its first request finds the file by it.
    index('documents_pdf_sha256_idx').on(table.pdfSha256),
  ],
);

/**
 * A password-protected PDF kept, still encrypted, until its owner unlocks it
 * (unlockUpload) or it expires; expired ones are removed lazily by later uploads.
 */
export const lockedUploads = pgTable(
  'locked_uploads',
  {
    id: idColumn(),
    ownerId: bigint('owner_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('locked_uploads_expires_at_idx').on(table.expiresAt)],
);
