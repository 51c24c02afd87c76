import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { createAccount } from './helpers/accounts.js';
import { callApi, createReadyDraft, sendDraft } from './helpers/agreements.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { serveHostApp } from './embed-react-host/serve-host-app.js';
import { clientForKey } from './sdk-journeys/journey.js';

describe('@signet/embed-react in Chromium, on a site of another origin', () => {
  const env = useServerAndBrowser();
  let site: Awaited<ReturnType<typeof serveHostApp>>;
  beforeAll(async () => {
    site = await serveHostApp();
  });
  afterAll(() => site.close());

  it('frames the signing URL got with an API key, the signer signs inside, and the host hears onLoaded then onSigned', async () => {
    const sender = await createAccount(env.server.url, 'Omar Haddad');
    // The site is registered (a person's setting), the URL comes from the integrator's server with a key.
    expect((await callApi(env.server.url, sender.token, contract.setEmbedOrigins, { body: { origins: [site.origin] } })).code).toBe(200);
    const client = await clientForKey(env.server, sender.token, { scope: 'write' });
    const draft = await createReadyDraft(env.server.url, sender.token, [{ name: 'Ann Lee', email: `ann-${Date.now()}@example.com` }], 'Offer');
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const recipientId = draft.recipients[0]!.id;
    const { url } = await client.agreements.embeddedSigningUrl(draft.id, recipientId);

    const page = await env.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const problems = watchProblems(page);
    await page.goto(`${site.origin}/?url=${encodeURIComponent(url)}`);
    const iframe = page.getByTitle('Sign the offer');
    expect(await iframe.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await page.locator('#events li[data-callback="onLoaded"]').waitFor();

    const frame = page.frameLocator('iframe[title="Sign the offer"]');
    await frame.getByTestId('consent-bar').getByRole('checkbox').click();
    await frame.getByTestId('consent-bar').waitFor({ state: 'detached' });
    // Start leads to the signature field; Enter opens it, and the typed name is adopted.
    await frame.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('Enter');
    const dialog = frame.getByRole('dialog', { name: 'Create your signature' });
    await dialog.getByRole('button', { name: 'Adopt and sign' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Finish from the keyboard: a mouse click at computed coordinates in the out-of-process frame is not reliable in headless Chromium.
    const finish = frame.getByRole('button', { name: 'Finish' });
    await finish.focus();
    await finish.press('Enter');
    await page.locator('#events li[data-callback="onSigned"]').waitFor();
    await frame.getByRole('heading', { name: 'Thank you' }).waitFor();
    await screenshot(page, 'embed/react-host-signed-1280');

    const heard = await page.locator('#events li').evaluateAll((items) => items.map((item) => ({ callback: item.getAttribute('data-callback'), event: JSON.parse(item.textContent ?? '') as unknown })));
    expect(heard).toEqual([
      { callback: 'onLoaded', event: { type: 'loaded', recipientId: String(recipientId) } },
      { callback: 'onSigned', event: { type: 'signed', recipientId: String(recipientId) } },
    ]);
    expect((await client.agreements.get(draft.id)).recipients[0]?.status).toBe('signed');
    expect(problems.consoleErrors).toEqual([]);
    await page.close();
  });
});
