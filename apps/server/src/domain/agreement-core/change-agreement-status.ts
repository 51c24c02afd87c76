import { and, eq } from 'drizzle-orm';
import type { AgreementStatus } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements } from '../../db/schema/index.js';
import type { AgreementRow } from './agreements-repository.js';
import { recordAgreementEvent, type AgreementEvent } from './record-agreement-event.js';
import { assertTransition } from './status-machine.js';

/** Columns that change together with the status (when it was sent or voided, why, the revision). */
export type StatusChangeValues = Partial<Pick<AgreementRow, 'sentAt' | 'voidedAt' | 'voidReason' | 'name' | 'draftStep' | 'revision' | 'expiresAt' | 'expiredAt' | 'reminders'>>;

/**
 * The one writer of `agreements.status` (a search test keeps it so). Checks the change
 * against the status machine, writes it only if the row still has the status the
 * caller read (the caller holds the row lock, so this guards mistakes, not races), and
 * records the change's audit event in the same transaction. `event` may be built from
 * the changed row.
 */
export async function changeAgreementStatus(
  tx: Db,
  input: {
    agreement: Pick<AgreementRow, 'id' | 'status'>;
    to: AgreementStatus;
    event: Omit<AgreementEvent, 'agreementId'> | ((changed: AgreementRow) => Omit<AgreementEvent, 'agreementId'>);
    values?: StatusChangeValues;
    at?: Date;
  },
): Promise<AgreementRow> {
  const { agreement, to } = input;
  assertTransition(agreement.status, to);
  const [changed] = await tx
    .update(agreements)
    .set({ ...input.values, status: to, updatedAt: input.at ?? new Date() })
    .where(and(eq(agreements.id, agreement.id), eq(agreements.status, agreement.status)))
    .returning();
  if (!changed) throw new Error(`agreement ${agreement.id} is no longer ${agreement.status}: lock the row before changing its status`);
  const event = typeof input.event === 'function' ? input.event(changed) : input.event;
  await recordAgreementEvent(tx, { ...event, agreementId: agreement.id });
  return changed;
}
