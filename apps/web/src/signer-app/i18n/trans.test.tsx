import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from './i18n';
import { Trans } from './react-i18next';

describe('Trans on the signer’s pages', () => {
  // Importing i18n starts loading the page words: let that finish inside the file, not after it.
  beforeAll(() => i18nReady);
  it('puts a message’s tagged words inside the given components', () => {
    i18n.addResourceBundle(i18n.language, 'web', { test: { consent: 'I agree, as set out in the <1>disclosure</1>.' } });
    const html = renderToStaticMarkup(<Trans i18nKey="test.consent" components={{ 1: <a href="/page/e-sign-disclosure" /> }} />);
    expect(html).toBe('I agree, as set out in the <a href="/page/e-sign-disclosure">disclosure</a>.');
  });
});
