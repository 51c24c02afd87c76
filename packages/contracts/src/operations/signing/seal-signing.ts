import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { SEAL_KINDS, SEAL_REQUEST_STATUSES } from '../../companies/seal-rules.js';
import { ZSealImageUpload } from '../companies/seal-schemas.js';

const SIGNER_AUTH = 'Signer calls carry `x-signer-token` (from bindSignerInfo); 7404 for a missing or wrong one.';
const ZRecipientSealParams = z
  .object({ flowSignerId: ZId, sealId: ZId })
  .transform(({ flowSignerId, sealId }) => ({ recipientId: flowSignerId, sealId }));
const ZRecipientOnly = z.object({ flowSignerId: ZId }).transform(({ flowSignerId }) => ({ recipientId: flowSignerId }));

/** A seal the signer could apply for their company, and what stands between them and it. */
export const ZSealChoice = z.object({
  sealId: ZIdOut,
  companyName: z.string(),
  name: z.string(),
  kind: z.enum(SEAL_KINDS),
  /** What allows the use now: a standing grant, an approval of a request, or nothing yet. */
  authority: z.enum(['grant', 'approval']).nullable(),
  /** The official seal rule: even a grant is not enough without an approval. */
  needsApproval: z.boolean(),
  /** The signer's latest request for this seal on this agreement. */
  request: z.object({ id: ZIdOut, status: z.enum(SEAL_REQUEST_STATUSES), comment: z.string(), documentsChanged: z.boolean() }).nullable(),
});
export type SealChoice = z.infer<typeof ZSealChoice>;

export const ZAppliedSeal = z.object({
  partyName: z.string(),
  sealName: z.string().nullable(),
  kind: z.enum(SEAL_KINDS).nullable(),
  verified: z.boolean(),
  faceSha256: z.string(),
  widthMm: z.number(),
  heightMm: z.number(),
  at: z.string().meta({ format: 'date-time' }),
});
export type AppliedSeal = z.infer<typeof ZAppliedSeal>;

export const ZSignerSeals = z.object({
  /** The company this recipient signs for ("Acme Ltd"), or null when they sign as themselves. */
  partyName: z.string().nullable(),
  /** The kind the sender's seal fields ask for, when they name one. */
  kindRequired: z.enum(SEAL_KINDS).nullable(),
  choices: z.array(ZSealChoice),
  /** No seal of the party is on Signet for this person: they may upload a picture of theirs, marked unverified. */
  mayUpload: z.boolean(),
  applied: ZAppliedSeal.nullable(),
  /** The cross-page seal the sender asked for: the pages (1-based) it covers. */
  crossPagePages: z.array(z.number().int()).nullable(),
  centreFromTop: z.number().nullable(),
});
export type SignerSeals = z.infer<typeof ZSignerSeals>;

/** The company seals this recipient may apply, and whether a seal is applied already (issue 34). */
export const getSignerSeals = defineOperation({
  id: 'getSignerSeals',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/seals',
  summary: `The seals a company party may apply. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientOnly,
  response: ZSignerSeals,
});

/** A seal's face for the picker (SVG or PNG). */
export const getSignerSealFace = defineOperation({
  id: 'getSignerSealFace',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/seals/{sealId}/face',
  summary: `A seal's face, for the signer's picker. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientSealParams,
  response: fileResponse('image/svg+xml', 'image/png'),
});

/** The face applied by this recipient (their company's seal, or the picture they uploaded). */
export const getAppliedSealFace = defineOperation({
  id: 'getAppliedSealFace',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/seal',
  summary: `The seal this recipient applied. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientOnly,
  response: fileResponse('image/svg+xml', 'image/png'),
});

/** Asks the company's approvers to let the signer use a seal on this agreement once; they hear by mail and in their inbox. */
export const requestSealUse = defineOperation({
  id: 'requestSealUse',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/seals/{sealId}/request',
  summary: `Ask to use a company seal on this agreement. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientSealParams,
  body: z.object({ reason: z.string().trim().max(500).default('') }).strict(),
  response: ZSignerSeals,
});

/** E-mails the signer a one-time code (10 minutes, single use) that confirms the seal's use. 8303 without authority. */
export const sendSealCode = defineOperation({
  id: 'sendSealCode',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/seals/{sealId}/code',
  summary: `Mail a code to confirm a seal's use. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientSealParams,
  response: z.object({ sentTo: z.string(), expiresAt: z.string().meta({ format: 'date-time' }) }),
});

/**
 * Applies the seal, confirmed by the mailed code (2002 when wrong or used). Checked again at this
 * moment: the seal is active (8301), the grant or approval holds (8303), the documents are those
 * approved (8304).
 */
export const applySeal = defineOperation({
  id: 'applySeal',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/seals/{sealId}/apply',
  summary: `Apply a company seal. ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientSealParams,
  body: z.object({ code: z.string().trim().regex(/^\d{6}$/) }).strict(),
  response: ZSignerSeals,
});

/**
 * For a company with no seal on Signet: the signer uploads a picture of theirs; its background is
 * removed, and the certificate says the image was supplied by the signer, not verified.
 */
export const uploadPartySeal = defineOperation({
  id: 'uploadPartySeal',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/{flowSignerId}/seals/upload',
  summary: `Upload the party's seal picture (unverified). ${SIGNER_AUTH}`,
  auth: 'signer',
  params: ZRecipientOnly,
  body: z.object({ image: ZSealImageUpload }).strict(),
  response: ZSignerSeals,
});
