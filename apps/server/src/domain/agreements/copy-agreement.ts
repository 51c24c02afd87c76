import { AppError, ErrorCode, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements } from '../../db/schema/index.js';
import { copyAgreementContent } from '../agreement-core/copy-agreement-content.js';
import { getUserById } from '../account/users-repository.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { assertSignerLimit } from '../agreement-core/draft-input.js';
import { makesTestAgreements, requireOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { madeIn } from '../company/workspace.js';
import { workPlanHolder } from '../company/work-plan.js';

/**
 * A new draft made from one of the sender's agreements (any status, the trash too):
 * the same name, options, subject, message, documents (new rows naming the same stored
 * files, which are never rewritten), recipients (new ids, access codes kept) and fields
 * (empty), metadata (not the externalId). Nothing of the old round is copied: no progress, values, notices or trail.
 * 7204 'Process has no file' when it has no document; 403 'max_signers' when the plan
 * now allows fewer signers than it has.
 */
export async function copyAgreement(db: Db, input: { actor: Actor; agreementId: bigint }): Promise<Agreement> {
  return db.transaction(async (tx) => {
    const source = await requireOwnAgreement(tx, input.actor, input.agreementId);
    const parts = await loadAgreementParts(tx, source.id);
    if (parts.documents.length === 0) throw new AppError(ErrorCode.ProcessHasNoFile);
    const owner = await getUserById(tx, input.actor.userId);
    assertSignerLimit(parts.recipients.map(({ name, email, role }) => ({ name, email, role })), effectivePlan(await workPlanHolder(tx, input.actor, owner)));

    const [copy] = await tx
      .insert(agreements)
      .values({
        ...madeIn(input.actor),
        // A copy is test when made by a test key, or from a test agreement: a copy never turns a test into a real one unseen.
        test: makesTestAgreements(input.actor) || source.test,
        name: source.name,
        selfSign: source.selfSign,
        signingOrder: source.signingOrder,
        subject: source.subject,
        message: source.message,
        draftStep: 1,
        // The reminders carry over; a date is the old agreement's own, so the copy starts without one.
        reminders: source.reminders,
        // Issue 38: the metadata describes the deal and carries over; the externalId names one agreement, so the copy starts without.
        metadata: source.metadata,
      })
      .returning();
    if (!copy) throw new Error('agreement insert returned nothing');

    const copied = await copyAgreementContent(tx, { from: parts, to: copy.id });

    await recordAgreementEvent(tx, { agreementId: source.id, type: 'copied', ...byActor(input.actor), data: { copyId: copy.id.toString() } });
    await recordAgreementEvent(tx, {
      agreementId: copy.id,
      type: 'copied_from',
      ...byActor(input.actor),
      data: { sourceId: source.id.toString(), documents: parts.documents.length, recipients: parts.recipients.length, fields: copied.fieldCount },
    });
    return presentAgreement(copy, await loadAgreementParts(tx, copy.id), await loadAgreementOrigin(tx, copy));
  });
}
