import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { findAgreement, type AgreementRecipientRow, type AgreementRow } from '../agreement-core/agreements-repository.js';
import type { SignerActor } from '../agreement-core/record-agreement-event.js';
import { hashToken } from '../session/session-token.js';
import { findLiveSignerSession, findRecipient, findSignerSessionAccess, listRecipients } from '../agreement-core/signing-repository.js';

/** What a signer call presents: a signer session's token, or the sender's own signed-in account. */
export interface SignerCredentials {
  signerToken: string;
  /** The user of a live `x-token` session, if any (used only when there is no signer token). */
  userId: bigint | null;
}

export interface SignerContext {
  agreement: AgreementRow;
  recipient: AgreementRecipientRow;
  actor: SignerActor;
}

/** Every refusal of a signer credential looks the same, so it tells a guesser nothing. */
export const signerNotFound = () => new AppError(ErrorCode.SignatureNotFound);

/**
 * Who is acting as recipient `recipientId`: the holder of one of that recipient's live
 * signer sessions, or, for a "Just need my signature" agreement only, its sender
 * signed in with their own account (they are its sole recipient). Anything else,
 * including another recipient's session or an expired one, answers 7404.
 * `forUpdate` locks the agreement row, so signer actions on one agreement take turns.
 */
export async function requireSigner(
  db: Db,
  input: { recipientId: bigint; credentials: SignerCredentials; ip: string; userAgent: string; now: Date; forUpdate?: boolean },
): Promise<SignerContext> {
  const { credentials } = input;
  if (credentials.signerToken && !input.forUpdate) {
    // A read: session, recipient and agreement in one query.
    const found = await findSignerSessionAccess(db, { tokenHash: hashToken(credentials.signerToken), recipientId: input.recipientId, now: input.now });
    if (!found) throw signerNotFound();
    return { ...found, actor: { recipientId: found.recipient.id, userId: undefined, ip: input.ip, userAgent: input.userAgent } };
  }
  let ownerUserId: bigint | undefined;
  if (credentials.signerToken) {
    const session = await findLiveSignerSession(db, hashToken(credentials.signerToken), input.now);
    if (session?.recipientId !== input.recipientId) throw signerNotFound();
  } else if (credentials.userId !== null) {
    ownerUserId = credentials.userId;
  } else {
    throw signerNotFound();
  }
  const found = await findRecipient(db, input.recipientId);
  if (!found) throw signerNotFound();
  const agreement = await findAgreement(db, found.agreementId, { forUpdate: input.forUpdate ?? false });
  if (!agreement) throw signerNotFound();
  if (ownerUserId !== undefined) {
    const isOwnSelfSign = agreement.selfSign && agreement.ownerId === ownerUserId && (await listRecipients(db, agreement.id)).length === 1;
    if (!isOwnSelfSign) throw signerNotFound();
  }
  // Read again after the lock, so the caller decides on the current state.
  const recipient = input.forUpdate ? await findRecipient(db, input.recipientId) : found;
  if (!recipient) throw signerNotFound();
  return { agreement, recipient, actor: { recipientId: recipient.id, userId: ownerUserId, ip: input.ip, userAgent: input.userAgent } };
}
