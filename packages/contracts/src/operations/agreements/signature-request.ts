import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { defineOperation } from '../../operation.js';
import { ZTemplateParams } from '../path-params.js';
import { ZTemplateRoleFill, ZUseTemplateInput } from '../templates/template-schemas.js';
import { ZAgreement, ZAgreementDraftInput, ZRecipientInput, refineRoute } from './agreement-schemas.js';
import { ZFieldInputMembers } from './field-schemas.js';
import { ZExternalId, ZMetadata } from './integration-fields.js';

/** The largest JSON body of a one-call request: every inline file at its largest, base64 (4/3), and the rest. */
export const SIGNATURE_REQUEST_BODY_BYTES = Math.ceil((LIMITS.maxFileBytes * 4) / 3) + 1024 * 1024;

const ZDocumentName = z.string().trim().min(1).max(200);

/**
 * One document of a one-call request, in one of three forms: an upload already in the drive (`documentId`),
 * the file itself (`file`, its bytes in base64 and its name with the extension that says its type), or an
 * https address Signet fetches (through the same address guard as webhooks: no private or local addresses,
 * no redirects, the plan's size and page limits, pdf/png/jpg/jpeg/webp/txt by their bytes).
 */
export const ZSignatureRequestDocument = z.union([
  z.object({ documentId: ZId }).strict(),
  z
    .object({
      file: z.object({
        name: z.string().trim().min(1).max(255).meta({ description: 'The file name, with its extension (contract.pdf, terms.txt).' }),
        contentBase64: z.string().min(1).meta({ description: "The file's bytes in base64." }),
      }),
      name: ZDocumentName.optional(),
    })
    .strict(),
  z.object({ url: z.url({ protocol: /^https?$/ }).max(2000), name: ZDocumentName.optional() }).strict(),
]);
export type SignatureRequestDocument = z.input<typeof ZSignatureRequestDocument>;

/** Who a placed field belongs to: a recipient's place in `recipients` (0 first), or their `roleName`. */
const ZRecipientPointer = z.union([z.number().int().min(0).max(LIMITS.recipientsPerAgreement - 1), z.string().trim().min(1).max(LIMITS.recipientNameChars)]);

/**
 * A field placed by position, as in saveAgreementFields, but naming its recipient and document by their
 * place in this request (ids do not exist yet). The field rules of saveAgreementFields apply.
 */
export const ZSignatureRequestField = ZFieldInputMembers.omit({ recipientId: true, documentId: true }).extend({
  recipient: ZRecipientPointer,
  /** The document's place in `documents`, 0 first. */
  document: z.number().int().min(0).max(LIMITS.documentsPerAgreement - 1).default(0),
});
export type SignatureRequestField = z.input<typeof ZSignatureRequestField>;

const ZDelivery = {
  /** Send at once (the default), or keep it as a draft to finish in the app. */
  send: z.boolean().default(true),
  /** Answer an embedded signing URL for each recipient who signs or approves (sent requests only). */
  embeddedSigning: z.boolean().default(false),
  externalId: ZExternalId.optional(),
  metadata: ZMetadata.optional(),
};

/**
 * Everything a signature request needs, in one body: documents, recipients (every role, step and
 * group the editor offers), fields by position or by text tags, the mail's subject and message,
 * reminders, expiry, the caller's externalId and metadata, and whether to send now.
 */
export const ZSignatureRequestInput = z
  .object({
    name: ZAgreementDraftInput.shape.name,
    documents: z.array(ZSignatureRequestDocument).min(1).max(LIMITS.documentsPerAgreement, { error: 'max_files_per_upload' }),
    recipients: z.array(ZRecipientInput.omit({ id: true })).min(1).max(LIMITS.recipientsPerAgreement, { error: 'max_signers' }),
    signingOrder: ZAgreementDraftInput.shape.signingOrder,
    subject: ZAgreementDraftInput.shape.subject,
    message: ZAgreementDraftInput.shape.message,
    expiresAt: ZAgreementDraftInput.shape.expiresAt,
    reminders: ZAgreementDraftInput.shape.reminders,
    fields: z.array(ZSignatureRequestField).max(LIMITS.fieldsPerAgreement).default([]),
    /**
     * Place fields where the documents say, by tags such as `{{Signature;role=Client}}` (docs/text-tags.md);
     * the tags are removed from the documents. Added to `fields`.
     */
    textTags: z.boolean().default(false),
    ...ZDelivery,
  })
  .superRefine((request, context) => refineRoute({ recipients: request.recipients, signingOrder: request.signingOrder, selfSign: false }, context));
export type SignatureRequestInput = z.input<typeof ZSignatureRequestInput>;

/** "Use this template with these people and values", in one call: useTemplate's body, plus the one-call extras. */
export const ZTemplateSignatureRequestInput = ZUseTemplateInput.omit({ send: true }).extend({
  /** The people for the template's roles, each named by its role id or by its role name ("Client"). */
  roles: z
    .array(z.union([ZTemplateRoleFill, ZTemplateRoleFill.omit({ roleId: true }).extend({ roleName: z.string().trim().min(1).max(LIMITS.recipientNameChars) })]))
    .max(LIMITS.recipientsPerAgreement),
  /** Values by field key (the template editor's field name), beside useTemplate's `prefill` by field id. */
  values: z.record(z.string().min(1).max(40), z.string().max(LIMITS.fieldLongTextChars)).default({}),
  expiresAt: ZAgreementDraftInput.shape.expiresAt,
  reminders: ZAgreementDraftInput.shape.reminders,
  ...ZDelivery,
});
export type TemplateSignatureRequestInput = z.input<typeof ZTemplateSignatureRequestInput>;

/** One recipient of the answer: the id to use in later calls, and an embedded signing URL when asked for. */
export const ZSignatureRequestRecipient = z.object({
  id: ZIdOut,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  embeddedUrl: z.string().nullable(),
  embeddedUrlExpiresAt: z.string().nullable(),
});

export const ZSignatureRequestResult = z.object({
  agreement: ZAgreement,
  recipients: z.array(ZSignatureRequestRecipient),
});
export type SignatureRequestResult = z.output<typeof ZSignatureRequestResult>;

/**
 * One call to send (issue 38): documents (uploaded, inline or fetched), recipients, fields by position or text
 * tags, and send. Idempotent with Idempotency-Key. Fails whole: a refused request leaves no agreement.
 */
export const createSignatureRequest = defineOperation({
  id: 'createSignatureRequest',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/requests',
  summary: 'Create and send an agreement in one call',
  auth: 'session',
  idempotent: true,
  body: ZSignatureRequestInput,
  response: ZSignatureRequestResult,
});

/** The same from a template: the people for its roles, values for its fields, and send. */
export const createTemplateSignatureRequest = defineOperation({
  id: 'createTemplateSignatureRequest',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/templates/{templateId}/requests',
  summary: 'Create and send an agreement from a template in one call',
  auth: 'session',
  idempotent: true,
  params: ZTemplateParams,
  body: ZTemplateSignatureRequestInput,
  response: ZSignatureRequestResult,
});
