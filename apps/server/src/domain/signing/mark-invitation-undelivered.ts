import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementNotices, agreementRecipients } from '../../db/schema/index.js';
import { touchAgreement } from '../agreement-core/agreements-repository.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';

/**
 * An invitation's mail job failed for good: the notice keeps when and why, the
 * recipient shows 'Delivery Failure' to the sender (unless a newer notice went out
 * since), and the trail records it. Does nothing for a mail that was no invitation.
 */
export async function markInvitationUndelivered(db: Db, input: { mailJobId: bigint; error: string; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .update(agreementNotices)
      .set({ deliveryFailedAt: now, deliveryError: input.error.slice(0, 1000) })
      .where(eq(agreementNotices.mailJobId, input.mailJobId))
      .returning();
    if (!notice) return false;
    const [newer] = await tx
      .select({ id: agreementNotices.id })
      .from(agreementNotices)
      .where(and(eq(agreementNotices.recipientId, notice.recipientId), gt(agreementNotices.id, notice.id)))
      .limit(1);
    if (!newer) {
      await tx.update(agreementRecipients).set({ deliveryFailedAt: now, updatedAt: now }).where(eq(agreementRecipients.id, notice.recipientId));
      await touchAgreement(tx, notice.agreementId, now);
    }
    await recordAgreementEvent(tx, {
      agreementId: notice.agreementId,
      type: 'invitation_undelivered',
      recipientId: notice.recipientId,
      data: { noticeId: notice.id.toString(), mailJobId: input.mailJobId.toString(), error: input.error.split('\n')[0]?.slice(0, 300) ?? '' },
    });
    return true;
  });
}
