import { z } from 'zod';
import { AGREEMENT_STATUSES, GROUP_MODES, RECIPIENT_ROLES, RECIPIENT_STATUSES } from '../../constants.js';
import { routeProblems } from '../../routing.js';
import { ZId, ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { ZEmail } from '../account/account-schemas.js';
import { DOCUMENT_NAME_FORBIDDEN, ZPageSize } from '../documents/document-schemas.js';
import { AGREEMENT_ACTIONS } from './agreement-actions.js';
import { ZExpiresAt, ZReminders } from './follow-up-schemas.js';
import { userText } from '../../user-text.js';
import { ZCrossPageSeal } from '../../companies/seal-rules.js';
import { SIGNER_VERIFICATION_METHODS, ZPhoneNumber } from '../../signer-verification.js';
import { ZField } from './field-schemas.js';
import { ZSignerAttachment } from '../signing/attachments.js';
import { ZExternalId, ZMetadata } from './integration-fields.js';

export * from './field-schemas.js';
export * from './field-value-rules.js';
export * from './integration-fields.js';

/** The creation step a draft was last saved from, so it reopens there. */
export const DRAFT_STEPS = [1, 2, 3] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

/**
 * Agreement name, spec 5 rules. A draft may have none yet: the server then names it
 * after its first document.
 */
export const ZAgreementName = userText()
  .max(LIMITS.documentNameChars, { error: 'up_to_chars' })
  .refine((name) => !DOCUMENT_NAME_FORBIDDEN.test(name), { error: 'document_name_invalid' });

export const ZSubject = userText().max(LIMITS.subjectChars, { error: 'up_to_chars' });
/** The message to recipients: spec 5 'Please Enter within %d characters'. */
export const ZMessage = userText({ multiline: true }).max(LIMITS.messageChars, { error: 'enter_within_chars' });

/**
 * One recipient as the sender enters it. A draft may hold rows still being filled
 * (blank name or e-mail); sending refuses them with 'Please insert signers info'.
 * `id` names a recipient the draft already has, so its fields stay with it.
 */
export const ZRecipientInput = z.object({
  id: ZId.optional(),
  /**
   * A template's role ("Employee", "HR manager"). In a template the role is what is required:
   * name and e-mail stay empty for a role filled when the template is used, or name a fixed person.
   */
  roleName: userText().max(LIMITS.recipientNameChars, { error: 'up_to_chars' }).default(''),
  name: userText().max(LIMITS.recipientNameChars, { error: 'up_to_chars' }),
  email: z.union([z.literal(''), ZEmail]).meta({ description: 'Empty while the sender has not typed it yet.' }),
  role: z.enum(RECIPIENT_ROLES),
  /** Optional code the recipient must enter before opening the documents (7301 empty, 7300 wrong). */
  accessCode: userText().max(LIMITS.accessCodeChars, { error: 'up_to_chars' }).optional(),
  /**
   * How the recipient proves who they are (issue 35). Absent: 'access_code' when an access code is
   * given, else 'none'. 'access_code' needs `accessCode`; 'sms_code' needs `phone` (checked at send).
   */
  verification: z.enum(SIGNER_VERIFICATION_METHODS).optional(),
  /** The mobile number an 'sms_code' recipient's codes go to; kept only for that method. */
  phone: z.union([z.literal(''), ZPhoneNumber]).nullable().optional(),
  /**
   * The step of the route this recipient acts in (issue 33), 1 first; recipients of one step act at
   * the same time. Give every signer, approver and filler a step, or none: then `signingOrder`
   * decides (one step each in list order, or one for all). Viewers and copies take none.
   */
  step: z.number().int().min(1).max(LIMITS.recipientsPerAgreement).nullable().optional(),
  /** The group of this recipient's step, the same for all its members: 'all' (default) or 'any' (the first to act finishes it). */
  group: z.enum(GROUP_MODES).optional(),
  /** A copy recipient also gets the invitation when the agreement is sent, besides the sealed document. */
  copyAtSend: z.boolean().optional(),
  /** The company this person signs for (issue 34: "Acme Ltd, signed by Ann Lee"); null or absent for themselves. */
  partyName: userText().trim().max(100).nullable().optional(),
  /** A cross-page seal (骑缝章) asked of the company party; only with `partyName`. */
  crossPageSeal: ZCrossPageSeal.nullable().optional(),
});
export type RecipientInput = z.input<typeof ZRecipientInput>;

/** A document of the draft: one it already holds (`agreementDocumentId`) or one added from the drive (`documentId`). */
export const ZAgreementDocumentRef = z.union([
  z.object({ agreementDocumentId: ZId }).strict(),
  z.object({ documentId: ZId }).strict(),
]);

/** Step 1's content: what `createAgreement` and `saveAgreementDraft` take. Order of arrays is the order shown. */
export const ZAgreementDraftInput = z.object({
  name: ZAgreementName.default(''),
  /** "Just need my signature": the sender is the only signer, signs at once, and no invitation is mailed. */
  selfSign: z.boolean().default(false),
  documents: z.array(ZAgreementDocumentRef).max(LIMITS.documentsPerAgreement, { error: 'max_files_per_upload' }).default([]),
  recipients: z.array(ZRecipientInput).max(LIMITS.recipientsPerAgreement, { error: 'max_signers' }).default([]),
  /** On: each signer is invited after the previous one finishes. Off: all at once. */
  signingOrder: z.boolean().default(false),
  subject: ZSubject.default(''),
  message: ZMessage.default(''),
  draftStep: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  /** When signing ends (issue 18); checked at send. Absent: none when created, unchanged when saved. */
  expiresAt: ZExpiresAt.optional(),
  /** Automatic reminders, null for none. Absent: the account's default when created, unchanged when saved. */
  reminders: ZReminders.nullable().optional(),
  /** Your own id for it (issue 38), null to clear. Absent: none when created, unchanged when saved. */
  externalId: ZExternalId.nullable().optional(),
  /** Your key–value pairs (issue 38), replaced as a whole. Absent: {} when created, unchanged when saved. */
  metadata: ZMetadata.optional(),
});
export type AgreementDraftInput = z.input<typeof ZAgreementDraftInput>;

/** Refuses a draft whose route is wrong (routing.ts), naming the recipient and why. */
export function refineRoute(draft: { recipients: readonly z.output<typeof ZRecipientInput>[]; signingOrder: boolean; selfSign: boolean }, context: z.RefinementCtx): void {
  draft.recipients.forEach((recipient, index) => {
    if (recipient.crossPageSeal && !recipient.partyName) {
      context.addIssue({ code: 'custom', path: ['recipients', index, 'crossPageSeal'], message: 'A cross-page seal belongs to a company party: name the company first.' });
    }
    if (recipient.partyName && (recipient.role === 'viewer' || recipient.role === 'copy')) {
      context.addIssue({ code: 'custom', path: ['recipients', index, 'partyName'], message: 'Only a signer or an approver can act for a company.' });
    }
  });
  if (draft.selfSign) return;
  for (const problem of routeProblems(draft.recipients, draft.signingOrder)) {
    context.addIssue({ code: 'custom', path: ['recipients', problem.index, problem.path], message: problem.message });
  }
}

export const ZAgreementDocument = z.object({
  /** The agreement's own copy; fields name this id. */
  id: ZIdOut,
  /** The drive document it came from; null once that was deleted from the drive. */
  documentId: ZIdOut.nullable(),
  name: z.string(),
  kind: z.enum(['pdf', 'image', 'text']),
  pageCount: z.number().int(),
  pageSizes: z.array(ZPageSize),
  originalSha256: z.string(),
  pdfSha256: z.string(),
});

export const ZRecipient = z.object({
  id: ZIdOut,
  /** 1-based place in the list. */
  order: z.number().int(),
  /**
   * The step of the route (issue 33); null for viewers and copies. Optional in the type only for
   * older fixtures, like `group` and `copyAtSend`; the server always sends them.
   */
  step: z.number().int().nullable().optional(),
  group: z.enum(GROUP_MODES).optional(),
  copyAtSend: z.boolean().optional(),
  /** Issue 34: the company party and its cross-page seal. Optional in the type for older fixtures. */
  partyName: z.string().nullable().optional(),
  crossPageSeal: ZCrossPageSeal.nullable().optional(),
  /** The template role it fills, or is (in a template); empty otherwise. Optional in the type for older fixtures. */
  roleName: z.string().optional(),
  name: z.string(),
  email: z.string(),
  role: z.enum(RECIPIENT_ROLES),
  accessCode: z.string().nullable(),
  /** Issue 35: how the recipient proves who they are. Optional in the type for older fixtures; the server always sends it. */
  verification: z.enum(SIGNER_VERIFICATION_METHODS).optional(),
  /** The number an 'sms_code' recipient's codes go to, in full for the sender who entered it; null otherwise. */
  phone: z.string().nullable().optional(),
  /** The same number as it is shown in lists and the history: +86 138****5678. */
  phoneMasked: z.string().nullable().optional(),
  // Progress (issue 6). Optional in the type only so clients' older fixtures still
  // compile; the server always sends them.
  status: z.enum(RECIPIENT_STATUSES).optional(),
  invitedAt: z.string().nullable().optional().meta({ format: 'date-time' }),
  viewedAt: z.string().nullable().optional().meta({ format: 'date-time' }),
  signedAt: z.string().nullable().optional().meta({ format: 'date-time' }),
  declinedAt: z.string().nullable().optional().meta({ format: 'date-time' }),
  declineReason: z.string().nullable().optional(),
  /** When another member of their any-one-of group acted for it (status 'released'). */
  releasedAt: z.string().nullable().optional().meta({ format: 'date-time' }),
  /** The latest invitation could not be delivered ('Delivery Failure: Email was not delivered successfully for some reason'). */
  deliveryFailed: z.boolean().optional(),
});

/** Why sealing failed for good (issue 7); the sender may retry (retryAgreementCompletion). */
export const COMPLETION_FAILURE_REASONS = ['document_missing', 'document_unreadable', 'signature_image_missing', 'seal_failed'] as const;
export type CompletionFailureReason = (typeof COMPLETION_FAILURE_REASONS)[number];

/** The sealed final document (the documents with every field, the audit certificate and the digital seal). */
export const ZFinalFile = z.object({
  sha256: z.string(),
  size: z.number().int(),
  sealedAt: z.string().meta({ format: 'date-time' }),
});
export type FinalFile = z.infer<typeof ZFinalFile>;

/**
 * One document of a completed multi-document agreement sealed on its own (issue 36): its
 * pages with their fields, then the audit certificate, with its own seal, so it verifies by itself.
 */
export const ZFinalDocument = z.object({
  agreementDocumentId: ZIdOut,
  name: z.string(),
  sha256: z.string(),
  size: z.number().int(),
});
export type FinalDocument = z.infer<typeof ZFinalDocument>;

/** An agreement as its sender sees and edits it. */
export const ZAgreement = z.object({
  id: ZIdOut,
  name: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  selfSign: z.boolean(),
  signingOrder: z.boolean(),
  subject: z.string(),
  message: z.string(),
  draftStep: z.number().int(),
  /** Bumped by every save; a save must name the revision it started from (7026 otherwise). */
  revision: z.number().int(),
  documents: z.array(ZAgreementDocument),
  recipients: z.array(ZRecipient),
  fields: z.array(ZField),
  sentAt: z.string().nullable().meta({ format: 'date-time' }),
  /** When signing ends; null for never. Once past, the agreement is 'expired' (changeAgreementFollowUp reopens it). */
  expiresAt: z.string().nullable().meta({ format: 'date-time' }),
  /** Automatic reminders to signers whose turn it is; null for none. */
  reminders: ZReminders.nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  /**
   * The sealed document once completed, else null. Optional in the type only so clients
   * written before it (fixtures) still compile; the server always sends it.
   */
  final: ZFinalFile.nullable().optional(),
  /** Each document sealed on its own once completed, for two or more documents; else empty. Optional in the type only, like `final`. */
  finalDocuments: z.array(ZFinalDocument).optional(),
  /** Set while the agreement is 'failed': why sealing failed and since when; retry with retryAgreementCompletion. */
  completionFailure: z
    .object({ reason: z.enum(COMPLETION_FAILURE_REASONS), at: z.string().meta({ format: 'date-time' }) })
    .nullable()
    .optional(),
  // Managing (issue 8). Optional in the type only, like `final`; the server always sends them.
  /** In the trash since; null when not deleted (restoreAgreement takes it out). */
  deletedAt: z.string().nullable().optional().meta({ format: 'date-time' }),
  /** When the sender voided it and why; null unless voided. */
  voided: z.object({ at: z.string().meta({ format: 'date-time' }), reason: z.string() }).nullable().optional(),
  /** What the sender may do now (the buttons to show), from the server's state machine. */
  actions: z.array(z.enum(AGREEMENT_ACTIONS)).optional(),
  /** Made with a test-mode key (issue 38): never mailed to anyone, stamped TEST when sealed. Optional in the type only; the server always sends it. */
  test: z.boolean().optional(),
  /**
   * Set when this is a template's working copy (issue 14): the editor then edits roles and
   * publishes a version instead of sending. Optional in the type only, like `final`.
   */
  template: z.object({ id: ZIdOut, name: z.string(), versionCount: z.number().int() }).nullable().optional(),
  /** The template version it was made from; null when made from scratch. */
  fromTemplate: z.object({ id: ZIdOut, name: z.string(), version: z.number().int() }).nullable().optional(),
  /** Files signers attached and submitted (issue 36). Optional in the type only, like `final`. */
  attachments: z.array(ZSignerAttachment).optional(),
  /** The integrator's id and key–value pairs (issue 38); null and {} when none. Optional in the type only, like `final`. */
  externalId: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});
export type Agreement = z.infer<typeof ZAgreement>;
