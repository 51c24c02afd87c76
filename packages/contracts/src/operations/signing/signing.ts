import { defineOperation, fileResponse } from '../../operation.js';
import { DOCUMENT_MEDIA_TYPES, ZFileQuery } from '../documents/documents.js';
import { ZNoticeParams, ZRecipientDocumentParams, ZRecipientParams } from '../path-params.js';
import { ZBindSignerInfoRequest, ZBindSignerInfoResponse, ZDeclineRequest, ZRecordConsentRequest, ZSignerView, ZSubmitSignatureRequest } from './signing-schemas.js';

const SIGNER_AUTH =
  'Signer calls carry `x-signer-token` (from bindSignerInfo); the sender of a "Just need my signature" agreement may use `x-token` instead. ' +
  'A missing or wrong token, or one of another recipient, answers 7404.';

/**
 * Opens an e-mailed link: checks its token (7404 whatever is wrong, so the answer
 * reveals nothing), then 7203 deleted, 7408 voided, 7407 declined, 7202 abandoned,
 * 7602 a newer notice was sent, 7601 the link's life is over, 7301 / 7300 access
 * code missing / wrong (429 after too many tries). Marks the notice viewed and
 * starts a signer session.
 */
export const bindSignerInfo = defineOperation({
  id: 'bindSignerInfo',
  service: 'sign',
  method: 'PUT',
  path: '/v1/sign/{flowSignerId}/noticeView/{flowNoticeViewId}/bindSignerInfo',
  summary: 'Open an e-mailed signing link and start a signer session (no x-token; the link token is the credential)',
  auth: 'none',
  silentErrors: true,
  params: ZNoticeParams,
  body: ZBindSignerInfoRequest,
  response: ZBindSignerInfoResponse,
});

/** What the signer sees: sender, message, documents, their fields, their turn, the consent to give. */
export const getSignerView = defineOperation({
  id: 'getSignerView',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/signing',
  summary: `The signer's view of the agreement. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientParams,
  response: ZSignerView,
});

/** Records the consent to sign electronically (text, version, time, IP, browser) for the audit trail. */
export const recordSignerConsent = defineOperation({
  id: 'recordSignerConsent',
  service: 'sign',
  method: 'PUT',
  path: '/v1/sign/{flowSignerId}/consent',
  summary: `Agree to sign electronically. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientParams,
  body: ZRecordConsentRequest,
  response: ZSignerView,
});

/**
 * Signs: every field of this signer at once, in one transaction. 7410 signed already
 * or completed, 7407 declined, 7408 voided, 7203 deleted, 7202 abandoned, 7411 not
 * this signer's turn, 7403 a viewer, 403 without consent, with a missing required
 * field (named in data.issues) or a bad image.
 */
export const submitSignature = defineOperation({
  id: 'submitSignature',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/submit',
  summary: `Fill this signer's fields and sign. ${SIGNER_AUTH}`,
  auth: 'signer',
  blockRepeats: true,
  params: ZRecipientParams,
  body: ZSubmitSignatureRequest,
  response: ZSignerView,
});

/** Declines with a reason: the agreement becomes declined and its sender is e-mailed. */
export const declineAgreement = defineOperation({
  id: 'declineAgreement',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/decline',
  summary: `Decline to sign, with a reason. ${SIGNER_AUTH}`,
  auth: 'signer',
  blockRepeats: true,
  params: ZRecipientParams,
  body: ZDeclineRequest,
  response: ZSignerView,
});

/** A viewer (or signer) records that they viewed the documents. */
export const recordSignerViewed = defineOperation({
  id: 'recordSignerViewed',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/viewed',
  summary: `Record that the documents were viewed. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientParams,
  response: ZSignerView,
});

/** One of the agreement's documents as its recipient reads it, answered like the sender's download. */
export const getSignerDocumentFile = defineOperation({
  id: 'getSignerDocumentFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/documents/{documentId}/file',
  summary: `Download an agreement document as its recipient. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientDocumentParams,
  query: ZFileQuery,
  response: fileResponse(...DOCUMENT_MEDIA_TYPES),
});

/** The sealed final document for a recipient (signer or viewer); 7405 until the agreement is sealed. */
export const getSignerFinalFile = defineOperation({
  id: 'getSignerFinalFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/final/file',
  summary: `Download the sealed agreement as its recipient. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientParams,
  response: fileResponse('application/pdf'),
});
