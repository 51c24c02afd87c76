import { z } from 'zod';
import { AGREEMENT_STATUSES, RECIPIENT_ROLES, RECIPIENT_STATUSES } from '../../constants.js';
import { ZId, ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { defineOperation } from '../../operation.js';
import { AGREEMENT_ACTIONS } from './agreement-actions.js';
import { ZAgreement } from './agreement-schemas.js';
import { ZExternalId } from './integration-fields.js';
import { userText } from '../../user-text.js';
import { ZAgreementParams } from '../path-params.js';

const dateTime = () => z.string().meta({ format: 'date-time' });

/**
 * The folders of the agreements index. all: what I sent (not in the trash) and what I
 * must sign or view as a recipient; action_required: agreements of other senders where I
 * (my account's e-mail) am a signer whose turn it is and who has not signed; sent: all I
 * sent (any status, not in the trash); the status names: my agreements in that status;
 * trash: my deleted agreements.
 */
export const AGREEMENT_BOXES = ['all', 'action_required', 'sent', 'draft', 'updating', 'waiting', 'completed', 'declined', 'voided', 'failed', 'expired', 'trash'] as const;
export type AgreementBox = (typeof AGREEMENT_BOXES)[number];

/** Orders of the list. updated = last change; created_desc = newest first. */
export const AGREEMENT_SORTS = ['updated_desc', 'updated_asc', 'name_asc', 'name_desc', 'created_desc'] as const;
export type AgreementSort = (typeof AGREEMENT_SORTS)[number];

/** My part in a listed agreement: I sent it, or I am one of its recipients. */
export const AGREEMENT_PARTIES = ['sender', 'signer', 'viewer', 'approver', 'copy', 'filler'] as const;
export type AgreementParty = (typeof AGREEMENT_PARTIES)[number];

/** What the list asks me to do: sign it (my turn) or view it; null when nothing. */
export const MY_AGREEMENT_ACTIONS = ['sign', 'view'] as const;

/** A recipient as a list row shows it. `email` only for the agreement's sender (null otherwise); never links or tokens. */
export const ZAgreementSummaryRecipient = z.object({
  id: ZIdOut,
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(RECIPIENT_ROLES),
  status: z.enum(RECIPIENT_STATUSES),
  deliveryFailed: z.boolean(),
});

/** One row of the agreements index. */
export const ZAgreementSummary = z.object({
  id: ZIdOut,
  name: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  role: z.enum(AGREEMENT_PARTIES),
  /** Who sent it, when it is not mine (role signer or viewer); null for my own. */
  sender: z.object({ name: z.string(), email: z.string() }).nullable(),
  selfSign: z.boolean(),
  signingOrder: z.boolean(),
  /**
   * The company member who sent it, for an agreement of the company workspace (issue 32: the
   * "Sent by" column); null in the personal space and for a received one (see `sender`).
   * Optional in the type only (fixtures written before issue 32); the server always sends it.
   */
  sentBy: z.object({ id: ZIdOut, name: z.string(), email: z.string() }).nullable().optional(),
  /** In list order. For a received agreement: names, roles and states only. */
  recipients: z.array(ZAgreementSummaryRecipient),
  documentCount: z.number().int(),
  createdAt: dateTime(),
  /** The last change (an edit, a send, a signer's view, signature or decline, a void, ...). */
  updatedAt: dateTime(),
  sentAt: dateTime().nullable(),
  /** In the trash since; null when not deleted. */
  deletedAt: dateTime().nullable(),
  /** For a received agreement: 'sign' when it is my turn to sign, 'view' when I am a viewer or signed already; null for my own. */
  myAction: z.enum(MY_AGREEMENT_ACTIONS).nullable(),
  /** What I may do with it as its sender (empty for a received one). */
  actions: z.array(z.enum(AGREEMENT_ACTIONS)),
  /** Made with a test-mode key (issue 38). Optional in the type only (older fixtures); the server always sends it. */
  test: z.boolean().optional(),
  /** The sender's externalId and metadata (issue 38); null and {} for a received one. Optional in the type only (older fixtures). */
  externalId: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});
export type AgreementSummary = z.infer<typeof ZAgreementSummary>;

export const ZListAgreementsQuery = z.object({
  box: z.enum(AGREEMENT_BOXES).default('all'),
  /** Case-insensitive search in the agreement's name and its recipients' names and e-mails. */
  q: userText().max(LIMITS.agreementSearchChars, { error: 'up_to_chars' }).optional(),
  sort: z.enum(AGREEMENT_SORTS).default('updated_desc'),
  /** The previous page's `nextCursor`, as it came (opaque; only valid with the same box, q and sort). */
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.agreementsPerPage).default(20),
  /** In a company workspace: only the agreements this member sent (an admin's "Sent by" filter; a member may name only themselves). */
  sentBy: ZId.optional(),
  /** true: only test agreements (issue 38: made with a test key); false or absent: only live ones. A test key always sees test agreements only. */
  test: z.enum(['true', 'false']).optional(),
  /** Only my agreements with exactly this externalId (issue 38); received ones are never matched. */
  externalId: ZExternalId.optional(),
});

