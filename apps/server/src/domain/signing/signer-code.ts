import { AppError, ErrorCode, SIGNER_CODES_PER_HOUR, isAppError, isCodeMethod, type Locale, type SignerCodeMethod } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { sendMailLater } from '../../jobs/mail-job.js';
import { renderSignerCodeMail, signerCodeText } from '../../mail/templates/signer-code-messages.js';
import type { AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';
import { bySigner, recordAgreementEvent, type SignerActor } from '../agreement-core/record-agreement-event.js';
import { findUserById } from '../account/users-repository.js';
import { senderNameFor } from '../company/sender-name.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { issueCode } from '../one-time-code/issue-code.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { maskedTarget, verificationOf } from '../signer-verification/recipient-verification.js';
import { openNotice } from './open-notice.js';
import { testMailOf } from '../agreement-core/test-mail.js';

/** What sends a text message; the route passes the configured SMS driver's `send`. */
export type SendText = (message: { to: string; locale: Locale; code: string; text: string }) => Promise<unknown>;

/** A signer's codes are keyed by recipient, not address: the sender may change the address or number, and a code goes with the recipient. */
export const signerCodeKey = (recipientId: bigint) => `signer:${recipientId}`;

/** The method of a recipient who must type a code, or a 403 for one verified otherwise. */
export function codeMethodOf(recipient: AgreementRecipientRow): SignerCodeMethod {
  const method = verificationOf(recipient);
  if (!isCodeMethod(method)) throw new AppError(ErrorCode.ParameterError, { detail: `this recipient is verified by ${method}, not by a code` });
  return method;
}

/** A limit's 429 as the signer's own 8403, with when to ask again. */
async function hitCodeLimit(db: Db, name: 'signerCodeGap' | 'signerCodesPerHour', recipientId: bigint, now: Date) {
  try {
    return await hitNamedLimit(db, name, recipientId.toString(), now);
  } catch (error) {
    if (isAppError(error) && error.code === ErrorCode.TooManyRequests) {
      throw new AppError(ErrorCode.SignerCodeLimit, { data: { retryAfterSeconds: (error.data as { retryAfterSeconds: number }).retryAfterSeconds } });
    }
    throw error;
  }
}

/**
 * Sends a new code to a recipient verified by e-mail or SMS, after the link's own checks: one a
 * minute and SIGNER_CODES_PER_HOUR an hour per recipient (8403), 30 an hour per address (429).
 * A new code replaces the older one. A mail goes through the durable queue; a text is sent at
 * once so the signer hears of a failure (8405, and the code is withdrawn). Recorded in the history.
 */
export async function sendSignerCode(
  db: Db,
  input: { recipientId: bigint; noticeId: bigint; token: string; sendText: SendText; ip: string; userAgent: string; now?: Date },
): Promise<{ method: SignerCodeMethod; target: string; expiresAt: number; codesLeft: number }> {
  const now = input.now ?? new Date();
  const { agreement, recipient } = await openNotice(db, { ...input, now });
  const method = codeMethodOf(recipient);
  await hitNamedLimit(db, 'signerCodePerIp', input.ip, now);
  await hitCodeLimit(db, 'signerCodeGap', recipient.id, now);
  const { hits } = await hitCodeLimit(db, 'signerCodesPerHour', recipient.id, now);

  const target = maskedTarget(recipient, method);
  const locale = recipient.locale ?? 'en-US';
  const message = { agreement: agreement.name, sender: await senderOf(db, agreement) };
  const actor: SignerActor = { recipientId: recipient.id, ip: input.ip, userAgent: input.userAgent };
  const event = { agreementId: agreement.id, type: 'verification_code_sent' as const, ...bySigner(actor), data: { method, target } };
  const issued = await db.transaction(async (tx) => {
    const code = await issueCode(tx, { email: signerCodeKey(recipient.id), purpose: 'signer_verification', now });
    if (method === 'sms_code' && agreement.test) {
      // A test agreement's text message (issue 38) is never sent: kept as a test mail for its owner.
      const text = signerCodeText({ ...message, code: code.code }, locale);
      // A recipient by phone may have no address: the outbox needs one, and .invalid can never be delivered.
      await sendMailLater(tx, { to: [recipient.email || 'sms-recipient@test.invalid'], subject: `SMS ${recipient.phone ?? ''}`, text, ...testMailOf(agreement) });
      await recordAgreementEvent(tx, event);
    }
    if (method === 'email_code') {
      await sendMailLater(tx, { to: [recipient.email], ...renderSignerCodeMail({ ...message, code: code.code }, locale), ...testMailOf(agreement) });
      await recordAgreementEvent(tx, event);
    }
    return code;
  });
  if (method === 'sms_code' && !agreement.test) {
    try {
      await input.sendText({ to: recipient.phone ?? '', locale, code: issued.code, text: signerCodeText({ ...message, code: issued.code }, locale) });
    } catch (error) {
      await consumeCode(db, issued.codeId, now).catch(() => undefined);
      throw new AppError(ErrorCode.SmsNotDelivered, { detail: error instanceof Error ? error.message : 'sms failed' });
    }
    await recordAgreementEvent(db, event);
  }
  return { method, target, expiresAt: issued.expiresAt.getTime(), codesLeft: Math.max(0, SIGNER_CODES_PER_HOUR - hits) };
}

async function senderOf(db: Db, agreement: AgreementRow): Promise<string> {
  const owner = await findUserById(db, agreement.ownerId);
  return owner ? senderNameFor(db, agreement, owner) : 'Signet';
}
