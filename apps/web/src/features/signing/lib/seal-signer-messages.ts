import { i18n } from '../../../lib/i18n/i18n';
import { webSealsSignerEnUS } from '../../../lib/i18n/locales/en-US/seals-signer';
import { webSealsSignerZhCN } from '../../../lib/i18n/locales/zh-CN/seals-signer';

// The seal panel's words (both languages) come with its chunk: only company parties load them.
i18n.addResourceBundle('en-US', 'web', webSealsSignerEnUS, true, false);
i18n.addResourceBundle('zh-CN', 'web', webSealsSignerZhCN, true, false);
