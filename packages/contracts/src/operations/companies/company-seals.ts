import { z } from 'zod';
import { ZId } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { SEAL_STATUSES } from '../../companies/seal-rules.js';
import { SEAL_KINDS } from '../../companies/seal-rules.js';
import { ZSeal, ZSealEvent, ZSealFaceInput, ZSealGrant, ZSealGrantInput, ZSealLogCheck, ZSealName, ZSealRequest } from './seal-schemas.js';

const companyParams = z.object({ companyId: ZId });
const sealParams = z.object({ companyId: ZId, sealId: ZId });

/**
 * The company's seals (issue 34). Owner and admins see every seal; a member sees the seals they
 * hold a grant on. `officialNeedsApproval` is the company's rule for the official seal.
 */
export const listCompanySeals = defineOperation({
  id: 'listCompanySeals',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/seals',
  summary: "A company's seals",
  auth: 'session',
  params: companyParams,
  response: z.object({ seals: z.array(ZSeal), officialNeedsApproval: z.boolean() }),
});

/** Draws a face without saving it, for the form's preview: an SVG (generated) or the cleaned PNG (uploaded) as a data URL. */
export const previewSealFace = defineOperation({
  id: 'previewSealFace',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/seals/preview',
  summary: 'Preview a seal face',
  auth: 'session',
  params: companyParams,
  body: z.object({ face: ZSealFaceInput }).strict(),
  response: z.object({ image: z.string(), widthMm: z.number(), heightMm: z.number() }),
});

/** Makes a seal (owner and admins). 8306 when an uploaded picture is not a usable image. */
export const createCompanySeal = defineOperation({
  id: 'createCompanySeal',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/seals',
  summary: 'Create a company seal',
  auth: 'session',
  params: companyParams,
  body: z.object({ kind: z.enum(SEAL_KINDS), name: ZSealName, face: ZSealFaceInput }).strict(),
  response: z.object({ seal: ZSeal }),
});

/** A new face for a seal: a new version. Agreements already sealed keep the version they carried. */
export const replaceSealFace = defineOperation({
  id: 'replaceSealFace',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/seals/{sealId}/versions',
  summary: "Give a seal a new face (a new version)",
  auth: 'session',
  params: sealParams,
  body: z.object({ face: ZSealFaceInput }).strict(),
  response: z.object({ seal: ZSeal }),
});

/** Suspends, reactivates or revokes a seal (owner and admins). A revoked seal stays revoked (8301). */
export const setSealStatus = defineOperation({
  id: 'setSealStatus',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}/seals/{sealId}/status',
  summary: "Suspend, reactivate or revoke a seal",
  auth: 'session',
  params: sealParams,
  body: z.object({ status: z.enum(SEAL_STATUSES) }).strict(),
  response: z.object({ seal: ZSeal }),
});

/** A seal's face as an image: SVG when generated, PNG when uploaded; `version` defaults to the current one. */
export const getSealFace = defineOperation({
  id: 'getSealFace',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/seals/{sealId}/face',
  summary: "A seal's face",
  auth: 'session',
  params: sealParams,
  query: z.object({ version: z.coerce.number().int().min(1).optional() }),
  response: fileResponse('image/svg+xml', 'image/png'),
});

/** Who may use or approve a seal (owner and admins). */
export const listSealGrants = defineOperation({
  id: 'listSealGrants',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/seals/{sealId}/grants',
  summary: "Who may use or approve a seal",
  auth: 'session',
  params: sealParams,
  response: z.object({ list: z.array(ZSealGrant) }),
});

/**
 * Lets a member use a seal, or approve others' requests to use it (owner and admins), until
 * `validUntil`: at most three years ahead (8302). Optionally only for some templates.
 */
export const grantSeal = defineOperation({
  id: 'grantSeal',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/seals/{sealId}/grants',
  summary: 'Grant a member the use or approval of a seal',
  auth: 'session',
  params: sealParams,
  body: ZSealGrantInput,
  response: z.object({ grant: ZSealGrant }),
});

/** Ends a grant at once (owner and admins). */
export const revokeSealGrant = defineOperation({
  id: 'revokeSealGrant',
  service: 'account',
  method: 'DELETE',
  path: '/v1/companies/{companyId}/seal-grants/{grantId}',
  summary: 'End a seal grant',
  auth: 'session',
  params: z.object({ companyId: ZId, grantId: ZId }),
  response: z.object({ grant: ZSealGrant }),
});

/**
 * Requests to use a seal. `box`: 'decide' the pending ones the caller may decide (the inbox),
 * 'mine' the caller's own, 'all' every one (owner and admins).
 */
export const listSealRequests = defineOperation({
  id: 'listSealRequests',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/seal-requests',
  summary: 'Requests to use a seal',
  auth: 'session',
  params: companyParams,
  query: z.object({ box: z.enum(['decide', 'mine', 'all']).default('decide') }),
  response: z.object({ list: z.array(ZSealRequest) }),
});

/**
 * Approves or rejects a request (an admin, or a member granted "may approve" on the seal; never
 * the one who asked: 8305). 8307 when it was decided already; a comment is needed to reject.
 */
export const decideSealRequest = defineOperation({
  id: 'decideSealRequest',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}/seal-requests/{requestId}/decision',
  summary: 'Approve or reject a request to use a seal',
  auth: 'session',
  params: z.object({ companyId: ZId, requestId: ZId }),
  body: z.object({ approve: z.boolean(), comment: z.string().trim().max(500).default('') }).strict(),
  response: z.object({ request: ZSealRequest }),
});

/** The company's seal rules (owner and admins): whether every use of the official seal needs an approval. */
export const setSealSettings = defineOperation({
  id: 'setSealSettings',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}/seal-settings',
  summary: "Set the company's seal rules",
  auth: 'session',
  params: companyParams,
  body: z.object({ officialNeedsApproval: z.boolean() }).strict(),
  response: z.object({ officialNeedsApproval: z.boolean() }),
});

/** The seal log, newest first, with the result of checking its hash chain (owner and admins). */
export const listSealLog = defineOperation({
  id: 'listSealLog',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/seal-log',
  summary: "A company's seal log",
  auth: 'session',
  params: companyParams,
  query: z.object({ before: z.coerce.number().int().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: z.object({ list: z.array(ZSealEvent), more: z.boolean(), check: ZSealLogCheck }),
});

/** The whole seal log as JSON Lines, oldest first, each entry with its previous hash and its own, so anyone can re-check the chain. */
export const exportSealLog = defineOperation({
  id: 'exportSealLog',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/seal-log/export',
  summary: "A company's seal log, for keeping",
  auth: 'session',
  params: companyParams,
  response: fileResponse('application/jsonl'),
});
