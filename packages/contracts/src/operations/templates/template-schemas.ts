import { z } from 'zod';
import { ZPhoneNumber } from '../../signer-verification.js';
import { GROUP_MODES, RECIPIENT_ROLES } from '../../constants.js';
import { ZId, ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { userText } from '../../user-text.js';
import { ZEmail } from '../account/account-schemas.js';
import { ZAgreement, ZAgreementName, ZMessage, ZSubject } from '../agreements/agreement-schemas.js';
import { ZExternalId, ZMetadata } from '../agreements/integration-fields.js';

const dateTime = () => z.string().meta({ format: 'date-time' });

export const TEMPLATE_SORTS = ['updated_desc', 'name_asc', 'created_desc'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

/** A role of a template as lists show it: its name, what it does, and the person when it is pinned. */
export const ZTemplateRole = z.object({
  /** The role in the template's latest version (what `useTemplate` names in `roles`). */
  id: ZIdOut,
  order: z.number().int(),
  roleName: z.string(),
  role: z.enum(RECIPIENT_ROLES),
  /** The role's step in the route and its group (issue 33); optional in the type only for older fixtures. */
  step: z.number().int().nullable().optional(),
  group: z.enum(GROUP_MODES).optional(),
  /** A fixed person who always takes this role; null when the sender names someone each time. */
  pinned: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type TemplateRole = z.infer<typeof ZTemplateRole>;

/** One template in the list. */
export const ZTemplateSummary = z.object({
  id: ZIdOut,
  name: z.string(),
  /** The working copy the editor opens (an agreement id for the three-step editor). */
  draftAgreementId: ZIdOut,
  /** Copied from one of Signet's ready-made templates. */
  readyMade: z.boolean(),
  /**
   * Who made it (issue 32): in a company every member uses it, and only its author and admins
   * change it. Optional in the type only (fixtures written before issue 32); the server always sends it.
   */
  authorId: ZIdOut.optional(),
  /** The latest published version; null while the template was never finished. */
  latestVersion: z.object({ number: z.number().int(), createdAt: dateTime() }).nullable(),
  /** The working copy was changed after the latest version was published. */
  hasDraftChanges: z.boolean(),
  roles: z.array(ZTemplateRole),
  documentCount: z.number().int(),
  /** Agreements made from any version. */
  useCount: z.number().int(),
  publicLink: z.object({ enabled: z.boolean(), token: z.string().nullable(), dailyLimit: z.number().int().nullable() }),
  createdAt: dateTime(),
  updatedAt: dateTime(),
  /** The integrator's id and key–value pairs (issue 38); null and {} when none. Optional in the type only (older fixtures). */
  externalId: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});
export type TemplateSummary = z.infer<typeof ZTemplateSummary>;

/** An agreement made from a version, as the template's page lists it. */
export const ZTemplateUse = z.object({
  id: ZIdOut,
  name: z.string(),
  status: ZAgreement.shape.status,
  /** Who took the roles, in order, so agreements of the same name tell apart. */
  people: z.array(z.string()),
  createdAt: dateTime(),
  sentAt: dateTime().nullable(),
});

export const ZTemplateVersion = z.object({
  id: ZIdOut,
  number: z.number().int(),
  createdAt: dateTime(),
  agreements: z.array(ZTemplateUse),
});

/** A template with what using it needs: the latest version's content (roles as recipients) and every version. */
export const ZTemplate = ZTemplateSummary.extend({
  /** The latest version's documents, roles and fields; null while it has none. */
  content: ZAgreement.nullable(),
  versions: z.array(ZTemplateVersion),
});
export type Template = z.infer<typeof ZTemplate>;

export const ZListTemplatesQuery = z.object({
  q: userText().max(LIMITS.documentNameChars).optional(),
  sort: z.enum(TEMPLATE_SORTS).default('updated_desc'),
  /** Only templates with exactly this externalId (issue 38). */
  externalId: ZExternalId.optional(),
});

/** Where a new template starts: empty, a copy of one of my agreements, or a copy of one of my templates. */
export const ZCreateTemplateInput = z.object({
  name: ZAgreementName.default(''),
  from: z
    .union([z.object({ agreementId: ZId }).strict(), z.object({ templateId: ZId }).strict()])
    .optional()
    .meta({ description: 'Leave out to start empty. From an agreement or a template the copy is published as version 1 at once.' }),
  /** Your own id and key–value pairs for the template (issue 38); never copied from the source. */
  externalId: ZExternalId.optional(),
  metadata: ZMetadata.optional(),
});

/** Publishes the working copy as the next version; `revision` is the working copy's (7026 when another tab saved since). */
export const ZPublishTemplateInput = z.object({ revision: z.number().int().min(0) });

/** A person for an open role of the version being used. */
export const ZTemplateRoleFill = z.object({
  roleId: ZId,
  name: userText().max(LIMITS.recipientNameChars, { error: 'up_to_chars' }),
  email: ZEmail,
  accessCode: userText().max(LIMITS.accessCodeChars, { error: 'up_to_chars' }).optional(),
  /** The mobile number for a role verified by SMS code (issue 35): a template keeps the method, never a person's number. */
  phone: ZPhoneNumber.optional(),
});

/** Makes an agreement from the template's latest version, and sends it when `send`. */
export const ZUseTemplateInput = z.object({
  /** The version number to use; the latest when left out. */
  version: z.number().int().min(1).optional(),
  name: ZAgreementName.optional(),
  subject: ZSubject.optional(),
  message: ZMessage.optional(),
  /** One entry per role that is not pinned (a pinned role may be given too, to replace its person this once). */
  roles: z.array(ZTemplateRoleFill).max(LIMITS.recipientsPerAgreement),
  /**
   * Values for the version's fields that take one (text, name, e-mail, checkbox, and since issue 36
   * number, date, dropdown, radio, phone, text box and label), by field id; each meets its field's rules.
   */
  prefill: z
    .array(z.object({ fieldId: ZId, value: userText({ multiline: true }).max(LIMITS.fieldLongTextChars, { error: 'up_to_chars' }) }))
    .max(LIMITS.fieldsPerAgreement)
    .default([]),
  /** More documents from the drive, added after the template's own. */
  documents: z.array(z.object({ documentId: ZId }).strict()).max(LIMITS.documentsPerAgreement).default([]),
  send: z.boolean().default(false),
  /** The new agreement's own externalId and metadata (issue 38): it never inherits the template's. */
  externalId: ZExternalId.optional(),
  metadata: ZMetadata.optional(),
});
export type UseTemplateInput = z.input<typeof ZUseTemplateInput>;
