import type { SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { bySigner, recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { loadSignerView } from './get-signer-view.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { firstViewValues, updateRecipient } from '../agreement-core/signing-repository.js';
import { assertOpenFor } from './signer-refusal.js';

/**
 * Records that the recipient viewed the documents (a viewer's whole part; signers may
 * call it too). Every call is an audit event; the first sets the recipient's viewedAt.
 */
export async function recordSignerViewed(
  db: Db,
  input: { recipientId: bigint; credentials: SignerCredentials; pageImageKey: PageImageKey; ip: string; userAgent: string; now?: Date },
): Promise<SignerView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const context = await requireSigner(tx, { ...input, now, forUpdate: true });
    assertOpenFor(context);
    const recipient = await updateRecipient(tx, context.recipient.id, firstViewValues(context.recipient, now));
    await recordAgreementEvent(tx, { agreementId: context.agreement.id, type: 'viewed', ...bySigner(context.actor), data: { role: recipient.role } });
    return loadSignerView(tx, { agreement: context.agreement, recipient }, input.pageImageKey, now);
  });
}
