import { i18n } from '../../../lib/i18n/i18n';

let loading: Promise<void> | null = null;

/**
 * The words of issue 36's field types (both languages), loaded with those fields' chunks and
 * before them, so no key shows while they arrive. Most agreements never load them.
 */
export function loadFieldWords(): Promise<void> {
  loading ??= Promise.all([import('../../../lib/i18n/locales/en-US/fields-signer'), import('../../../lib/i18n/locales/zh-CN/fields-signer')]).then(([en, zh]) => {
    i18n.addResourceBundle('en-US', 'web', en.webFieldsSignerEnUS, true, false);
    i18n.addResourceBundle('zh-CN', 'web', zh.webFieldsSignerZhCN, true, false);
  });
  return loading;
}
