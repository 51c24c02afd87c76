import { defineOperation, fileResponse } from '../../operation.js';
import { ZAgreementDocumentParams, ZAgreementParams, ZRecipientDocumentParams, ZRecipientParams } from '../path-params.js';

/**
 * The files of a completed agreement besides the merged one (issue 36): each document
 * sealed on its own (two or more documents only; 7405 otherwise or before sealing), and a
 * zip of them all with the merged PDF and the files signers attached.
 */
const SIGNER_AUTH = 'Signer calls carry `x-signer-token` (from bindSignerInfo); the sender of a "Just need my signature" agreement may use `x-token` instead.';

/** MIME type of the zip of a completed agreement's files. */
export const FINAL_ZIP_MEDIA_TYPE = 'application/zip';

export const getAgreementFinalDocumentFile = defineOperation({
  id: 'getAgreementFinalDocumentFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}/final/documents/{documentId}/file',
  summary: 'Download one document of a completed agreement, sealed on its own',
  auth: 'session',
  params: ZAgreementDocumentParams,
  response: fileResponse('application/pdf'),
});

export const getAgreementFinalZip = defineOperation({
  id: 'getAgreementFinalZip',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}/final/zip',
  summary: 'Download all files of a completed agreement as a zip',
  auth: 'session',
  params: ZAgreementParams,
  response: fileResponse(FINAL_ZIP_MEDIA_TYPE),
});

export const getSignerFinalDocumentFile = defineOperation({
  id: 'getSignerFinalDocumentFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/final/documents/{documentId}/file',
  summary: `Download one document of a completed agreement, sealed on its own, as its recipient. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientDocumentParams,
  response: fileResponse('application/pdf'),
});

export const getSignerFinalZip = defineOperation({
  id: 'getSignerFinalZip',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/final/zip',
  summary: `Download all files of a completed agreement as a zip, as its recipient. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientParams,
  response: fileResponse(FINAL_ZIP_MEDIA_TYPE),
});
