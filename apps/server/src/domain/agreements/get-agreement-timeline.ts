import { asc, eq, inArray } from 'drizzle-orm';
import type { AgreementEvent } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementEvents, agreementRecipients, users } from '../../db/schema/index.js';
import { getUserById } from '../account/users-repository.js';
import { displayNameOf } from '../agreement-core/draft-input.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import type { Workspace } from '../company/workspace.js';

/** Events a recipient causes through their link; any other event with a user is the sender's. */
const RECIPIENT_EVENTS = new Set(['link_opened', 'access_code_wrong', 'viewed', 'consent_given', 'field_filled', 'signed', 'approved', 'filled', 'declined', 'decline_mail_queued']);

/** Keys never shown, whatever an event stored: secrets and storage locations. */
const HIDDEN_KEY = /token|secret|password|accesscode|(^|_)key$|Key$/i;

function visibleData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !HIDDEN_KEY.test(key)));
}

/** The sender's own copy of the sealed document: a delivery with no recipient, addressed to the sender. */
function aboutSender(event: { type: string; recipientId: bigint | null }): boolean {
  return event.type === 'final_mail_queued' && event.recipientId === null;
}

/**
 * The audit trail of one of the sender's agreements, oldest first, each event with who
 * acted (the sender, a recipient by their current name, or Signet itself), from where,
 * and its details without secrets; an event about the sender names them in
 * `data.recipientName`. 7403 / 404 like getAgreement.
 */
export async function getAgreementTimeline(db: Db, input: Workspace & { agreementId: bigint }): Promise<{ events: AgreementEvent[] }> {
  const row = await requireOwnAgreement(db, input, input.agreementId);
  const [events, recipients, owner] = await Promise.all([
    db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, row.id)).orderBy(asc(agreementEvents.id)),
    db.select({ id: agreementRecipients.id, name: agreementRecipients.name }).from(agreementRecipients).where(eq(agreementRecipients.agreementId, row.id)),
    getUserById(db, row.ownerId),
  ]);
  const recipientName = new Map(recipients.map((recipient) => [recipient.id, recipient.name]));
  const senderName = displayNameOf(owner);
  // In a company, admins act on members' agreements: each sender event names who did it (issue 32).
  const actorIds = [...new Set(events.flatMap((event) => (event.actorUserId !== null && event.actorUserId !== owner.id ? [event.actorUserId] : [])))];
  const actorName = new Map<bigint, string>([[owner.id, senderName]]);
  if (actorIds.length > 0) {
    for (const user of await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, actorIds))) {
      actorName.set(user.id, displayNameOf(user));
    }
  }
  return {
    events: events.map((event) => {
      const byRecipient = event.recipientId !== null && RECIPIENT_EVENTS.has(event.type);
      const kind = byRecipient ? 'recipient' : event.actorUserId !== null ? 'sender' : 'system';
      const name =
        kind === 'recipient' ? (recipientName.get(event.recipientId ?? 0n) ?? '') : kind === 'sender' ? (actorName.get(event.actorUserId ?? owner.id) ?? senderName) : 'Signet';
      return {
        id: event.id,
        type: event.type,
        at: event.createdAt.toISOString(),
        actor: { kind, name, recipientId: event.recipientId, ...(kind === 'sender' ? { you: event.actorUserId === input.userId } : {}) },
        ip: event.ip,
        userAgent: event.userAgent,
        data: aboutSender(event) ? { ...visibleData(event.data), recipientName: senderName } : visibleData(event.data),
      };
    }),
  };
}
