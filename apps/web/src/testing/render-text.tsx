import { MantineProvider } from '@mantine/core';
import { sharedMessages, type Locale } from '@signet/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';
import { webEnUS } from '../lib/i18n/locales/en-US';
import { webZhCN } from '../lib/i18n/locales/zh-CN';
import { webFieldsSignerEnUS } from '../lib/i18n/locales/en-US/fields-signer';
import { webFieldsSignerZhCN } from '../lib/i18n/locales/zh-CN/fields-signer';
import { webSealsAdminEnUS } from '../lib/i18n/locales/en-US/seals-admin';
import { webSealsSignerEnUS } from '../lib/i18n/locales/en-US/seals-signer';
import { webSealsAdminZhCN } from '../lib/i18n/locales/zh-CN/seals-admin';
import { webSealsSignerZhCN } from '../lib/i18n/locales/zh-CN/seals-signer';
import { webSignerCodeEnUS } from '../lib/i18n/locales/en-US/signer-code';
import { webSignerCodeZhCN } from '../lib/i18n/locales/zh-CN/signer-code';
import { webTwoFactorEnUS } from '../lib/i18n/locales/en-US/two-factor';
import { webTwoFactorZhCN } from '../lib/i18n/locales/zh-CN/two-factor';

const languages = i18next.createInstance();
void languages.use(initReactI18next).init({
  resources: {
    'en-US': { web: webEnUS, common: sharedMessages['en-US'] },
    'zh-CN': { web: webZhCN, common: sharedMessages['zh-CN'] },
  },
  lng: 'en-US',
  ns: ['web', 'common'],
  defaultNS: 'web',
  initAsync: false,
  interpolation: { escapeValue: false },
});
// Words that the app adds with the chunks that show them (the Seals tab, the signer's seal panel, the signer's code page, two-factor sign-in).
for (const [language, bundles] of [
  ['en-US', [webFieldsSignerEnUS, webSealsAdminEnUS, webSealsSignerEnUS, webSignerCodeEnUS, webTwoFactorEnUS]],
  ['zh-CN', [webFieldsSignerZhCN, webSealsAdminZhCN, webSealsSignerZhCN, webSignerCodeZhCN, webTwoFactorZhCN]],
] as const) {
  for (const bundle of bundles) languages.addResourceBundle(language, 'web', bundle, true, false);
}

/** What a page shows as text: no styles, no tags, entities read, spaces as a reader meets them. */
function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Renders a component as the server would (no effects run) in a language, with the
 * app's theme, a query cache the test fills, and a router at `path`. `text` is what the
 * page says; `html` carries the names and roles a screen reader reads.
 */
type RenderOptions = { language?: Locale; client?: QueryClient; path?: string };

function withProviders(element: ReactElement, { language = 'en-US', client = new QueryClient(), path = '/' }: RenderOptions): ReactElement {
  return (
    <I18nextProvider i18n={languages.cloneInstance({ lng: language })}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function renderText(element: ReactElement, options: RenderOptions = {}) {
  const html = renderToStaticMarkup(withProviders(element, options));
  return { html, text: visibleText(html) };
}

/** renderText for a page with lazily loaded parts: waits until every one has loaded and rendered. */
export async function renderSettled(element: ReactElement, options: RenderOptions = {}) {
  const { prelude } = await prerender(withProviders(element, options));
  const html = await new Response(prelude).text();
  return { html, text: visibleText(html.replace(/<template[\s\S]*?<\/template>|<!--[\s\S]*?-->/g, ' ')) };
}
