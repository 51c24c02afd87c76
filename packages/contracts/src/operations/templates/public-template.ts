import { z } from 'zod';
import { ZIdOut } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { ZCode, ZDisplayName, ZEmail } from '../account/account-schemas.js';
import { ZPageSize } from '../documents/document-schemas.js';
import { ZBindSignerInfoResponse } from '../signing/signing-schemas.js';
import { ZPublicTemplateDocumentParams, ZPublicTemplateParams, ZTemplateParams } from '../path-params.js';
import { ZTemplate } from './template-schemas.js';

/*
 * The public link of a template (issue 14, "direct template"): the only anonymous entry
 * to templates. It shows the template's name, its sender and its documents, and lets a
 * visitor take the first role after proving their e-mail with a code.
 */

/** Why a public link cannot be used right now (the page says so instead of failing later). */
export const PUBLIC_TEMPLATE_UNAVAILABLE = ['quota', 'daily_limit', 'roles'] as const;
export type PublicTemplateUnavailable = (typeof PUBLIC_TEMPLATE_UNAVAILABLE)[number];

/** Uses per day an owner may allow; null means no cap. */
export const PUBLIC_DAILY_LIMIT_MAX = 10_000;

export const ZPublicLinkInput = z.object({
  enabled: z.boolean(),
  dailyLimit: z.number().int().min(1).max(PUBLIC_DAILY_LIMIT_MAX).nullable().default(null),
});

/**
 * Switches the public link on or off and sets its daily cap. On needs a published
 * version whose first role signs and whose other roles have a fixed person (403
 * 'public_link_roles'), since nobody else is there to name them. The link's address
 * stays the same when it is switched off and on again.
 */
export const setTemplatePublicLink = defineOperation({
  id: 'setTemplatePublicLink',
  service: 'sign',
  method: 'PUT',
  path: '/v1/sign/templates/{templateId}/public-link',
  summary: "Switch a template's public link on or off, with a cap on uses per day",
  auth: 'session',
  params: ZTemplateParams,
  body: ZPublicLinkInput,
  response: ZTemplate,
});

export const ZPublicTemplate = z.object({
  name: z.string(),
  sender: z.object({ name: z.string() }),
  /** The role the visitor takes. */
  roleName: z.string(),
  documents: z.array(z.object({ id: ZIdOut, name: z.string(), pageCount: z.number().int(), pageSizes: z.array(ZPageSize) })),
  /** Null when it can be used now; else why not (the owner's quota, today's cap, roles changed). */
  unavailable: z.enum(PUBLIC_TEMPLATE_UNAVAILABLE).nullable(),
});
export type PublicTemplate = z.infer<typeof ZPublicTemplate>;

/** What a visitor sees; 404 for a link that is off, deleted or never was. Rate-limited per address. */
export const getPublicTemplate = defineOperation({
  id: 'getPublicTemplate',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/public-templates/{publicToken}',
  summary: "A template's public link: its name, sender and documents (no session)",
  auth: 'none',
  silentErrors: true,
  params: ZPublicTemplateParams,
  response: ZPublicTemplate,
});

/** One document of a public template, to read before signing; rate-limited per address. */
export const getPublicTemplateDocumentFile = defineOperation({
  id: 'getPublicTemplateDocumentFile',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/public-templates/{publicToken}/documents/{documentId}/file',
  summary: 'A document of a public template, as PDF (no session)',
  auth: 'none',
  params: ZPublicTemplateDocumentParams,
  response: fileResponse('application/pdf'),
});

export const ZPublicVisitor = z.object({ name: ZDisplayName, email: ZEmail });

/** Mails the visitor a code that proves their e-mail (the same limits as sign-in codes). */
export const sendPublicTemplateCode = defineOperation({
  id: 'sendPublicTemplateCode',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/public-templates/{publicToken}/code',
  summary: "Mail a code to the visitor's e-mail",
  auth: 'none',
  silentErrors: true,
  params: ZPublicTemplateParams,
  body: ZPublicVisitor,
  response: z.null(),
});

/**
 * With a valid code (2002 otherwise): makes an agreement owned by the template's owner
 * with the visitor in the first role, sends it (the owner's quota: 7206; today's cap:
 * 429), and starts the visitor's signer session, as opening an e-mailed link would.
 */
export const startPublicTemplate = defineOperation({
  id: 'startPublicTemplate',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/public-templates/{publicToken}/start',
  summary: 'Take the first role of a public template and start signing',
  auth: 'none',
  silentErrors: true,
  blockRepeats: true,
  params: ZPublicTemplateParams,
  body: ZPublicVisitor.extend({ code: ZCode }),
  response: ZBindSignerInfoResponse.omit({ view: true }).extend({ recipientId: ZIdOut }),
});
