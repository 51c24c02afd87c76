import { z } from 'zod';
import { defineOperation, fileResponse } from '../../operation.js';
import { DOCUMENT_MEDIA_TYPES, ZFileQuery } from '../documents/documents.js';
import { ZAgreement, ZAgreementDraftInput, ZAgreementFieldsInput, refineRoute } from './agreement-schemas.js';
import { ZAgreementDocumentParams, ZAgreementParams } from '../path-params.js';

/** Starts a draft from step 1's content (documents, recipients, order, message). */
export const createAgreement = defineOperation({
  id: 'createAgreement',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows',
  summary: 'Create a draft agreement',
  auth: 'session',
  idempotent: true,
  blockRepeats: true,
  body: ZAgreementDraftInput.superRefine(refineRoute),
  response: ZAgreement,
});

/** One agreement of the signed-in sender: 7403 for someone else's, 404 when there is none. */
export const getAgreement = defineOperation({
  id: 'getAgreement',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}',
  summary: 'One agreement of the signed-in sender, with documents, recipients and fields',
  auth: 'session',
  params: ZAgreementParams,
  response: ZAgreement,
});

/**
 * Saves step 1's content over the draft. Fields of recipients and documents that stay
 * are kept; those of removed ones go. `revision` must be the draft's current one
 * (7026 when another tab saved since); 7201 once the agreement was sent.
 */
export const saveAgreementDraft = defineOperation({
  id: 'saveAgreementDraft',
  service: 'sign',
  method: 'PUT',
  path: '/v1/sign/flows/{flowId}',
  summary: "Save a draft's documents, recipients, order and message",
  auth: 'session',
  params: ZAgreementParams,
  body: ZAgreementDraftInput.extend({ revision: z.number().int().min(0) }).superRefine(refineRoute),
  response: ZAgreement,
});

/** Replaces the draft's fields (step 2). Same revision rule as saveAgreementDraft. */
export const saveAgreementFields = defineOperation({
  id: 'saveAgreementFields',
  service: 'sign',
  method: 'PUT',
  path: '/v1/sign/flows/{flowId}/fields',
  summary: "Save a draft's fields",
  auth: 'session',
  params: ZAgreementParams,
  body: ZAgreementFieldsInput,
  response: ZAgreement,
});

/**
 * Sends the draft: checks it (7501 no sender e-mail, 7201 already sent, 7204 no file,
 * 403 recipient problems, 7205 a signer without a signature field, 7206 quota), counts
 * it against the plan and invites the first signer (or every signer when there is no
 * order) by e-mail. A "just need my signature" agreement mails nobody: the sender signs next.
 */
export const sendAgreement = defineOperation({
  id: 'sendAgreement',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/send',
  summary: 'Send a draft agreement to its recipients',
  auth: 'session',
  idempotent: true,
  blockRepeats: true,
  params: ZAgreementParams,
  body: z.object({ revision: z.number().int().min(0) }),
  response: ZAgreement,
});

/**
 * Takes a sent agreement that nobody has signed yet back to change it: it becomes
 * 'Updating', its signing links answer 7025 (locked, try later) until it is sent again,
 * and the creation steps edit it like a draft (sending it again uses no quota).
 * 403 'revise_after_signature' once someone signed; 7025 while another change runs;
 * 7203/7408/7407/7410 for deleted, voided, declined, completed ones.
 */
export const reviseAgreement = defineOperation({
  id: 'reviseAgreement',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/revise',
  summary: 'Take a sent agreement back to change it (Updating)',
  auth: 'session',
  blockRepeats: true,
  params: ZAgreementParams,
  response: ZAgreement,
});

/** Re-send to every signer still to sign, or only to the next one (the first of them in list order). */
export const NOTIFY_SCOPES = ['all', 'next'] as const;

/**
 * Sends the invitation again, as a new notice (older links then answer 7602). At most
 * MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY notices per signer a day (7603); 7604 'There are
 * no more signers to send.' when nobody is left; 7203/7408/7407/7202/7410 when the
 * agreement is deleted, voided, declined, not sent or past its signatures.
 */
export const notifySigners = defineOperation({
  id: 'notifySigners',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/notify',
  summary: 'Re-send the invitation to all pending signers or only the next one',
  auth: 'session',
  blockRepeats: true,
  params: ZAgreementParams,
  body: z.object({ scope: z.enum(NOTIFY_SCOPES) }),
  response: ZAgreement,
});

/**
 * One agreement document's bytes for its sender (the agreement's own copy), answered
 * like the drive's download; 7403 for another user's agreement, 404 for a missing one.
 */
export const getAgreementDocumentFile = defineOperation({
  id: 'getAgreementDocumentFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}/documents/{documentId}/file',
  summary: "Download an agreement document's PDF or original file",
  auth: 'session',
  params: ZAgreementDocumentParams,
  query: ZFileQuery,
  response: fileResponse(...DOCUMENT_MEDIA_TYPES),
});

/**
 * Seals again an agreement whose sealing failed ('failed', see `completionFailure`):
 * the agreement goes back to 'waiting' and the sealing job runs again. 7410 when it
 * is already completed; 403 'completion_not_retryable' when not every signer signed
 * or it was declined or voided; 7403 for another user's agreement.
 */
export const retryAgreementCompletion = defineOperation({
  id: 'retryAgreementCompletion',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/complete/retry',
  summary: 'Retry sealing an agreement whose sealing failed',
  auth: 'session',
  blockRepeats: true,
  params: ZAgreementParams,
  response: ZAgreement,
});

/** The sealed final document for its sender; 7405 until it is sealed. */
export const getAgreementFinalFile = defineOperation({
  id: 'getAgreementFinalFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}/final/file',
  summary: 'Download the sealed agreement',
  auth: 'session',
  params: ZAgreementParams,
  response: fileResponse('application/pdf'),
});
