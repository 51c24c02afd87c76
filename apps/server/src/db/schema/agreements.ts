import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AgreementStatus, CrossPageSealSetting, GroupMode, Locale, RecipientRole, RecipientStatus, Reminders, SignerVerificationMethod } from '@signet/contracts';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { documents, type DocumentKind, type PageSize } from './documents.js';
import { templateVersions } from './templates.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * What an `agreements` row is (issue 14). 'agreement': one being prepared or sent. 'template': a
 * template's working copy, edited with the same three-step editor. 'template_version': a published
 * version of a template, frozen; agreements are copied from it. Only 'agreement' rows are listed,
 * counted, sent or signed.
 */
export type AgreementPurpose = 'agreement' | 'template' | 'template_version';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** The agreement a row belongs to; removed with it. */
export const agreementId = () =>
  bigint('agreement_id', { mode: 'bigint' })
    .notNull()
    .references(() => agreements.id, { onDelete: 'cascade' });

/**
 * A signature process (spec 3 "Agreement"). `revision` is bumped by every save so a
 * save from a stale copy (another tab) is refused instead of silently winning.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: idColumn(),
    ownerId: bigint('owner_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company whose workspace it was made in (issue 32); null for the maker's personal space. */
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id),
    name: text('name').notNull().default(''),
    status: text('status').$type<AgreementStatus>().notNull().default('draft'),
    purpose: text('purpose').$type<AgreementPurpose>().notNull().default('agreement'),
    /** The template version it was made from (its frozen snapshot); null when made from scratch. */
    templateVersionId: bigint('template_version_id', { mode: 'bigint' }).references((): AnyPgColumn => templateVersions.id, { onDelete: 'set null' }),
    selfSign: boolean('self_sign').notNull().default(false),
    signingOrder: boolean('signing_order').notNull().default(false),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    draftStep: integer('draft_step').notNull().default(1),
    revision: integer('revision').notNull().default(0),
    sentAt: at('sent_at'),
    /** In the trash since; null when not deleted. */
    deletedAt: at('deleted_at'),
    /** When and why the sender voided it (issue 8); set together, only with status 'voided'. */
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    /**
     * When signing ends (issue 18); null for never. A job at this time moves a 'waiting' agreement
     * to 'expired'; links answer 7601 from this moment, whether or not the job has run yet.
     */
    expiresAt: at('expires_at'),
    /** When it last became 'expired'; kept after a reopening, for the trail. */
    expiredAt: at('expired_at'),
    /** Automatic reminders to signers whose turn it is (ZReminders); null for none. */
    reminders: jsonb('reminders').$type<Reminders>(),
    /** The integrator's own id for it (issue 38): any string, searchable, copied into every webhook; null when none. */
    externalId: text('external_id'),
    /** The integrator's key-value pairs (issue 38): at most 50 short strings, returned and copied into every webhook. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /**
     * Made with a test-mode key (issue 38): never mails a real recipient, not counted in the quota,
     * stamped "TEST" when sealed, listed apart, and its webhooks say so.
     */
    test: boolean('test').notNull().default(false),
    /**
     * What the sender's search looks in, lower-cased: the name, then each recipient's
     * `lower(name) || ' ' || email`, joined by U+001F (which a search cannot contain).
     * Written only by the triggers of migration 0013, never by the application.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('agreements_owner_id_id_idx').on(table.ownerId, table.id),
    // The agreements index (issue 8) pages by keyset on these: (owner, workspace, [status,] sort key, id).
    // The workspace is coalesce(company_id, 0), 0 for the personal space: an equality, so the index
    // gives the sort's order (a condition `company_id is null` would not, and every page would sort).
    index('agreements_owner_live_updated_idx').on(table.ownerId, sql`coalesce(${table.companyId}, 0)`, table.updatedAt, table.id).where(sql`deleted_at is null`),
    index('agreements_owner_live_status_updated_idx')
      .on(table.ownerId, sql`coalesce(${table.companyId}, 0)`, table.status, table.updatedAt, table.id)
      .where(sql`deleted_at is null`),
    index('agreements_owner_live_name_idx').on(table.ownerId, sql`coalesce(${table.companyId}, 0)`, sql`lower(${table.name})`, table.id).where(sql`deleted_at is null`),
    index('agreements_owner_trash_updated_idx').on(table.ownerId, sql`coalesce(${table.companyId}, 0)`, table.updatedAt, table.id).where(sql`deleted_at is not null`),
    // A company admin's index (issue 32): every member's agreements of the company.
    index('agreements_company_live_updated_idx').on(table.companyId, table.updatedAt, table.id).where(sql`deleted_at is null and company_id is not null`),
    index('agreements_company_live_status_updated_idx')
      .on(table.companyId, table.status, table.updatedAt, table.id)
      .where(sql`deleted_at is null and company_id is not null`),
    index('agreements_company_live_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id).where(sql`deleted_at is null and company_id is not null`),
    index('agreements_company_trash_updated_idx').on(table.companyId, table.updatedAt, table.id).where(sql`deleted_at is not null and company_id is not null`),
    // The sender's search (LIKE '%q%' on name and recipients, issue 16): trigram index, pg_trgm (PGlite loads it too).
    index('agreements_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('agreements_voided_check', sql`(${table.voidedAt} is null) = (${table.voidReason} is null) and (${table.voidedAt} is null or ${table.status} = 'voided')`),
    check(
      'agreements_status_check',
      sql`${table.status} in ('draft', 'updating', 'waiting', 'completed', 'failed', 'declined', 'voided', 'expired')`,
    ),
    check('agreements_expired_check', sql`${table.status} <> 'expired' or (${table.expiredAt} is not null and ${table.expiresAt} is not null)`),
    check('agreements_draft_step_check', sql`${table.draftStep} between 1 and 3`),
    check('agreements_sent_check', sql`${table.status} = 'draft' or ${table.sentAt} is not null`),
    check('agreements_revision_check', sql`${table.revision} >= 0`),
    check('agreements_purpose_check', sql`${table.purpose} in ('agreement', 'template', 'template_version')`),
    check('agreements_template_status_check', sql`${table.purpose} = 'agreement' or (${table.status} = 'draft' and ${table.deletedAt} is null)`),
    index('agreements_owner_external_id_idx').on(table.ownerId, table.externalId).where(sql`external_id is not null`),
    index('agreements_company_external_id_idx').on(table.companyId, table.externalId).where(sql`external_id is not null and company_id is not null`),
    index('agreements_template_version_id_idx').on(table.templateVersionId).where(sql`template_version_id is not null`),
  ],
);

/**
 * The agreement's own copy of a document: name, page geometry and the stored files'
 * keys and SHA-256, so deleting or renaming the drive document never changes what
 * was sent. The files are shared with the drive document (keys are never rewritten);
 * deleting a drive document keeps files an agreement still names.
 */
