import { AppError, ErrorCode, sendProblem, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { getUserById } from '../account/users-repository.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { problemError } from '../agreement-core/draft-input.js';
import { invitationTargets } from '../agreement-core/invitation-targets.js';
import { requireDraftAtRevision, requireOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { queueInvitation } from '../agreement-core/queue-invitation.js';
import { byActor, type Actor } from '../agreement-core/record-agreement-event.js';
import { assertTransition } from '../agreement-core/status-machine.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { assertExpiryAhead } from '../follow-up/follow-up-rules.js';
import { scheduleFollowUp } from '../follow-up/schedule-follow-up.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { consumeWorkQuota, workPlanHolder } from '../company/work-plan.js';

/**
 * Sends a draft (or an agreement being updated), all in one transaction with the agreement locked, checks first:
 * 404 / 7403, 7201 once sent (so of two parallel sends one wins), 7026 stale
 * revision, 7501 sender without e-mail, then the shared send rules of the contracts
 * (7204 no documents, 403 recipient problems, 7205 signature fields), 8106 an expiry date
 * that is not ahead, and last the
 * plan's quota (7206), so a refused send never uses it up. An agreement taken back to
 * change ('updating') is the same request sent again: it uses no quota, nor does a test agreement. The agreement
 * then waits for its signers and the invitations are queued (see invitationTargets),
 * each a new notice, so links from before a revision answer 7602; its expiry and first
 * reminder round are booked on the job queue.
 */
export async function sendAgreement(
  db: Db,
  input: { actor: Actor; agreementId: bigint; revision: number; publicUrl: string; now?: Date },
): Promise<Agreement> {
  const { actor } = input;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await requireOwnAgreement(tx, actor, input.agreementId, { forUpdate: true });
    requireDraftAtRevision(row, input.revision);
    assertTransition(row.status, 'waiting');
    const sender = await getUserById(tx, actor.userId);
    if (!sender.email) throw new AppError(ErrorCode.InitiatorEmailMissing);
    const parts = await loadAgreementParts(tx, row.id);
    const problem = sendProblem(
      { documentCount: parts.documents.length, recipients: parts.recipients, fields: parts.fields },
      effectivePlan(await workPlanHolder(tx, row, sender), now).signersPerAgreement,
    );
    if (problem) throw problemError(problem, parts.fields);
    if (row.expiresAt) assertExpiryAhead(row.expiresAt, now);
    const resent = row.status === 'updating';
    // The workspace's plan pays: a company's count, whichever member sends (issue 32). A test
    // agreement (issue 38) costs nothing: it never reaches anyone.
    if (!resent && !row.test) await consumeWorkQuota(tx, row, sender.id, now);

    const sent = await changeAgreementStatus(tx, {
      agreement: row,
      to: 'waiting',
      values: { sentAt: now, name: row.name || parts.documents[0]?.name || '', revision: row.revision + 1 },
      event: (changed) => ({
        type: 'sent',
        ...byActor(actor),
        data: { recipients: parts.recipients.length, invited: invitationTargets(changed, parts.recipients).length, signingOrder: changed.signingOrder, selfSign: changed.selfSign, resent },
      }),
    });
    const targets = invitationTargets(sent, parts.recipients);
    for (const recipient of targets) {
      await queueInvitation(tx, { actor, agreement: sent, sender, recipient, documents: parts.documents, publicUrl: input.publicUrl, now });
    }
    await scheduleFollowUp(tx, { agreement: sent, recipients: await listRecipients(tx, sent.id), now });
    return presentAgreement(sent, parts, await loadAgreementOrigin(tx, sent));
  });
}
