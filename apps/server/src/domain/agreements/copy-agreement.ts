import { AppError, ErrorCode, type Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementDocuments, agreementFields, agreementRecipients, agreements } from '../../db/schema/index.js';
import { getUserById } from '../account/users-repository.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { assertSignerLimit } from '../agreement-core/draft-input.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';

/**
 * A new draft made from one of the sender's agreements (any status, the trash too):
 * the same name, options, subject, message, documents (new rows naming the same stored
 * files, which are never rewritten), recipients (new ids, access codes kept) and fields
 * (empty). Nothing of the old round is copied: no progress, values, notices or trail.
 * 7204 'Process has no file' when it has no document; 403 'max_signers' when the plan
 * now allows fewer signers than it has.
 */
export async function copyAgreement(db: Db, input: { actor: Actor; agreementId: bigint }): Promise<Agreement> {
  return db.transaction(async (tx) => {
    const source = await requireOwnAgreement(tx, input.actor.userId, input.agreementId);
    const parts = await loadAgreementParts(tx, source.id);
    if (parts.documents.length === 0) throw new AppError(ErrorCode.ProcessHasNoFile);
    const owner = await getUserById(tx, input.actor.userId);
    assertSignerLimit(parts.recipients.map(({ name, email, role }) => ({ name, email, role })), effectivePlan(owner));

    const [copy] = await tx
      .insert(agreements)
      .values({
        ownerId: owner.id,
        name: source.name,
        selfSign: source.selfSign,
        signingOrder: source.signingOrder,
        subject: source.subject,
        message: source.message,
        draftStep: 1,
      })
      .returning();
    if (!copy) throw new Error('agreement insert returned nothing');

    const documentIds = new Map<bigint, bigint>();
    for (const { id, agreementId: _agreement, createdAt: _created, ...document } of parts.documents) {
      const [row] = await tx.insert(agreementDocuments).values({ ...document, agreementId: copy.id }).returning({ id: agreementDocuments.id });
      if (row) documentIds.set(id, row.id);
    }
    const recipientIds = new Map<bigint, bigint>();
    for (const recipient of parts.recipients) {
      const [row] = await tx
        .insert(agreementRecipients)
        .values({ agreementId: copy.id, position: recipient.position, role: recipient.role, name: recipient.name, email: recipient.email, accessCode: recipient.accessCode })
        .returning({ id: agreementRecipients.id });
      if (row) recipientIds.set(recipient.id, row.id);
    }
    const fields = parts.fields.flatMap((field) => {
      const recipientId = recipientIds.get(field.recipientId);
      const documentId = documentIds.get(field.documentId);
      if (recipientId === undefined || documentId === undefined) return [];
      const { page, type, x, y, width, height, required, label } = field;
      return [{ agreementId: copy.id, recipientId, documentId, page, type, x, y, width, height, required, label }];
    });
    if (fields.length > 0) await tx.insert(agreementFields).values(fields);

    await recordAgreementEvent(tx, { agreementId: source.id, type: 'copied', ...byActor(input.actor), data: { copyId: copy.id.toString() } });
    await recordAgreementEvent(tx, {
      agreementId: copy.id,
      type: 'copied_from',
      ...byActor(input.actor),
      data: { sourceId: source.id.toString(), documents: parts.documents.length, recipients: parts.recipients.length, fields: fields.length },
    });
    return presentAgreement(copy, await loadAgreementParts(tx, copy.id));
  });
}
