import { AppError, ErrorCode } from '@signet/contracts';
import type { OneTimeCodePurpose } from './code-purpose.js';
import type { Db } from '../../db/client.js';
import { checkCode } from './check-code.js';

/**
 * Checks a code without using it up and returns its id, which the caller passes to
 * `consumeCode` inside the transaction that acts on it. A wrong code counts an
 * attempt against the live code (committed at once, so call this outside any
 * transaction); after CODE_MAX_ATTEMPTS wrong tries the code is dead. Every failure
 * (wrong, expired, used, too many tries, none sent) is the same 2002.
 */
export async function verifyCode(db: Db, options: { email: string; purpose: OneTimeCodePurpose; code: string; now?: Date }): Promise<bigint> {
  const checked = await checkCode(db, options);
  if (!checked.ok) throw new AppError(ErrorCode.CodeInvalid, { detail: checked.reason === 'wrong' ? 'wrong code' : 'no live code' });
  return checked.codeId;
}
