import { AppError, ErrorCode, MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { isPastExpiry } from '../follow-up/follow-up-rules.js';
import { noticesToday } from '../follow-up/reminder-state.js';
import { scheduleFollowUp } from '../follow-up/schedule-follow-up.js';
import { getUserById } from '../account/users-repository.js';
import { assertOpen } from '../agreement-core/signing-rules.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { queueInvitation } from '../agreement-core/queue-invitation.js';
import { openStep, stepsOf, type RouteRecipient } from '../agreement-core/route.js';
import { isPendingSigner } from '../agreement-core/sender-actions.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';

export type NotifyScope = 'all' | 'next';

/**
 * Who a re-send reaches: 'all', every recipient of the route who has yet to act (not acted,
 * declined or released), in list order; 'next', those of them in the step now open (issue 33:
 * one person with a signing order, the whole step when several act side by side).
 */
export function notifyTargets<R extends RouteRecipient>(recipients: readonly R[], scope: NotifyScope): R[] {
  const pending = recipients.filter(isPendingSigner);
  if (scope === 'all') return pending;
  const open = new Set(openStep(stepsOf(recipients))?.members ?? []);
  return pending.filter((recipient) => open.has(recipient));
}

/**
 * Re-sends invitations (spec 4 "re-send notifications to all signers or only to the
 * next signer"), in one transaction with the agreement locked. Each is a new notice,
 * so the signer's older links answer 7602. Refused as a whole, before anything is
 * queued, when a target already had its daily notices (7603: re-sends and automatic
 * reminders count; Signet's own invitations at send or when a turn comes do not).
 */
export async function notifySigners(
  db: Db,
  input: { actor: Actor; agreementId: bigint; scope: NotifyScope; publicUrl: string; now?: Date },
): Promise<Agreement> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await requireOwnAgreement(tx, input.actor, input.agreementId, { forUpdate: true });
    // Past its date nobody can sign: the sender sets a later date instead (changeAgreementFollowUp).
    if (!row.deletedAt && (row.status === 'expired' || isPastExpiry(row, now))) throw new AppError(ErrorCode.ExpiryNotAhead, { detail: 'the agreement has expired' });
    assertOpen(row);
    if (row.status !== 'waiting') throw new AppError(ErrorCode.ProcessCompleted, { detail: `agreement is ${row.status}` });
    const parts = await loadAgreementParts(tx, row.id);
    const targets = notifyTargets(parts.recipients, input.scope);
    if (targets.length === 0) throw new AppError(ErrorCode.NoPendingSigners);

    for (const recipient of targets) {
      if ((await noticesToday(tx, recipient.id, now)) >= MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY) {
        throw new AppError(ErrorCode.NotifyLimitReached, { data: { recipientIndex: parts.recipients.indexOf(recipient) } });
      }
    }

    const sender = await getUserById(tx, input.actor.userId);
    for (const recipient of targets) {
      await queueInvitation(tx, { actor: input.actor, agreement: row, sender, recipient, documents: parts.documents, publicUrl: input.publicUrl, now, kind: 'reminder' });
    }
    await recordAgreementEvent(tx, {
      agreementId: row.id,
      type: 'notified',
      ...byActor(input.actor),
      data: { scope: input.scope, recipientIds: targets.map((recipient) => recipient.id.toString()) },
    });
    const after = await loadAgreementParts(tx, row.id);
    // A re-send restarts the signers' reminder clocks.
    await scheduleFollowUp(tx, { agreement: row, recipients: after.recipients, now });
    return presentAgreement(row, after, await loadAgreementOrigin(tx, row));
  });
}
