import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.js';
import { createdAt, updatedAt } from './columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sealing of an agreement (issue 7), one row per agreement once sealing began.
 * `attempt` names the run that may write the final file (`agreements/{id}/final-{attempt}.pdf`),
 * so a crashed run's file is found and removed by the next one, and two runs never
 * write the same key. The final file's key, size and SHA-256 are set in the same
 * transaction that marks the agreement 'completed'.
 */
export const agreementCompletions = pgTable(
  'agreement_completions',
  {
    agreementId: bigint('agreement_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    attempt: text('attempt'),
    attemptStartedAt: at('attempt_started_at'),
    finalKey: text('final_key'),
    finalSize: bigint('final_size', { mode: 'number' }),
    finalSha256: text('final_sha256'),
    sealedAt: at('sealed_at'),
    /** SHA-256 of the sealing certificate (DER), so verify recognises files sealed with an older certificate. */
    sealCertSha256: text('seal_cert_sha256'),
    timestampedAt: at('timestamped_at'),
    /** Why sealing failed for good (shown to the sender); null unless the agreement is 'failed'. */
    failureReason: text('failure_reason'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('agreement_completions_final_sha256_idx').on(table.finalSha256),
    check(
      'agreement_completions_final_check',
      sql`(${table.finalKey} is null) = (${table.finalSha256} is null) and (${table.finalKey} is null) = (${table.sealedAt} is null) and (${table.finalKey} is null) = (${table.finalSize} is null) and (${table.finalKey} is null) = (${table.sealCertSha256} is null)`,
    ),
    check('agreement_completions_failure_check', sql`(${table.failureReason} is null) = (${table.failedAt} is null)`),
  ],
);

/**
 * Keys and certificates the service makes for itself, one row per `name` (the primary key),
 * so however many processes ask at once exactly one exists: 'default', the sealing
 * certificate made at first start when no PKCS#12 file is configured; 'company-ca', the CA
 * that issues companies' certificates when the operator configures none; 'company:<id>',
 * each company's signing certificate (seal/stored-identity.ts).
 */
export const sealIdentities = pgTable('seal_identities', {
  name: text('name').primaryKey(),
  certificatePem: text('certificate_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  certSha256: text('cert_sha256').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
