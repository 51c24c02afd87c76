import type { AgreementEventType } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { Workspace } from '../company/workspace.js';
import { agreementEvents } from '../../db/schema/index.js';
import { queueAgreementWebhooks } from '../webhooks/queue-webhooks.js';

// The list lives in the contracts (AGREEMENT_EVENT_TYPES), where every reader of the trail finds it.
export type { AgreementEventType };

/** Who acted, in which workspace (issue 32), and from where, as plain data from the request. */
export interface Actor extends Workspace {
  ip: string;
  userAgent: string;
}

/** A recipient acting through their signing link (no account), from where. */
export interface SignerActor {
  recipientId: bigint;
  /** The sender's account, when they sign their own "Just need my signature" agreement. */
  userId?: bigint | undefined;
  ip: string;
  userAgent: string;
}

export interface AgreementEvent {
  agreementId: bigint;
  type: AgreementEventType;
  actorUserId?: bigint | undefined;
  recipientId?: bigint | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
  data?: Record<string, unknown>;
}

/**
 * Appends one row to the agreement's audit trail. Pass the transaction that made
 * the change, so the trail holds exactly what happened. `data` is plain JSON (ids as strings).
 * Events the owner's webhook endpoints asked for are queued to them in the same transaction.
 */
export async function recordAgreementEvent(db: Db, event: AgreementEvent): Promise<void> {
  await db.insert(agreementEvents).values({
    agreementId: event.agreementId,
    type: event.type,
    actorUserId: event.actorUserId ?? null,
    recipientId: event.recipientId ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    data: event.data ?? {},
  });
  await queueAgreementWebhooks(db, event);
}

/** The event fields that say who acted (the sender, or a signer's account if any), from the request's address and browser. */
export function byActor(actor: Actor | SignerActor) {
  return { actorUserId: actor.userId, ip: actor.ip, userAgent: actor.userAgent };
}

/** The event fields for something a signer did: the recipient, their account if any, address and browser. */
export function bySigner(actor: SignerActor) {
  return { recipientId: actor.recipientId, ...byActor(actor) };
}
