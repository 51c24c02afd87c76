import { i18n } from '../../../lib/i18n/i18n';
import { webLegalEnUS } from '../../../lib/i18n/locales/en-US/legal';
import { webLegalZhCN } from '../../../lib/i18n/locales/zh-CN/legal';

// The legal pages' words (both languages, about 30 KB before compression) join the `web`
// namespace when this chunk loads, so no other page downloads them.
i18n.addResourceBundle('en-US', 'web', webLegalEnUS, true, false);
i18n.addResourceBundle('zh-CN', 'web', webLegalZhCN, true, false);
