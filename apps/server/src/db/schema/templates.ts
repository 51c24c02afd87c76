import { sql } from 'drizzle-orm';
import type { MessageValues } from '@signet/contracts';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A reusable agreement (issue 14). Its content lives in `agreements` rows so the three-step
 * editor and every rule about documents, recipients and fields serve it unchanged: `draftAgreementId`
 * is the working copy being edited (purpose 'template'), and each published version is a frozen
 * copy (purpose 'template_version', see `templateVersions`). Recipients of those rows are roles: a
 * `roleName`, and a name and e-mail only when the role is pinned to a fixed person.
 * Deleting a template only hides it, so agreements made from it keep their version.
 */
export const templates = pgTable(
  'templates',
  {
    id: idColumn(),
    ownerId: bigint('owner_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company whose workspace it was made in (issue 32); null for the maker's personal space. */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id),
    name: text('name').notNull(),
    draftAgreementId: bigint('draft_agreement_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreements.id),
    /** Set on a ready-made template copied into the account, so it is copied once (even after a delete). */
    readyMadeKey: text('ready_made_key'),
    /** The public link (direct template): a random token, whether it is on, and uses allowed per day (null: no cap). */
    publicToken: text('public_token'),
    publicEnabled: boolean('public_enabled').notNull().default(false),
    publicDailyLimit: integer('public_daily_limit'),
    /** The integrator's own id and key-value pairs (issue 38), as on agreements. */
    externalId: text('external_id'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('templates_owner_live_idx').on(table.ownerId, table.updatedAt, table.id).where(sql`deleted_at is null`),
    index('templates_company_live_idx').on(table.companyId, table.updatedAt, table.id).where(sql`deleted_at is null and company_id is not null`),
    index('templates_owner_external_id_idx').on(table.ownerId, table.externalId).where(sql`external_id is not null`),
    unique('templates_owner_ready_made_key').on(table.ownerId, table.readyMadeKey),
    unique('templates_public_token_key').on(table.publicToken),
    unique('templates_draft_agreement_id_key').on(table.draftAgreementId),
    check('templates_public_check', sql`not ${table.publicEnabled} or ${table.publicToken} is not null`),
    check('templates_public_daily_limit_check', sql`${table.publicDailyLimit} is null or ${table.publicDailyLimit} >= 1`),
  ],
);

/** A published version: a frozen copy of the working copy at that moment. Never edited. */
export const templateVersions = pgTable(
  'template_versions',
  {
    id: idColumn(),
    templateId: bigint('template_id', { mode: 'bigint' })
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    agreementId: bigint('agreement_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('template_versions_number_key').on(table.templateId, table.number),
    unique('template_versions_agreement_id_key').on(table.agreementId),
    check('template_versions_number_check', sql`${table.number} >= 1`),
  ],
);

/**
 * Each use of a template's public link (issue 14): who took the first role and from where,
 * and the agreement it made. Counted for the owner's daily cap.
 */
export const templatePublicUses = pgTable(
  'template_public_uses',
  {
    id: idColumn(),
    templateId: bigint('template_id', { mode: 'bigint' })
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    agreementId: bigint('agreement_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('template_public_uses_template_created_idx').on(table.templateId, table.createdAt)],
);

export type BulkSendStatus = 'checked' | 'sending' | 'done';
export type BulkRowStatus = 'invalid' | 'ready' | 'queued' | 'sent' | 'failed' | 'skipped';
/** A problem as a catalogue key with its values (shown in the reader's language). */
export interface BulkProblem {
  key: string;
  values: MessageValues;
}

/** A bulk send (issue 14): one checked CSV or XLSX file for a template version, then its sending. */
export const bulkSends = pgTable(
  'bulk_sends',
  {
    id: idColumn(),
    ownerId: bigint('owner_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company whose workspace it was made in (issue 32); null for the maker's personal space. */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id),
    templateId: bigint('template_id', { mode: 'bigint' })
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    versionId: bigint('version_id', { mode: 'bigint' })
      .notNull()
      .references(() => templateVersions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').$type<BulkSendStatus>().notNull().default('checked'),
    fileErrors: jsonb('file_errors').$type<BulkProblem[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bulk_sends_owner_id_idx').on(table.ownerId, table.id),
    check('bulk_sends_status_check', sql`${table.status} in ('checked', 'sending', 'done')`),
  ],
);

/** One row of a bulk send: its people and values as the check read them, its problems, and what sending made of it. */
export const bulkSendRows = pgTable(
  'bulk_send_rows',
  {
    id: idColumn(),
    bulkSendId: bigint('bulk_send_id', { mode: 'bigint' })
      .notNull()
      .references(() => bulkSends.id, { onDelete: 'cascade' }),
    /** The line in the file (the header is line 1). */
    line: integer('line').notNull(),
    status: text('status').$type<BulkRowStatus>().notNull(),
    label: text('label').notNull().default(''),
    /** The useTemplate input the row makes: roles and prefill, ids as strings. */
    values: jsonb('values').$type<{ roles: { roleId: string; name: string; email: string }[]; prefill: { fieldId: string; value: string }[] }>().notNull(),
    errors: jsonb('errors').$type<(BulkProblem & { column: string })[]>().notNull().default([]),
    failure: jsonb('failure').$type<BulkProblem | null>(),
    agreementId: bigint('agreement_id', { mode: 'bigint' }).references(() => agreements.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('bulk_send_rows_line_key').on(table.bulkSendId, table.line),
    index('bulk_send_rows_status_idx').on(table.bulkSendId, table.status),
    check('bulk_send_rows_status_check', sql`${table.status} in ('invalid', 'ready', 'queued', 'sent', 'failed', 'skipped')`),
  ],
);