/** The counts of one sender in a company workspace, to match the index's "Sent by" filter. */
export const ZAgreementCountsQuery = z.object({
  sentBy: ZId.optional(),
  /** true: the test agreements' numbers (issue 38); false or absent: the live ones'. A test key always gets the test numbers. */
  test: z.enum(['true', 'false']).optional(),
});

/**
 * The agreements index (keyset pagination: pass `nextCursor` back as `cursor`; null on
 * the last page). A cursor from another box, search or sort answers 403.
 */
export const listAgreements = defineOperation({
  id: 'listAgreements',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows',
  summary: 'The agreements index: my agreements and those I must act on, by folder, search and order',
  auth: 'session',
  query: ZListAgreementsQuery,
  response: z.object({ items: z.array(ZAgreementSummary), nextCursor: z.string().nullable() }),
});

/** The side panel's numbers (product facts: Action required, Waiting for others, Draft, Completed) and the other folders'. */
export const ZAgreementCounts = z.object({
  actionRequired: z.number().int(),
  waiting: z.number().int(),
  draft: z.number().int(),
  completed: z.number().int(),
  declined: z.number().int(),
  voided: z.number().int(),
  failed: z.number().int(),
  updating: z.number().int(),
  /** Optional in the type only (fixtures written before issue 18); the server always sends it. */
  expired: z.number().int().optional(),
  trash: z.number().int(),
  /**
   * Changes whenever anything in the lists changes (a signer acts, an agreement is sent,
   * deleted, ...). Poll this while the list is visible; refetch the list when it differs.
   */
  version: z.string(),
});
export type AgreementCounts = z.infer<typeof ZAgreementCounts>;

export const getAgreementCounts = defineOperation({
  id: 'getAgreementCounts',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flow-counts',
  summary: 'How many agreements each folder holds, and a version that changes with any of them',
  auth: 'session',
  query: ZAgreementCountsQuery,
  response: ZAgreementCounts,
});

/**
 * A cheap check for the detail page: poll it every few seconds while the page is visible
 * and refetch getAgreement when `version` changes (a signer viewed, signed or declined, the
 * sealing finished, ...). 7403 / 404 like getAgreement.
 */
export const getAgreementVersion = defineOperation({
  id: 'getAgreementVersion',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}/version',
  summary: "An agreement's version, to poll for changes",
  auth: 'session',
  params: ZAgreementParams,
  response: z.object({ version: z.string(), status: z.enum(AGREEMENT_STATUSES), updatedAt: dateTime(), deletedAt: dateTime().nullable() }),
});

/** Who did something in the timeline: the sender, a recipient (by name), or Signet itself (sealing, mail failures). */
export const TIMELINE_ACTOR_KINDS = ['sender', 'recipient', 'system'] as const;