export const agreementDocuments = pgTable(
  'agreement_documents',
  {
    id: idColumn(),
    agreementId: agreementId(),
    position: integer('position').notNull(),
    documentId: bigint('document_id', { mode: 'bigint' }).references(() => documents.id, { onDelete: 'set null' }),
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
    pageSizes: jsonb('page_sizes').$type<PageSize[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('agreement_documents_position_key').on(table.agreementId, table.position),
    unique('agreement_documents_agreement_id_id_key').on(table.agreementId, table.id),
    unique('agreement_documents_document_id_key').on(table.agreementId, table.documentId),
    index('agreement_documents_pdf_key_idx').on(table.pdfKey),
    // A page image link names the PDF by its SHA-256 (issue 37): its first request finds the file by it.
    index('agreement_documents_pdf_sha256_idx').on(table.pdfSha256),
    index('agreement_documents_original_key_idx').on(table.originalKey),
    check('agreement_documents_position_check', sql`${table.position} >= 0`),
    check('agreement_documents_page_count_check', sql`${table.pageCount} >= 1`),
  ],
);

/**
 * A signer or viewer, in list order (`position`, the signing order when it is on).
 * Both position keys are DEFERRABLE INITIALLY DEFERRED (edited into migration 0005;
 * drizzle-kit cannot express it), so a reorder may swap positions within a transaction.
 */
export const agreementRecipients = pgTable(
  'agreement_recipients',
  {
    id: idColumn(),
    agreementId: agreementId(),
    position: integer('position').notNull(),
    role: text('role').$type<RecipientRole>().notNull(),
    /** The template role this recipient fills ("Employee"); empty when not made from a template. */
    roleName: text('role_name').notNull().default(''),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    accessCode: text('access_code'),
    /**
     * How the recipient proves who they are (issue 35); null on rows from before it, read as
     * 'access_code' when they hold one, else 'none' (see verificationOf). `phone` (E.164) only for 'sms_code'.
     */
    verification: text('verification').$type<SignerVerificationMethod>(),
    phone: text('phone'),
    /**
     * The route (issue 33): the step this recipient acts in, 1 first (null for viewers and copies,
     * who take none), and the group mode of that step, the same for all its members.
     */
    step: integer('step'),
    groupMode: text('group_mode').$type<GroupMode>().notNull().default('all'),
    /** A copy recipient also gets the invitation at send, not only the sealed document. */
    copyAtSend: boolean('copy_at_send').notNull().default(false),
    /**
     * A company party (issue 34): the company this person signs for ("Acme Ltd, signed by Ann Lee"),
     * null for a person signing for themselves; and the cross-page seal (骑缝章) the sender asked of it.
     */
    partyName: text('party_name'),
    crossPageSeal: jsonb('cross_page_seal').$type<CrossPageSealSetting>(),
    /** The signing journey (issue 6); the checks below keep it consistent. */
    status: text('status').$type<RecipientStatus>().notNull().default('pending'),
    invitedAt: at('invited_at'),
    viewedAt: at('viewed_at'),
    consentAt: at('consent_at'),
    consentTextVersion: text('consent_text_version'),
    /** When they acted: signed, filled in (a filler) or approved (an approver). */
    signedAt: at('signed_at'),
    declinedAt: at('declined_at'),
    /** Another member of their any-one-of group acted for it (status 'released'). */
    releasedAt: at('released_at'),
    declineReason: text('decline_reason'),
    /** The latest invitation's mail failed for good; cleared when a new one is queued. */
    deliveryFailedAt: at('delivery_failed_at'),
    /**
     * The recipient's language, from the browser that last opened their link or signed
     * (Accept-Language). Null until then: their mails fall back to the sender's language.
     */
    locale: text('locale').$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('agreement_recipients_position_key').on(table.agreementId, table.position),
    unique('agreement_recipients_agreement_id_id_key').on(table.agreementId, table.id),
    // Agreements received by an account (its e-mail) (issue 8). Search by recipient uses agreements.search_text.
    index('agreement_recipients_email_idx').on(table.email, table.agreementId),
    check('agreement_recipients_position_check', sql`${table.position} >= 0`),
    check('agreement_recipients_role_check', sql`${table.role} in ('signer', 'viewer', 'approver', 'copy', 'filler')`),
    check('agreement_recipients_step_check', sql`(${table.step} is null) = (${table.role} in ('viewer', 'copy')) and (${table.step} is null or ${table.step} >= 1)`),
    check('agreement_recipients_group_mode_check', sql`${table.groupMode} in ('all', 'any')`),
    check('agreement_recipients_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('agreement_recipients_status_check', sql`${table.status} in ('pending', 'invited', 'viewed', 'signed', 'declined', 'approved', 'released')`),
    check('agreement_recipients_signed_check', sql`(${table.status} in ('signed', 'approved')) = (${table.signedAt} is not null)`),
    check('agreement_recipients_approved_check', sql`${table.status} <> 'approved' or ${table.role} = 'approver'`),
    check('agreement_recipients_released_check', sql`(${table.status} = 'released') = (${table.releasedAt} is not null)`),
    check('agreement_recipients_declined_check', sql`(${table.status} = 'declined') = (${table.declinedAt} is not null)`),
    check('agreement_recipients_decline_reason_check', sql`(${table.declinedAt} is null) = (${table.declineReason} is null)`),
    check('agreement_recipients_signed_or_declined_check', sql`${table.signedAt} is null or ${table.declinedAt} is null`),
    check('agreement_recipients_viewer_check', sql`${table.role} in ('signer', 'approver', 'filler') or (${table.signedAt} is null and ${table.declinedAt} is null)`),
    check('agreement_recipients_consent_check', sql`(${table.consentAt} is null) = (${table.consentTextVersion} is null)`),
    check('agreement_recipients_signed_consent_check', sql`${table.signedAt} is null or ${table.consentAt} is not null`),
    check('agreement_recipients_cross_page_check', sql`${table.crossPageSeal} is null or ${table.partyName} is not null`),
    check('agreement_recipients_locale_check', sql`${table.locale} in ('en-US', 'zh-CN')`),
  ],
);
