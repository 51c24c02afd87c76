import { ErrorCode } from '@signet/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';

/** What the code page says about a failed send or bind, and where. */
export interface CodeRefusal {
  /** 'code': under the code field; 'form': an alert above the buttons. */
  at: 'code' | 'form';
  text: string;
  /** Nothing was refused: the call did not get through, and the same press may work again. */
  retry: boolean;
}

/**
 * A refusal of the code page's calls in the signer's words (issue 35): a wrong code with the tries
 * left, an expired one, too many codes (in minutes), an SMS that could not be sent, too many tries,
 * and a call that did not get through. Null for the answer that only asks for a code (8401).
 */
export function signerCodeRefusal(error: unknown, t: TFunction, target: string): CodeRefusal | null {
  if (!error) return null;
  const code = isApiError(error) ? error.code : ErrorCode.InternalError;
  if (code === ErrorCode.SignerCodeRequired) return null;
  if (isApiError(error)) {
    const wrong = error.dataFor(ErrorCode.SignerCodeWrong);
    if (wrong?.reason === 'expired') return { at: 'code', text: t('signerCode.expired'), retry: false };
    if (wrong) return { at: 'code', text: wrong.attemptsLeft > 0 ? t('signerCode.wrong', { count: wrong.attemptsLeft }) : t('signerCode.wrongNoneLeft'), retry: false };
    const limit = error.dataFor(ErrorCode.SignerCodeLimit);
    if (limit) return { at: 'form', text: t('signerCode.tooManyCodes', { count: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) }), retry: false };
  }
  if (code === ErrorCode.SmsNotDelivered) return { at: 'form', text: t('signerCode.smsFailed', { target }), retry: false };
  if (code === ErrorCode.TooManyRequests) return { at: 'form', text: t('signerCode.tooManyTries'), retry: false };
  if (code === ErrorCode.NetworkError) return { at: 'form', text: t('signerCode.unreachable'), retry: true };
  return { at: 'form', text: errorMessageOrGeneric(code), retry: code === ErrorCode.InternalError };
}
