import type { Locale } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { signerSessions } from '../../db/schema/index.js';
import type { AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import { browserLocaleValues, firstViewValues, findRecipient, updateRecipient } from '../agreement-core/signing-repository.js';
import { generateToken, hashToken } from '../session/session-token.js';

/** How long a signer session lasts; reopening the e-mailed link starts a new one. */
export const SIGNER_SESSION_TTL_MS = 12 * 3600 * 1000;

/**
 * Starts a signer session for a recipient who proved who they are (an e-mailed link, or a
 * public template's e-mail code): marks them viewed the first time, keeps their browser's
 * language for their mails, and stores only the new token's SHA-256. Call it inside the
 * transaction that records how they came in.
 */
export async function startSignerSession(
  tx: Db,
  input: { agreementId: bigint; recipient: AgreementRecipientRow; noticeId: bigint; browserLocale?: Locale | null | undefined; ip: string; userAgent: string; now: Date },
): Promise<{ signerToken: string; expiresAt: Date; me: AgreementRecipientRow }> {
  const { now } = input;
  const signerToken = generateToken();
  const expiresAt = new Date(now.getTime() + SIGNER_SESSION_TTL_MS);
  const current = (await findRecipient(tx, input.recipient.id)) ?? input.recipient;
  const me = await updateRecipient(tx, input.recipient.id, { ...firstViewValues(current, now), ...browserLocaleValues(input.browserLocale) });
  await tx.insert(signerSessions).values({
    agreementId: input.agreementId,
    recipientId: input.recipient.id,
    noticeId: input.noticeId,
    tokenHash: hashToken(signerToken),
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: now,
    expiresAt,
  });
  return { signerToken, expiresAt, me };
}
