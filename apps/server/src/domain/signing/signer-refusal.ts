import { AppError, ErrorCode, SIGNER_REFUSAL_CODES, isAppError, type SignerRefusal, type SignerRefusalCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { findUserById } from '../account/users-repository.js';
import { findAgreement, type AgreementRecipientRow, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { findCompletion } from '../agreement-core/completion-repository.js';
import { findRecipient, listRecipients } from '../agreement-core/signing-repository.js';
import { actedForGroup, stepsOf } from '../agreement-core/route.js';
import { assertCanAct, assertOpen } from '../agreement-core/signing-rules.js';
import { senderNameFor } from '../company/sender-name.js';

/**
 * Refusals raised for a recipient who already proved who they are (a matching link
 * token, or a signer session of that recipient), with the moment the caller knows
 * best (a link's end). Only these may be explained: an unmarked refusal stays bare,
 * so a request that proved nothing never learns a name.
 */
const proven = new WeakMap<AppError, { recipientId: bigint; at: Date | undefined }>();

const isRefusalCode = (code: number): code is SignerRefusalCode => (SIGNER_REFUSAL_CODES as readonly number[]).includes(code);

/** Marks a refusal as one for this proven recipient; other errors pass untouched. */
export function provenRefusal<E>(error: E, recipientId: bigint, at?: Date): E {
  if (isAppError(error) && isRefusalCode(error.code)) proven.set(error, { recipientId, at });
  return error;
}

/** assertOpen for a recipient whose credentials were checked. */
export function assertOpenFor(context: { agreement: AgreementRow; recipient: AgreementRecipientRow }): void {
  try {
    assertOpen(context.agreement);
  } catch (error) {
    throw provenRefusal(error, context.recipient.id);
  }
}

/** assertCanAct for a recipient whose credentials were checked. */
export function assertCanActFor(context: { agreement: AgreementRow; recipient: AgreementRecipientRow }): void {
  try {
    assertCanAct(context.agreement, context.recipient);
  } catch (error) {
    throw provenRefusal(error, context.recipient.id);
  }
}

const iso = (date: Date | null | undefined) => (date ? { at: date.toISOString() } : {});

/** Who ended the journey and when, read fresh (the refusal may come from a rolled-back transaction). */
async function refusalDetails(db: Db, code: SignerRefusalCode, recipientId: bigint, at: Date | undefined): Promise<SignerRefusal | null> {
  const me = await findRecipient(db, recipientId);
  const agreement = me && (await findAgreement(db, me.agreementId));
  if (!me || !agreement) return null;
  const owner = await findUserById(db, agreement.ownerId);
  const sender = { name: owner ? await senderNameFor(db, agreement, owner) : '', email: owner?.email ?? '' };
  const base: SignerRefusal = { sender, agreementStatus: agreement.status, ...iso(at) };
  const bySender = { name: sender.name, you: false };
  switch (code) {
    case ErrorCode.ProcessRejected: {
      const decliner = (await listRecipients(db, agreement.id)).find((recipient) => recipient.status === 'declined');
      return decliner ? { ...base, actor: { name: decliner.name, you: decliner.id === me.id, role: decliner.role }, ...iso(decliner.declinedAt) } : base;
    }
    case ErrorCode.ProcessVoided:
      return { ...base, actor: bySender, ...iso(agreement.voidedAt) };
    case ErrorCode.ProcessDeleted:
      return { ...base, actor: bySender, ...iso(agreement.deletedAt) };
    case ErrorCode.LinkExpired:
      // The agreement's own date (issue 18), when that is what ended it, rather than the link's.
      return agreement.expiresAt && (agreement.status === 'expired' || agreement.expiresAt <= new Date()) ? { ...base, agreementStatus: 'expired', ...iso(agreement.expiresAt) } : base;
    case ErrorCode.GroupActedAlready: {
      const byGroup = actedForGroup(stepsOf(await listRecipients(db, agreement.id)), me.id);
      return byGroup ? { ...base, actor: { name: byGroup.name, you: false }, ...iso(byGroup.signedAt) } : base;
    }
    case ErrorCode.ProcessCompleted:
      if (agreement.status === 'completed') return { ...base, ...iso((await findCompletion(db, agreement.id))?.sealedAt) };
      return me.signedAt ? { ...base, actor: { name: me.name, you: true }, ...iso(me.signedAt) } : base;
    default:
      return base;
  }
}

/**
 * The refusal with its explanation in `data` when it was raised for a proven recipient
 * (see ZSignerRefusal); any other error as it is. Call it outside the operation's
 * transaction: a refused one is rolled back.
 */
export async function explainRefusal(db: Db, error: unknown): Promise<unknown> {
  const mark = isAppError(error) ? proven.get(error) : undefined;
  if (!mark || !isAppError(error) || !isRefusalCode(error.code)) return error;
  const data = await refusalDetails(db, error.code, mark.recipientId, mark.at);
  if (!data) return error;
  return new AppError(error.code, { messageKey: error.messageKey, values: error.values, data, detail: error.message });
}

/** Runs a signer operation, explaining its refusal for the recipient it proved to be. */
export async function explainingRefusals<T>(db: Db, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await explainRefusal(db, error);
  }
}
