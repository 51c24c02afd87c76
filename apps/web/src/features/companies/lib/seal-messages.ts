import { i18n } from '../../../lib/i18n/i18n';
import { webSealsAdminEnUS } from '../../../lib/i18n/locales/en-US/seals-admin';
import { webSealsAdminZhCN } from '../../../lib/i18n/locales/zh-CN/seals-admin';

// The Seals tab's words (both languages) join the `web` namespace when this chunk loads, so the
// pages that never show the tab (the signer's above all) do not download them.
i18n.addResourceBundle('en-US', 'web', webSealsAdminEnUS, true, false);
i18n.addResourceBundle('zh-CN', 'web', webSealsAdminZhCN, true, false);
