import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { FIELD_TYPES, type FieldCondition, type FieldOption, type FieldType, type FieldValidation } from '@signet/contracts';
import { createdAt, idColumn } from './columns.js';
import { agreementDocuments, agreementId, agreementRecipients } from './agreements.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A field a recipient fills, on one page of one of the agreement's documents. Geometry
 * is in fractions of the page as displayed (rotation applied), origin top left, so it
 * survives any zoom. The composite keys make a field of another agreement's recipient
 * or document impossible.
 */
export const agreementFields = pgTable(
  'agreement_fields',
  {
    id: idColumn(),
    agreementId: agreementId(),
    recipientId: bigint('recipient_id', { mode: 'bigint' }).notNull(),
    documentId: bigint('document_id', { mode: 'bigint' }).notNull(),
    page: integer('page').notNull(),
    type: text('type').$type<FieldType>().notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    required: boolean('required').notNull().default(true),
    label: text('label').notNull().default(''),
    /** A company seal field (issue 34) may ask for one kind of seal; null takes any. */
    sealKind: text('seal_kind'),
    /** Set by the sender (a template's default, or a value prefilled when it is used); the signer starts from it. */
    defaultValue: text('default_value'),
    /** The signer cannot change it: the default value is what is stamped. */
    readOnly: boolean('read_only').notNull().default(false),
    /** What the signer filled: text, 'true'/'false' for a checkbox, ISO time for date_signed, the attachment's id. */
    value: text('value'),
    /** Issue 36: the field's name for conditions, the signer's hint, checks, choices and condition. */
    key: text('key'),
    helpText: text('help_text').notNull().default(''),
    validation: jsonb('validation').$type<FieldValidation>(),
    options: jsonb('options').$type<FieldOption[]>(),
    showIf: jsonb('show_if').$type<FieldCondition>(),
    /** A signature, initials or stamp image in the file store (normalised PNG) and its SHA-256. */
    imageKey: text('image_key'),
    imageSha256: text('image_sha256'),
    filledAt: at('filled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('agreement_fields_agreement_id_idx').on(table.agreementId),
    foreignKey({
      name: 'agreement_fields_recipient_fk',
      columns: [table.agreementId, table.recipientId],
      foreignColumns: [agreementRecipients.agreementId, agreementRecipients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'agreement_fields_document_fk',
      columns: [table.agreementId, table.documentId],
      foreignColumns: [agreementDocuments.agreementId, agreementDocuments.id],
    }).onDelete('cascade'),
    check('agreement_fields_page_check', sql`${table.page} >= 1`),
    check(
      'agreement_fields_type_check',
      sql`${table.type} in (${sql.raw(FIELD_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    check(
      'agreement_fields_geometry_check',
      sql`${table.x} >= 0 and ${table.y} >= 0 and ${table.width} > 0 and ${table.height} > 0 and ${table.x} + ${table.width} <= 1.000001 and ${table.y} + ${table.height} <= 1.000001`,
    ),
    check('agreement_fields_seal_kind_check', sql`${table.sealKind} is null or ${table.type} = 'company_seal'`),
    check('agreement_fields_signature_required_check', sql`${table.type} <> 'signature' or ${table.required}`),
    check('agreement_fields_image_check', sql`(${table.imageKey} is null) = (${table.imageSha256} is null)`),
    check(
      'agreement_fields_value_kind_check',
      sql`case when ${table.type} in ('signature', 'initials', 'stamp') then ${table.value} is null else ${table.imageKey} is null end`,
    ),
    check('agreement_fields_default_kind_check', sql`${table.defaultValue} is null or ${table.type} not in ('signature', 'initials', 'date_signed', 'company_seal', 'attachment', 'stamp')`),
    check('agreement_fields_read_only_check', sql`not ${table.readOnly} or ${table.type} not in ('signature', 'initials', 'date_signed', 'company_seal', 'attachment', 'stamp')`),
    unique('agreement_fields_key_unique').on(table.agreementId, table.key),
    check('agreement_fields_filled_check', sql`(${table.filledAt} is null) = (${table.value} is null and ${table.imageKey} is null)`),
  ],
);
