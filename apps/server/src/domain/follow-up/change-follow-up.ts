import type { Agreement, Reminders } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { getUserById } from '../account/users-repository.js';
import { loadAgreementParts, updateAgreement, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { lockOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreementWithCompletion } from '../agreement-core/present-completion.js';
import { queueInvitation } from '../agreement-core/queue-invitation.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { signatureState } from '../agreement-core/sender-actions.js';
import { assertOpen } from '../agreement-core/signing-rules.js';
import { assertNotAwaitingSeal, assertTransition } from '../agreement-core/status-machine.js';
import { assertExpiryAhead } from './follow-up-rules.js';
import { remindableSigners, scheduleFollowUp } from './schedule-follow-up.js';

export interface FollowUpChange {
  /** A new date, null to remove it, absent to keep it. */
  expiresAt?: Date | null | undefined;
  /** New reminders, null for none, absent to keep them. */
  reminders?: Reminders | null | undefined;
}

/** The sender may change these while the agreement waits for signatures or has expired. */
function assertFollowUpOpen(row: AgreementRow): void {
  if (row.deletedAt) assertOpen(row);
  if (row.status === 'waiting' || row.status === 'expired') return;
  // The code of the state it is stuck in (7410, 7407, 7408; 7202 a draft, which saves them with the draft).
  assertTransition(row.status, 'expired');
}

/**
 * The sender changes a sent agreement's expiry date or reminders (changeAgreementFollowUp),
 * with it locked. A date must lie ahead (8106). An expired agreement given a new date (or
 * none) is reopened: back to 'waiting', its links work again, and the signers whose turn it
 * is are invited again with new links. The jobs are booked for the new values; those of
 * the old ones find nothing to do. 7410 once every signer has signed.
 */
export async function changeFollowUp(db: Db, input: { actor: Actor; agreementId: bigint; change: FollowUpChange; publicUrl: string; now?: Date }): Promise<Agreement> {
  const now = input.now ?? new Date();
  const { change } = input;
  return db.transaction(async (tx) => {
    const row = await lockOwnAgreement(tx, input.actor, input.agreementId);
    assertFollowUpOpen(row);
    const parts = await loadAgreementParts(tx, row.id);
    assertNotAwaitingSeal({ status: row.status === 'expired' ? 'waiting' : row.status, ...signatureState(parts.recipients) });
    if (change.expiresAt) assertExpiryAhead(change.expiresAt, now);

    const values = {
      ...(change.expiresAt !== undefined ? { expiresAt: change.expiresAt } : {}),
      ...(change.reminders !== undefined ? { reminders: change.reminders } : {}),
    };
    let updated = await updateAgreement(tx, row.id, { ...values, revision: row.revision + 1 });
    await recordAgreementEvent(tx, {
      agreementId: row.id,
      type: 'follow_up_changed',
      ...byActor(input.actor),
      data: {
        ...(change.expiresAt !== undefined ? { expiresAt: change.expiresAt?.toISOString() ?? null } : {}),
        ...(change.reminders !== undefined ? { reminders: change.reminders } : {}),
      },
    });

    if (row.status === 'expired' && change.expiresAt !== undefined) {
      updated = await changeAgreementStatus(tx, {
        agreement: updated,
        to: 'waiting',
        event: { type: 'reopened', ...byActor(input.actor), data: { expiresAt: updated.expiresAt?.toISOString() ?? null } },
        at: now,
      });
      const sender = await getUserById(tx, row.ownerId);
      for (const signer of remindableSigners(updated, parts.recipients)) {
        await queueInvitation(tx, { actor: input.actor, agreement: updated, sender, recipient: signer, documents: parts.documents, publicUrl: input.publicUrl, now });
      }
    }
    const after = await loadAgreementParts(tx, row.id);
    await scheduleFollowUp(tx, { agreement: updated, recipients: after.recipients, now });
    return presentAgreementWithCompletion(tx, updated, after);
  });
}
