import { i18n } from '../../../lib/i18n/i18n';
import { webFieldsSignerEnUS } from '../../../lib/i18n/locales/en-US/fields-signer';
import { webFieldsSignerZhCN } from '../../../lib/i18n/locales/zh-CN/fields-signer';

// The words of issue 36's field types (both languages) come with their chunk: most agreements never load them.
i18n.addResourceBundle('en-US', 'web', webFieldsSignerEnUS, true, false);
i18n.addResourceBundle('zh-CN', 'web', webFieldsSignerZhCN, true, false);
