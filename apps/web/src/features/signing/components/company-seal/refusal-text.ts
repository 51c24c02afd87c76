import { ErrorCode } from '@signet/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api/api-error';

/** A refused seal call in the signer's words: the server's own sentence (already in their language), else the generic one. */
export function refusalText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.msg && error.code !== ErrorCode.NetworkError) return error.msg;
  return t('http_error_500', { ns: 'common' });
}
