import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZAgreement } from '../agreements/agreement-schemas.js';
import { ZTemplateParams } from '../path-params.js';
import {
  ZCreateTemplateInput,
  ZListTemplatesQuery,
  ZPublishTemplateInput,
  ZTemplate,
  ZTemplateSummary,
  ZUseTemplateInput,
} from './template-schemas.js';

/*
 * Templates (issue 14). Only the owner sees a template: anyone else, signed in or not,
 * gets 404 for it. Its content is edited with the agreement editor's operations on
 * `draftAgreementId` (getAgreement, saveAgreementDraft, saveAgreementFields).
 */

export const listTemplates = defineOperation({
  id: 'listTemplates',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/templates',
  summary: "The signed-in sender's templates, by search and order (ready-made ones are copied in on first use)",
  auth: 'session',
  query: ZListTemplatesQuery,
  response: z.object({ items: z.array(ZTemplateSummary) }),
});

export const getTemplate = defineOperation({
  id: 'getTemplate',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/templates/{templateId}',
  summary: 'One template: its latest version, its versions and the agreements made from each',
  auth: 'session',
  params: ZTemplateParams,
  response: ZTemplate,
});

export const createTemplate = defineOperation({
  id: 'createTemplate',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/templates',
  summary: 'Create a template: empty, from one of my agreements ("Save as template"), or as a copy of a template',
  auth: 'session',
  idempotent: true,
  blockRepeats: true,
  body: ZCreateTemplateInput,
  response: ZTemplate,
});

/**
 * Publishes the working copy as a new version. Its checks are those of sending, for roles:
 * 7204 no document, 403 a role without a name (or two with one name), a pinned role
 * without name or e-mail, no signer role, too many signers; 7205 a signer role without a
 * signature field. Agreements made from older versions keep theirs.
 */
export const publishTemplateVersion = defineOperation({
  id: 'publishTemplateVersion',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/templates/{templateId}/versions',
  summary: "Publish the template's working copy as its next version",
  auth: 'session',
  blockRepeats: true,
  params: ZTemplateParams,
  body: ZPublishTemplateInput,
  response: ZTemplate,
});

/** Hides the template; agreements made from it keep their version. */
export const deleteTemplate = defineOperation({
  id: 'deleteTemplate',
  service: 'sign',
  method: 'DELETE',
  path: '/v1/sign/templates/{templateId}',
  summary: 'Delete a template (agreements made from it are unchanged)',
  auth: 'session',
  params: ZTemplateParams,
  response: z.null(),
});

/**
 * Makes an agreement from a version: a person for each open role, values for prefill
 * fields, optionally another name, subject, message and more documents; then sends it
 * when `send` (with every rule of sendAgreement: 7501, 7204, 7205, 7206, ...), else
 * leaves it as a draft to open in the editor. 403 'template_not_published' while it has no version.
 */
export const useTemplate = defineOperation({
  id: 'useTemplate',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/templates/{templateId}/use',
  summary: 'Make an agreement from a template, and send it',
  auth: 'session',
  idempotent: true,
  blockRepeats: true,
  params: ZTemplateParams,
  body: ZUseTemplateInput,
  response: ZAgreement,
});
