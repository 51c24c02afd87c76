import type { Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements } from '../../db/schema/index.js';
import { getUserById } from '../account/users-repository.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { loadAgreementParts, updateAgreement } from '../agreement-core/agreements-repository.js';
import { assertSignerLimit, draftRecipients, routedRecipients, type DraftValues } from '../agreement-core/draft-input.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { syncDocuments } from './sync-documents.js';
import { syncRecipients } from './sync-recipients.js';
import { madeIn } from '../company/workspace.js';
import { makesTestAgreements } from '../agreement-core/policy.js';
import { workPlanHolder } from '../company/work-plan.js';

/**
 * Starts a draft owned by the caller from step 1's content. Documents come from the
 * caller's drive (404 for any other), copied in the given order; an unnamed draft is
 * named after its first document. "Just need my signature" makes the sender the only
 * signer. More signers than the plan allows answer 403 'Maximum of %d signature persons allowed.'
 */
export async function createAgreement(db: Db, input: { actor: Actor; draft: DraftValues }): Promise<Agreement> {
  const { actor, draft } = input;
  return db.transaction(async (tx) => {
    const owner = await getUserById(tx, actor.userId);
    const route = routedRecipients(draftRecipients(draft, owner), draft.signingOrder);
    const { recipients } = route;
    assertSignerLimit(recipients, effectivePlan(await workPlanHolder(tx, actor, owner)));
    const [row] = await tx
      .insert(agreements)
      .values({
        ...madeIn(actor),
        test: makesTestAgreements(actor),
        name: draft.name,
        selfSign: draft.selfSign,
        signingOrder: route.signingOrder,
        subject: draft.subject,
        message: draft.message,
        draftStep: draft.draftStep,
        expiresAt: draft.expiresAt ? new Date(draft.expiresAt) : null,
        // Absent: the account's default reminders (issue 18).
        reminders: draft.reminders === undefined ? owner.reminderDefaults : draft.reminders,
        externalId: draft.externalId ?? null,
        metadata: draft.metadata ?? {},
      })
      .returning();
    if (!row) throw new Error('agreement insert returned nothing');
    const { documents } = await syncDocuments(tx, { agreementId: row.id, uploader: actor, refs: draft.documents, existing: [] });
    await syncRecipients(tx, { agreementId: row.id, recipients, existing: [] });
    const firstName = documents[0]?.name;
    const agreement = !row.name && firstName ? await updateAgreement(tx, row.id, { name: firstName, revision: row.revision }) : row;
    await recordAgreementEvent(tx, {
      agreementId: row.id,
      type: 'created',
      ...byActor(actor),
      data: { documents: documents.length, recipients: recipients.length, selfSign: draft.selfSign },
    });
    return presentAgreement(agreement, await loadAgreementParts(tx, row.id), await loadAgreementOrigin(tx, agreement));
  });
}
