import { i18n } from './i18n';
import { webTwoFactorEnUS } from './locales/en-US/two-factor';
import { webTwoFactorZhCN } from './locales/zh-CN/two-factor';

// Two-factor words (both languages) join the `web` namespace when a chunk that shows them loads
// (the sign-in dialog, the account's security section, the re-check dialog, the company's
// requirement), so the pages that never show them (the signer's above all) do not download them.
i18n.addResourceBundle('en-US', 'web', webTwoFactorEnUS, true, false);
i18n.addResourceBundle('zh-CN', 'web', webTwoFactorZhCN, true, false);
