import { ErrorCode } from '@signet/contracts';
import { isApiError } from './api-error';

/** Form fields a server error can belong to. */
export type ServerErrorField = 'email' | 'password' | 'code' | 'currentPassword' | 'licenceCode';

/** Where a form shows a failed call: beside a field, or in an alert above the buttons. */
export type ServerErrorPlacement = { field: ServerErrorField; code: number } | { field: null; code: number };

const FIELD_OF_CODE: Partial<Record<number, ServerErrorField>> = {
  [ErrorCode.WrongCredentials]: 'password',
  [ErrorCode.CodeInvalid]: 'code',
  [ErrorCode.EmailInUse]: 'email',
  [ErrorCode.CurrentPasswordWrong]: 'currentPassword',
  [ErrorCode.LicenceCodeInvalid]: 'licenceCode',
  [ErrorCode.LicenceCodeUsed]: 'licenceCode',
};

/**
 * Places a failed call's code in a form: 2001 under the password, 2002 under the code,
 * 2003 under the e-mail, 2004 under the current password, 8001 and 8002 under the licence
 * code, anything else (429,
 * network) in the form's alert. A field the form lacks falls back to the alert.
 */
export function placeServerError(error: unknown, fields: readonly ServerErrorField[]): ServerErrorPlacement | null {
  if (!error) return null;
  const code = isApiError(error) ? error.code : ErrorCode.InternalError;
  // A repeat refused by the client's repeat guard is the user's double click: nothing to show.
  if (code === ErrorCode.Canceled) return null;
  const field = FIELD_OF_CODE[code];
  return field && fields.includes(field) ? { field, code } : { field: null, code };
}
