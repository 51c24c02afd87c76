import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { ZRecipientParams } from '../path-params.js';

export { ATTACHMENT_MEDIA_TYPES } from './attachment-types.js';
import { ATTACHMENT_MEDIA_TYPES } from './attachment-types.js';

/**
 * A file a signer uploaded into an attachment field. It belongs to the field once the signer
 * submits with its id; until then only its uploader sees it. Kept with the agreement, listed in
 * the certificate with its SHA-256, and downloadable by the sender and the other recipients.
 */
export const ZSignerAttachment = z.object({
  id: ZIdOut,
  fieldId: ZIdOut,
  recipientId: ZIdOut,
  /** The file's name as uploaded, made safe for a download. */
  name: z.string(),
  contentType: z.enum(ATTACHMENT_MEDIA_TYPES),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string().meta({ format: 'date-time' }),
});
export type SignerAttachment = z.infer<typeof ZSignerAttachment>;

/** `{flowSignerId}` and `{attachmentId}`. */
export const ZRecipientAttachmentParams = z
  .object({ flowSignerId: ZId, attachmentId: ZId })
  .transform(({ flowSignerId, attachmentId }) => ({ recipientId: flowSignerId, attachmentId }));

/** `{flowId}` and `{attachmentId}`. */
export const ZAgreementAttachmentParams = z
  .object({ flowId: ZId, attachmentId: ZId })
  .transform(({ flowId, attachmentId }) => ({ agreementId: flowId, attachmentId }));

const SIGNER_AUTH = 'Signer calls carry `x-signer-token` (from bindSignerInfo).';

/**
 * Uploads the file for one of this signer's attachment fields (multipart, field "file", and
 * "fieldId"). 403 naming the problem when the field is not theirs or not an attachment, the type
 * is not PDF, PNG, JPEG or WebP, or it is larger than LIMITS.attachmentBytes. Submit its id as
 * the field's `attachmentId`; a newer upload for the same field replaces an unsubmitted one.
 */
export const uploadSignerAttachment = defineOperation({
  id: 'uploadSignerAttachment',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/attachments',
  summary: `Upload a file into an attachment field (multipart/form-data, fields "file" and "fieldId"). ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientParams,
  multipart: { fileField: 'file', fields: z.object({ fieldId: ZId }) },
  response: ZSignerAttachment,
});

/** A submitted attachment of the agreement (or one's own upload), for any of its recipients. */
export const getSignerAttachmentFile = defineOperation({
  id: 'getSignerAttachmentFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/attachments/{attachmentId}/file',
  summary: `Download a signer's attachment as a recipient. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientAttachmentParams,
  response: fileResponse(...ATTACHMENT_MEDIA_TYPES),
});

/** A submitted attachment, for the sender. */
export const getAgreementAttachmentFile = defineOperation({
  id: 'getAgreementAttachmentFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}/attachments/{attachmentId}/file',
  summary: "Download a signer's attachment as the sender",
  auth: 'session',
  params: ZAgreementAttachmentParams,
  response: fileResponse(...ATTACHMENT_MEDIA_TYPES),
});
