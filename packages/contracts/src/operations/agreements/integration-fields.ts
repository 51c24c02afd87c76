import { z } from 'zod';
import { LIMITS } from '../../limits.js';

/**
 * The integrator's own id for an agreement or template (issue 38): free text, 1–255 characters,
 * not unique (a retry or a second round may reuse it). Lists filter on it exactly.
 */
export const ZExternalId = z
  .string()
  .min(1, { error: 'external_id_empty' })
  .max(LIMITS.externalIdChars, { error: 'up_to_chars' })
  .meta({ description: 'Your own id for it, 1–255 characters; lists filter on it exactly.', example: 'crm-deal-4711' });

/**
 * Up to 50 short string pairs the integrator keeps on an agreement or template (issue 38); Signet
 * never reads them, only returns them and copies them into every webhook.
 */
export const ZMetadata = z
  .record(z.string(), z.string().max(LIMITS.metadataValueChars, { error: 'up_to_chars' }))
  // Keys are checked here, not by the record's key schema, whose refusal names no reason.
  .superRefine((metadata, context) => {
    const keys = Object.keys(metadata);
    if (keys.length > LIMITS.metadataKeys) {
      context.addIssue({ code: 'too_big', origin: 'object', maximum: LIMITS.metadataKeys, inclusive: true, input: metadata, message: 'metadata_max_keys' });
    }
    for (const key of keys) {
      if (key.length < 1 || key.length > LIMITS.metadataKeyChars) context.addIssue({ code: 'custom', path: [key], input: key, message: 'metadata_key_chars' });
    }
  })
  .meta({ description: 'Up to 50 string pairs of yours: keys 1–40 characters, values up to 500.', example: { crmDealId: '4711', region: 'emea' } });
export type Metadata = z.infer<typeof ZMetadata>;

/** What createAgreement, saveAgreementDraft, createTemplate and useTemplate take; left out: none when made, unchanged when saved. */
export const ZIntegrationFieldsInput = z.object({
  externalId: ZExternalId.nullable().optional(),
  metadata: ZMetadata.optional(),
});

/** As every answer carries them: null and {} when none were given. */
export const ZIntegrationFields = z.object({
  externalId: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
});
