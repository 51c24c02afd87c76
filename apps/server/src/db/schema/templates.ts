import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
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
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('templates_owner_live_idx').on(table.ownerId, table.updatedAt, table.id).where(sql`deleted_at is null`),
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
