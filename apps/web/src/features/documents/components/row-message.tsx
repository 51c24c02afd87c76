import { LIMITS } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import type { RowMessage } from '../lib/upload-outcome';

/** Any catalogue key, with whatever values it needs (the typed `t` wants each key's values spelled out). */
type LooseT = (key: string, options: Record<string, unknown>) => string;

/** A catalogue key in the current language, or the server's text as given. */
export function useRowMessage() {
  const { t } = useTranslation();
  const translate = t as unknown as LooseT;
  return (message: RowMessage) => ('key' in message ? translate(message.key, { ns: 'common', n: LIMITS.documentNameChars, ...message.values }) : message.text);
}
