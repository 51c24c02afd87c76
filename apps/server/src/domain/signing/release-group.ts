import type { Db } from '../../db/client.js';
import type { AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { releasedBy, stepsOf } from '../agreement-core/route.js';
import { updateRecipient } from '../agreement-core/signing-repository.js';

/**
 * When an act finished an any-one-of step (issue 33), its other members are released in the same
 * transaction, under the agreement's row lock: their status says so (they are no longer reminded,
 * and their links say who acted), and a later submit of theirs answers 7412. Returns the
 * recipients as they now stand.
 */
export async function releaseGroup(
  tx: Db,
  input: { agreementId: bigint; recipients: readonly AgreementRecipientRow[]; actedId: bigint; now: Date },
): Promise<AgreementRecipientRow[]> {
  const released = releasedBy(stepsOf(input.recipients), input.actedId);
  if (released.length === 0) return [...input.recipients];
  const changed = new Map<bigint, AgreementRecipientRow>();
  for (const member of released) {
    changed.set(member.id, await updateRecipient(tx, member.id, { status: 'released', releasedAt: input.now }));
    await recordAgreementEvent(tx, { agreementId: input.agreementId, type: 'released', recipientId: member.id, data: { actedBy: input.actedId.toString() } });
  }
  return input.recipients.map((row) => changed.get(row.id) ?? row);
}
