import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementFields, agreementRecipients } from '../../db/schema/index.js';
import type { AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import { holdsFields } from '@signet/contracts';
import { storedVerification } from '../signer-verification/recipient-verification.js';
import { bodyProblem, type RoutedRecipient } from '../agreement-core/draft-input.js';

/**
 * Makes the agreement's recipients the listed ones, in that order. A row with an
 * `id` updates that recipient (403 when it is not this agreement's), so its fields
 * stay with it through a reorder; rows without one are added; recipients no longer
 * listed are removed with their fields. A recipient turned viewer, copy or filler loses
 * its fields: those roles hold none (a filler fills others'). Access codes are kept as entered, so the sender can read them back.
 */
export async function syncRecipients(
  tx: Db,
  input: { agreementId: bigint; recipients: readonly RoutedRecipient[]; existing: readonly AgreementRecipientRow[] },
): Promise<AgreementRecipientRow[]> {
  const byId = new Map(input.existing.map((row) => [row.id, row]));
  const listed = new Set<bigint>();
  for (const [index, recipient] of input.recipients.entries()) {
    if (recipient.id === undefined) continue;
    if (!byId.has(recipient.id)) throw bodyProblem(`recipients.${index}.id`, 'Not a recipient of this agreement.');
    if (listed.has(recipient.id)) throw bodyProblem(`recipients.${index}.id`, 'This recipient is listed twice.');
    listed.add(recipient.id);
  }

  const removed = input.existing.filter((row) => !listed.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await tx.delete(agreementRecipients).where(inArray(agreementRecipients.id, removed));
  const nowViewers = input.recipients.flatMap((r) => (r.id !== undefined && !holdsFields(r.role) && holdsFields(byId.get(r.id)?.role ?? 'viewer') ? [r.id] : []));
  if (nowViewers.length > 0) {
    await tx
      .delete(agreementFields)
      .where(and(eq(agreementFields.agreementId, input.agreementId), inArray(agreementFields.recipientId, nowViewers)));
  }

  const result: AgreementRecipientRow[] = [];
  for (const [position, recipient] of input.recipients.entries()) {
    const values = {
      position,
      roleName: recipient.roleName,
      name: recipient.name,
      email: recipient.email,
      role: recipient.role,
      ...storedVerification(recipient, position),
      step: recipient.step,
      groupMode: recipient.groupMode,
      copyAtSend: recipient.role === 'copy' && recipient.copyAtSend === true,
      partyName: recipient.partyName ? recipient.partyName : null,
      crossPageSeal: recipient.partyName && recipient.crossPageSeal ? recipient.crossPageSeal : null,
    };
    const [row] =
      recipient.id === undefined
        ? await tx.insert(agreementRecipients).values({ agreementId: input.agreementId, ...values }).returning()
        : await tx
            .update(agreementRecipients)
            // A recipient whose address changed is someone else: their language is not known yet.
            .set({ ...values, ...(byId.get(recipient.id)?.email === recipient.email ? {} : { locale: null }), updatedAt: new Date() })
            .where(eq(agreementRecipients.id, recipient.id))
            .returning();
    if (row) result.push(row);
  }
  return result;
}
