import { useTranslation } from 'react-i18next';
import { errorMessageOrGeneric } from '../i18n/i18n';
import { placeServerError } from './form-errors';
import type { ServerErrorField } from './form-errors';

/**
 * A failed call, as a form shows it: the translated catalogue message under its
 * field (2001, 2002, 2003, 2004) or in the form's alert (429 and the rest).
 */
export function useServerError(error: unknown, fields: readonly ServerErrorField[]) {
  const { i18n } = useTranslation();
  const placement = placeServerError(error, fields);
  const language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  const message = placement ? errorMessageOrGeneric(placement.code, language) : null;
  return {
    fieldError: (field: ServerErrorField) => (placement?.field === field ? (message ?? undefined) : undefined),
    alert: placement && placement.field === null ? message : null,
  };
}
