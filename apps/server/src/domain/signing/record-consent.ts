import { CONSENT_TEXTS, CONSENT_VERSION, type Locale, type SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { bySigner, recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { loadSignerView } from './get-signer-view.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { browserLocaleValues, firstViewValues, updateRecipient } from '../agreement-core/signing-repository.js';
import { assertCanActFor } from './signer-refusal.js';

/**
 * Records the consent to sign electronically: the version and the exact text shown
 * (in the request's language), with time, IP and browser in the audit trail; the
 * browser's language becomes the recipient's, as at opening. Allowed
 * before the signer's turn; refused once they signed (7410) or declined (7407).
 */
export async function recordSignerConsent(
  db: Db,
  input: { recipientId: bigint; credentials: SignerCredentials; pageImageKey: PageImageKey; locale: Locale; browserLocale?: Locale | null; ip: string; userAgent: string; now?: Date },
): Promise<SignerView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const context = await requireSigner(tx, { ...input, now, forUpdate: true });
    assertCanActFor(context);
    const recipient = await updateRecipient(tx, context.recipient.id, {
      ...firstViewValues(context.recipient, now),
      ...browserLocaleValues(input.browserLocale),
      consentAt: now,
      consentTextVersion: CONSENT_VERSION,
    });
    await recordAgreementEvent(tx, {
      agreementId: context.agreement.id,
      type: 'consent_given',
      ...bySigner(context.actor),
      data: { version: CONSENT_VERSION, locale: input.locale, text: CONSENT_TEXTS[input.locale], at: now.toISOString() },
    });
    return loadSignerView(tx, { agreement: context.agreement, recipient }, input.pageImageKey, now);
  });
}