/**
 * One audit event. `type` is one of AGREEMENT_EVENT_TYPES (created, sent, signed, completed…);
 * a client should show a type it does not know as it is, since later releases add types.
 * `data` holds its details (counts, reasons, ids as strings); never tokens or access codes.
 */
export const ZAgreementEvent = z.object({
  id: ZIdOut,
  type: z.string(),
  at: dateTime(),
  actor: z.object({
    kind: z.enum(TIMELINE_ACTOR_KINDS),
    name: z.string(),
    recipientId: ZIdOut.nullable(),
    /**
     * For a sender's event: whether the person reading the trail did it (else it was another member
     * of the company, an admin, named in `name`; issue 32). Optional in the type only (fixtures).
     */
    you: z.boolean().optional(),
  }),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AgreementEvent = z.infer<typeof ZAgreementEvent>;

/** The audit trail of one of my agreements, oldest first. 7403 / 404 like getAgreement. */
export const getAgreementTimeline = defineOperation({
  id: 'getAgreementTimeline',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/flows/{flowId}/events',
  summary: "An agreement's audit trail, oldest first",
  auth: 'session',
  params: ZAgreementParams,
  response: z.object({ events: z.array(ZAgreementEvent) }),
});

/**
 * Moves the agreement to the trash (any status) and so ends its signing process: every
 * link then answers 7203. The web shows 'Delete success'. 7203 when it is in the trash
 * already; 7025 while another change holds it.
 */
export const deleteAgreement = defineOperation({
  id: 'deleteAgreement',
  service: 'sign',
  method: 'DELETE',
  path: '/v1/sign/flows/{flowId}',
  summary: 'Move an agreement to the trash',
  auth: 'session',
  blockRepeats: true,
  params: ZAgreementParams,
  response: ZAgreement,
});

/** Takes it out of the trash, in the status it had ('Restore success'). 403 'not_in_trash' when it is not there. */
export const restoreAgreement = defineOperation({
  id: 'restoreAgreement',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/restore',
  summary: 'Restore an agreement from the trash',
  auth: 'session',
  blockRepeats: true,
  params: ZAgreementParams,
  response: ZAgreement,
});

/**
 * Voids a sent agreement still waiting for signatures, with a reason; every link then
 * answers 7408 and the recipients who were invited get an e-mail ('Void success').
 * 7203 in the trash, 7408 voided already, 7407 declined, 7410 completed or failed,
 * 7202 a draft (nothing to void: delete it), 7025 while another change holds it.
 */
export const voidAgreement = defineOperation({
  id: 'voidAgreement',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/void',
  summary: 'Void a sent agreement',
  auth: 'session',
  blockRepeats: true,
  params: ZAgreementParams,
  body: z.object({ reason: userText({ multiline: true }).min(1).max(LIMITS.voidReasonChars, { error: 'up_to_chars' }) }),
  response: ZAgreement,
});

/**
 * A new draft with the same name, documents (sharing the stored files), recipients,
 * fields, order, subject and message; progress is not copied. 7204 when the agreement
 * has no file. Answers the new draft (open it in the creation steps).
 */
export const copyAgreement = defineOperation({
  id: 'copyAgreement',
  service: 'sign',
  method: 'POST',
  path: '/v1/sign/flows/{flowId}/copy',
  summary: 'Copy an agreement into a new draft',
  auth: 'session',
  idempotent: true,
  blockRepeats: true,
  params: ZAgreementParams,
  response: ZAgreement,
});

/**
 * Deletes every agreement in my trash for good (after the web's confirmation; `confirm`
 * must be true), with their trails, and the stored files nothing else names. Answers how many.
 */
export const emptyTrash = defineOperation({
  id: 'emptyTrash',
  service: 'sign',
  method: 'DELETE',
  path: '/v1/sign/trash',
  summary: 'Delete the agreements in the trash for good',
  auth: 'session',
  blockRepeats: true,
  body: z.object({ confirm: z.literal(true) }),
  response: z.object({ deleted: z.number().int() }),
});
