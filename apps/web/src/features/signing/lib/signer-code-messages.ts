import { i18n } from '../../../lib/i18n/i18n';
import { webSignerCodeEnUS } from '../../../lib/i18n/locales/en-US/signer-code';
import { webSignerCodeZhCN } from '../../../lib/i18n/locales/zh-CN/signer-code';

// The code and access code pages' words (both languages) come with their chunk: only a signer asked to prove who they are loads them.
i18n.addResourceBundle('en-US', 'web', webSignerCodeEnUS, true, false);
i18n.addResourceBundle('zh-CN', 'web', webSignerCodeZhCN, true, false);
