import { ErrorCode } from '@signet/contracts';
import { isApiError } from '../../../../lib/api/api-error';
import { errorMessageFor, errorMessageOrGeneric } from '../../../../lib/i18n/i18n';

/**
 * Spec 8: the catalogue's http_error_{code} when it has one, else the server's message.
 * `preferServer` reverses that for answers whose server text says more than the
 * catalogue's line (a 403 names the field; 7205 names the signer).
 */
export function apiErrorText(error: unknown, preferServer = false): string {
  if (!isApiError(error)) return errorMessageOrGeneric(ErrorCode.InternalError);
  const catalogue = errorMessageFor(error.code);
  const server = error.msg && error.msg !== 'error' ? error.msg : undefined;
  return (preferServer ? (server ?? catalogue) : (catalogue ?? server)) ?? errorMessageOrGeneric(error.code);
}
