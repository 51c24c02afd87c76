import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agreementRecipients, agreements } from './agreements.js';
import { companies } from './companies.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) => bigint(name, { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' });
const companyRef = () =>
  bigint('company_id', { mode: 'bigint' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company seal (issue 34): its kind and lifecycle. Its face lives in versions; a new face is a
 * new version, and a use keeps the version it carried.
 */
export const companySeals = pgTable(
  'company_seals',
  {
    id: idColumn(),
    companyId: companyRef(),
    kind: text('kind').notNull(),
    /** What people call it in the company ("Contract seal, Shanghai office"). */
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('company_seals_company_idx').on(table.companyId),
    check('company_seals_kind_check', sql`${table.kind} in ('official', 'contract', 'finance', 'hr', 'legal_rep', 'other')`),
    check('company_seals_status_check', sql`${table.status} in ('active', 'suspended', 'revoked')`),
  ],
);

/**
 * One face of a seal. `source` says how it was made: generated from `spec` (the face is drawn as
 * vectors from the stored geometry, so a later change of font or layout never alters it), or
 * uploaded (a PNG with its background removed). The file's SHA-256 is the image's identity in evidence.
 */
export const companySealVersions = pgTable(
  'company_seal_versions',
  {
    sealId: bigint('seal_id', { mode: 'bigint' })
      .notNull()
      .references(() => companySeals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    spec: jsonb('spec').$type<Record<string, unknown>>(),
    /** The face in the file store: a SealFace as JSON (generated) or a PNG (uploaded). */
    faceKey: text('face_key').notNull(),
    faceSha256: text('face_sha256').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.sealId, table.version] }), check('company_seal_versions_source_check', sql`${table.source} in ('generated', 'uploaded')`)],
);

/**
 * A member's standing right on a seal: 'use' it, or 'approve' others' requests to use it. Valid
 * for at most three years (checked by the domain); `template_ids` limits a use grant to agreements
 * made from those templates.
 */
export const companySealGrants = pgTable(
  'company_seal_grants',
  {
    id: idColumn(),
    sealId: bigint('seal_id', { mode: 'bigint' })
      .notNull()
      .references(() => companySeals.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    right: text('right').notNull(),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    templateIds: bigint('template_ids', { mode: 'bigint' }).array(),
    grantedBy: userRef('granted_by'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('company_seal_grants_user_idx').on(table.userId, table.sealId),
    index('company_seal_grants_seal_idx').on(table.sealId),
    check('company_seal_grants_right_check', sql`${table.right} in ('use', 'approve')`),
    check('company_seal_grants_validity_check', sql`${table.validUntil} > ${table.validFrom}`),
  ],
);

/**
 * A request to use a seal once, on one agreement. An approval holds only for the documents it was
 * given for: `documents_sha256` is checked again when the seal is applied.
 */
export const companySealRequests = pgTable(
  'company_seal_requests',
  {
    id: idColumn(),
    companyId: companyRef(),
    sealId: bigint('seal_id', { mode: 'bigint' })
      .notNull()
      .references(() => companySeals.id, { onDelete: 'cascade' }),
    agreementId: bigint('agreement_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    requesterId: bigint('requester_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentsSha256: text('documents_sha256').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('pending'),
    decidedBy: userRef('decided_by'),
    decidedAt: at('decided_at'),
    comment: text('comment').notNull().default(''),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('company_seal_requests_company_idx').on(table.companyId, table.status),
    index('company_seal_requests_requester_idx').on(table.requesterId, table.agreementId),
    uniqueIndex('company_seal_requests_open_key').on(table.sealId, table.agreementId, table.requesterId).where(sql`${table.status} = 'pending'`),
    check('company_seal_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    check('company_seal_requests_decided_check', sql`(${table.status} in ('approved', 'rejected')) = (${table.decidedAt} is not null)`),
  ],
);

/**
 * A seal applied by a recipient of an agreement: one per recipient. Either a company seal (seal,
 * version, the grant or request that allowed it, the code check) or a picture the signer uploaded
 * for a company not on Signet (`verified` false, no seal).
 */
export const companySealUses = pgTable(
  'company_seal_uses',
  {
    id: idColumn(),
    agreementId: bigint('agreement_id', { mode: 'bigint' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    recipientId: bigint('recipient_id', { mode: 'bigint' }).notNull(),
    companyId: bigint('company_id', { mode: 'bigint' }).references(() => companies.id, { onDelete: 'set null' }),
    /** The party's name as the certificate prints it (the company's legal name, or the sender's words). */
    partyName: text('party_name').notNull(),
    sealId: bigint('seal_id', { mode: 'bigint' }).references(() => companySeals.id, { onDelete: 'set null' }),
    sealVersion: integer('seal_version'),
    sealKind: text('seal_kind'),
    faceKey: text('face_key').notNull(),
    faceSha256: text('face_sha256').notNull(),
    faceSource: text('face_source').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    verified: boolean('verified').notNull(),
    grantId: bigint('grant_id', { mode: 'bigint' }),
    requestId: bigint('request_id', { mode: 'bigint' }),
    userId: userRef('user_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    codeCheckedAt: at('code_checked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: createdAt(),
  },
  (table) => [
    uniqueIndex('company_seal_uses_recipient_key').on(table.agreementId, table.recipientId),
    foreignKey({ name: 'company_seal_uses_recipient_fk', columns: [table.agreementId, table.recipientId], foreignColumns: [agreementRecipients.agreementId, agreementRecipients.id] }).onDelete('cascade'),
    check('company_seal_uses_verified_check', sql`not ${table.verified} or ${table.codeCheckedAt} is not null`),
    check('company_seal_uses_authority_check', sql`not ${table.verified} or (${table.grantId} is not null) <> (${table.requestId} is not null)`),
  ],
);

/**
 * Each company's seal log (issue 34): created, granted, requested, approved, used, suspended,
 * revoked... Append-only and chained: `hash` is the SHA-256 of the previous entry's hash and this
 * entry's canonical content, so changing or removing a past entry breaks every hash after it.
 */
export const companySealEvents = pgTable(
  'company_seal_events',
  {
    id: idColumn(),
    companyId: companyRef(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    sealId: bigint('seal_id', { mode: 'bigint' }),
    actorId: bigint('actor_id', { mode: 'bigint' }),
    actorName: text('actor_name').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: createdAt(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [uniqueIndex('company_seal_events_seq_key').on(table.companyId, table.seq)],
);

/** Company settings of issue 34, kept beside the company rather than widening its row further. */
export const companySealSettings = pgTable('company_seal_settings', {
  companyId: bigint('company_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Every use of the official seal needs an approval, even by a member with a use grant (the default). */
  officialNeedsApproval: boolean('official_needs_approval').notNull().default(true),
  updatedAt: updatedAt(),
});
