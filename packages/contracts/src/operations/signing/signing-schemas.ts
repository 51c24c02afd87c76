import { z } from 'zod';
import { AGREEMENT_STATUSES, GROUP_MODES, RECIPIENT_ROLES, RECIPIENT_STATUSES } from '../../constants.js';
import { ZId, ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { FIELD_TYPES, ZFinalDocument, ZFinalFile, fieldRulesShape } from '../agreements/agreement-schemas.js';
import { ZSignerAttachment } from './attachments.js';
import { ZPageSize } from '../documents/document-schemas.js';
import { CONSENT_VERSION } from './consent.js';
import { userText } from '../../user-text.js';
import { ZCode } from '../account/account-schemas.js';
import { ZPageImages } from '../page-images/page-images.js';

export { SIGNER_TOKEN_HEADER } from './signer-token-header.js';

/**
 * Which signer page comes next: sign (or approve, or fill), only view, wait for earlier steps, the
 * finish page, or 'released': another member of their any-one-of group acted for it (issue 33).
 */
export const SIGNER_NEXT_STEPS = ['start', 'view', 'wait', 'finish', 'released'] as const;
export type SignerNextStep = (typeof SIGNER_NEXT_STEPS)[number];

export const ZBindSignerInfoRequest = z.object({
  /** The `t` of the e-mailed link. */
  token: z.string().min(1).max(200),
  /** The access code the sender set for this recipient, when there is one (7301 when missing, 7300 when wrong). */
  accessCode: userText().max(LIMITS.accessCodeChars).optional(),
  /**
   * The 6-digit code sent by sendSignerCode, for a recipient the sender asked to verify by e-mail or
   * SMS (8401 when missing, 8402 when wrong or expired). Not needed when the call carries this
   * recipient's live `x-signer-token` from an earlier verified opening (the browser stays verified
   * for its signing session), or the `x-token` of the recipient's own account signed in with a
   * second factor (counts as an e-mail code).
   */
  verificationCode: ZCode.optional(),
});

const dateTime = () => z.string().meta({ format: 'date-time' });

/** A field of this signer, with what was filled in so far. */
export const ZSignerField = z.object({
  id: ZIdOut,
  documentId: ZIdOut,
  page: z.number().int(),
  type: z.enum(FIELD_TYPES),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  required: z.boolean(),
  label: z.string(),
  /** The sender filled it in and the signer cannot change it (issue 14). Optional in the type for older fixtures. */
  readOnly: z.boolean().optional(),
  /**
   * Filled text; for checkboxes 'true' or 'false'; for date_signed the signing time
   * (ISO); null when empty. Before signing, a value the sender filled in is shown, and
   * name and email carry the recipient's own as a suggestion (the email one cannot be changed).
   */
  value: z.string().nullable(),
  /** A filler's view (issue 33): the later recipient this field belongs to. Absent for one's own fields. */
  forRecipient: ZIdOut.optional(),
  /** SHA-256 of the stored signature, initials or stamp image. */
  imageSha256: z.string().nullable(),
  filledAt: dateTime().nullable(),
  /** Issue 36: what the signer needs to fill and check it. */
  ...fieldRulesShape,
  /** An attachment field's file, once uploaded (`value` is then its id). */
  attachment: ZSignerAttachment.nullable().optional(),
});

/** Someone who acted in the route, as other recipients see them: a name, what they did and when. */
export const ZRouteAct = z.object({
  step: z.number().int(),
  name: z.string(),
  role: z.enum(RECIPIENT_ROLES),
  /** signed (a filler: filled) or approved. */
  status: z.enum(['signed', 'approved']),
  at: dateTime(),
});

export const ZSignerRoute = z.object({
  /** My step, 1 first; null for a viewer or copy, who stand outside the route. */
  step: z.number().int().nullable(),
  /** How many steps the route has. */
  steps: z.number().int(),
  /** My step's group: 'all' (each member acts) or 'any' (the first to act finishes it). */
  group: z.enum(GROUP_MODES).nullable(),
  /** Who has acted so far, in the order they did (names only, never e-mails). */
  acted: z.array(ZRouteAct),
  /** For a released member: who acted for the group, and when. */
  actedForGroup: z.object({ name: z.string(), at: dateTime() }).nullable(),
  /**
   * For a filler: the recipients whose fields this filler fills (their fields are in `fields`,
   * each naming its recipient in `forRecipient`).
   */
  fillsFor: z.array(z.object({ id: ZIdOut, name: z.string() })),
});
export type SignerRoute = z.infer<typeof ZSignerRoute>;

/**
 * What a signer sees: who sent what and why, the documents, their own status and
 * fields, and whether it is their turn. Never other recipients' e-mails, links or tokens.
 */
export const ZSignerView = z.object({
  agreement: z.object({
    id: ZIdOut,
    name: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(AGREEMENT_STATUSES),
    signingOrder: z.boolean(),
    sentAt: dateTime().nullable(),
    /** A test agreement (issue 38): the page says "Test document — not legally binding". Optional in the type only. */
    test: z.boolean().optional(),
  }),
  /** `brand`: a company agreement's logo and accent colour (issue 32); null for a person's. */
  sender: z.object({
    name: z.string(),
    email: z.string(),
    brand: z.object({ companyName: z.string(), logoUrl: z.string().nullable(), accentColor: z.string().nullable() }).nullable().optional(),
  }),
  documents: z.array(
    z.object({
      id: ZIdOut,
      name: z.string(),
      pageCount: z.number().int(),
      pageSizes: z.array(ZPageSize),
      pdfSha256: z.string(),
      /** Each page as an image the server draws (getPageImage), shown before (or instead of) pdf.js. */
      pageImages: ZPageImages,
    }),
  ),
  me: z.object({
    id: ZIdOut,
    name: z.string(),
    email: z.string(),
    role: z.enum(RECIPIENT_ROLES),
    status: z.enum(RECIPIENT_STATUSES),
    viewedAt: dateTime().nullable(),
    consentAt: dateTime().nullable(),
    signedAt: dateTime().nullable(),
    declinedAt: dateTime().nullable(),
  }),
  fields: z.array(ZSignerField),
  /**
   * Where this recipient stands in the route (issue 33). Optional in the type only for older
   * fixtures; the server always sends it.
   */
  route: ZSignerRoute.optional(),
  /** False while the order is on and earlier signers have not signed; `waitingFor` names them (names only). */
  myTurn: z.boolean(),
  waitingFor: z.array(z.string()),
  /** The consent text version to show and accept before signing; `given` once this signer accepted it. */
  consent: z.object({ version: z.string(), given: z.boolean() }),
  next: z.enum(SIGNER_NEXT_STEPS),
  /** The sealed document once the agreement is completed (download it at SIGNER_FINAL_FILE_PATH); optional in the type only. */
  final: ZFinalFile.nullable().optional(),
  /** Each document sealed on its own once completed, for two or more documents; else empty. Optional in the type only. */
  finalDocuments: z.array(ZFinalDocument).optional(),
  /** The files signers attached and submitted so far (issue 36), and this recipient's own uploads. Optional in the type only. */
  attachments: z.array(ZSignerAttachment).optional(),
});

export type SignerView = z.infer<typeof ZSignerView>;

export const ZBindSignerInfoResponse = z.object({
  /** Send it as `x-signer-token` on the other signer calls. Never stored by the server, only its SHA-256. */
  signerToken: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number().int().meta({ description: 'Epoch milliseconds.' }),
  role: z.enum(RECIPIENT_ROLES),
  next: z.enum(SIGNER_NEXT_STEPS),
  /** The signer's view once the link is open, as getSignerView answers it: the page needs no second call to show the document. */
  view: ZSignerView,
});

export const ZRecordConsentRequest = z.object({
  /** The version shown (must be the current one); the server keeps that version's text in the request's language. */
  version: z.literal(CONSENT_VERSION),
});

/** Base64 (or a data URL) of a PNG or JPEG of at most LIMITS.signatureImageBytes. */
const ZImageData = z.string().max(Math.ceil(LIMITS.signatureImageBytes / 3) * 4 + 64);

/** One field's value as submitted; which member counts depends on the field's type. */
export const ZSubmittedField = z.object({
  fieldId: ZId,
  /**
   * text, name, textarea (the only one with line breaks), number ('-12.5'), date ('2026-11-29'),
   * phone (international, '+8613812345678'), dropdown and radio (an option's value). email and
   * date_signed are set by the server; a label is the sender's.
   */
  text: userText({ multiline: true }).max(LIMITS.fieldLongTextChars, { error: 'up_to_chars' }).optional(),
  /** checkbox. */
  checked: z.boolean().optional(),
  /** signature, initials and stamp: the drawn, typed (rendered) or uploaded image. */
  image: ZImageData.optional(),
  /** attachment: the id uploadSignerAttachment answered. */
  attachmentId: ZId.optional(),
});

export const ZSubmitSignatureRequest = z.object({
  fields: z.array(ZSubmittedField).max(LIMITS.fieldsPerAgreement),
});

export const ZDeclineRequest = z.object({
  reason: userText({ multiline: true }).min(1).max(LIMITS.declineReasonChars, { error: 'up_to_chars' }),
});
