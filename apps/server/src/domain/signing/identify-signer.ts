import { AppError, ErrorCode, isCodeMethod, type SignerIdentifiedBy } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { findLiveSignerSession } from '../agreement-core/signing-repository.js';
import { checkCode, liveCodeSentAt } from '../one-time-code/check-code.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { hashToken } from '../session/session-token.js';
import { maskEmail } from '../signer-verification/mask-email.js';
import { maskedTarget, verificationOf } from '../signer-verification/recipient-verification.js';
import { sameSecret } from './secret-compare.js';
import { signerCodeKey } from './signer-code.js';

/** What the opener of a link brought to prove who they are. */
export interface SignerProof {
  accessCode?: string | undefined;
  verificationCode?: string | undefined;
  /** A signer session this browser already holds (x-signer-token): it passed the check when it began. */
  signerToken?: string | undefined;
  /** The signed-in account of the caller (x-token), with whether its session passed a second factor. */
  account?: { email: string; secondFactor: boolean } | null | undefined;
}

/** How the signer was identified, for the history: the code to use up with the opening, and the event to record. */
export interface SignerIdentity {
  codeId: bigint | null;
  verified: { method: SignerIdentifiedBy; target?: string } | null;
}

/**
 * Asks the opener of a link for what the sender chose (issue 35). An access code: 7301 when
 * missing, 7300 when wrong, 429 after five tries. A code by e-mail or SMS: not again in a browser
 * whose signer session began verified; an account holder signed in with a second factor counts as
 * verified by e-mail for their own address; else 8401 (with where the code goes and whether one is
 * on its way) and 8402 when wrong or expired, each failure recorded. The code is used up by the
 * caller, in the transaction that opens the link.
 */
export async function identifySigner(
  db: Db,
  input: { agreement: AgreementRow; recipient: AgreementRecipientRow; proof: SignerProof; actor: SignerActor; noticeId: bigint; now: Date },
): Promise<SignerIdentity> {
  const { agreement, recipient, proof, actor, now } = input;
  const method = verificationOf(recipient);
  if (method === 'access_code') {
    if (!proof.accessCode) throw new AppError(ErrorCode.AccessKeyEmpty);
    // Counted on the plain database before comparing, so a wrong try always counts.
    await hitNamedLimit(db, 'signerAccessCodePerRecipient', recipient.id.toString(), now);
    await hitNamedLimit(db, 'signerAccessCodePerIp', actor.ip, now);
    if (!sameSecret(proof.accessCode, recipient.accessCode ?? '')) {
      await recordAgreementEvent(db, { agreementId: agreement.id, type: 'access_code_wrong', ...bySigner(actor), data: { noticeId: input.noticeId.toString() } });
      throw new AppError(ErrorCode.AccessKeyWrong);
    }
    return { codeId: null, verified: { method: 'access_code' } };
  }
  if (!isCodeMethod(method)) return { codeId: null, verified: null };

  if (proof.signerToken) {
    const session = await findLiveSignerSession(db, hashToken(proof.signerToken), now);
    if (session?.recipientId === recipient.id) return { codeId: null, verified: null };
  }
  if (method === 'email_code' && proof.account?.secondFactor && proof.account.email.toLowerCase() === recipient.email.toLowerCase()) {
    return { codeId: null, verified: { method: 'account_2fa', target: maskEmail(recipient.email) } };
  }
  const target = maskedTarget(recipient, method);
  const key = { email: signerCodeKey(recipient.id), purpose: 'signer_verification' as const };
  if (!proof.verificationCode) {
    const sentAt = await liveCodeSentAt(db, { ...key, now });
    throw new AppError(ErrorCode.SignerCodeRequired, { data: { method, target, sentAt: sentAt?.getTime() ?? null } });
  }
  const checked = await checkCode(db, { ...key, code: proof.verificationCode, now });
  if (!checked.ok) {
    await recordAgreementEvent(db, { agreementId: agreement.id, type: 'signer_verification_failed', ...bySigner(actor), data: { method, target, reason: checked.reason } });
    throw new AppError(ErrorCode.SignerCodeWrong, { data: { reason: checked.reason, attemptsLeft: checked.attemptsLeft } });
  }
  return { codeId: checked.codeId, verified: { method, target } };
}
