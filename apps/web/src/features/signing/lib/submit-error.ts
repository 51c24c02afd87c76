import { ErrorCode } from '@signet/contracts';
import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';

/** True when a 403's data names an issue with this message. */
function hasIssue(error: ApiError, message: string): boolean {
  return error.dataFor(ErrorCode.ParameterError)?.issues?.some((issue) => issue.message === message) ?? false;
}

/** What a refused Finish says above the pages: a signature image the server could not use, or the catalogue's words. */
export function submitErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && hasIssue(error, 'signature_image_invalid')) return t('signing.sign.imageRefused');
  return errorMessageOrGeneric(isApiError(error) ? error.code : ErrorCode.InternalError);
}
