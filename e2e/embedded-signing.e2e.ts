import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { createAccount, signInContext } from './helpers/accounts.js';
import { callApi, createReadyDraft, getAgreement, sendDraft } from './helpers/agreements.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

const EXAMPLE = new URL('../docs/embed-example.html', import.meta.url);

/** Serves docs/embed-example.html from another origin (localhost, not Signet's 127.0.0.1), as a customer's site would. */
async function serveExample(): Promise<{ origin: string; close: () => Promise<void> }> {
  const html = await readFile(EXAMPLE);
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('embedded signing in Chromium', () => {
  const env = useServerAndBrowser();
  let site: Awaited<ReturnType<typeof serveExample>>;
  beforeAll(async () => {
    site = await serveExample();
  });
  afterAll(() => site.close());

  it('loads the example page from another origin, signs inside the frame, and the page hears loaded and signed', async () => {
    const sender = await createAccount(env.server.url, 'Omar Haddad');
    const signer = { name: 'Ann Lee', email: `ann-${Date.now()}@example.com` };
    const draft = await createReadyDraft(env.server.url, sender.token, [signer], 'Lease');
    expect((await sendDraft(env.server.url, sender.token, draft)).code).toBe(200);
    const recipientId = draft.recipients[0]?.id ?? 0n;

    // Without the site registered, the browser refuses to frame the signing page.
    const url = async () => (await callApi(env.server.url, sender.token, contract.createEmbeddedSigningUrl, { params: { flowId: draft.id, recipientId } })).data.url;
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const problems = watchProblems(page);
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await page.goto(`${site.origin}/?url=${encodeURIComponent(await url())}`);
    await refused;

    // The sender registers the site in the account centre.
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const account = await context.newPage();
    await account.goto(`${env.server.url}/account`);
    const section = account.getByRole('region', { name: 'Embedded signing' });
    const sites = section.getByLabel('Allowed sites');
    await sites.fill(site.origin);
    await sites.press('Enter');
    await section.getByRole('button', { name: 'Save sites' }).click();
    await account.getByText('Sites saved').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(account, 'embed/account-sites-1440');
    expect((await callApi(env.server.url, sender.token, contract.getEmbedOrigins)).data.origins).toEqual([site.origin]);

    // Now the frame opens, and the example page hears it.
    await page.goto(`${site.origin}/?url=${encodeURIComponent(await url())}`);
    const frame = page.frameLocator('iframe#signet');
    await page.locator('#events li[data-type="loaded"]').waitFor();
    await frame.getByTestId('consent-bar').getByRole('checkbox').click();
    await frame.getByTestId('consent-bar').waitFor({ state: 'detached' });
    // Start leads to the signature field; Enter opens it, and the typed name is adopted.
    await frame.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('Enter');
    const dialog = frame.getByRole('dialog', { name: 'Create your signature' });
    await dialog.getByRole('button', { name: 'Adopt and sign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'embed/example-before-finish-1280');
    // Finish from the keyboard: a mouse click at computed coordinates in the out-of-process frame is not reliable in headless Chromium.
    const finish = frame.getByRole('button', { name: 'Finish' });
    await finish.focus();
    await finish.press('Enter');
    await page.locator('#events li[data-type="signed"]').waitFor();
    await page.getByText('Signed. Thank you!').waitFor();
    // Inside the customer's page Signet shows the result, not an advert for itself.
    await frame.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(await frame.getByText('Send your own documents for signature').count()).toBe(0);
    await screenshot(page, 'embed/example-signed-1280');

    const events = await page.locator('#events li').allInnerTexts();
    expect(events.map((line) => JSON.parse(line) as { type: string; recipientId: string })).toEqual([
      { source: 'signet', type: 'loaded', recipientId: String(recipientId) },
      { source: 'signet', type: 'signed', recipientId: String(recipientId) },
    ]);
    const signed = await getAgreement(env.server.url, sender.token, draft.id);
    expect(signed.recipients[0]?.status).toBe('signed');

    // An agreement voided after its URL was made: the frame lands on the error page, and the parent hears why.
    const other = await createReadyDraft(env.server.url, sender.token, [{ name: 'Bo Chen', email: `bo-${Date.now()}@example.com` }], 'Offer');
    expect((await sendDraft(env.server.url, sender.token, other)).code).toBe(200);
    const otherUrl = (await callApi(env.server.url, sender.token, contract.createEmbeddedSigningUrl, { params: { flowId: other.id, recipientId: other.recipients[0]?.id ?? 0n } })).data.url;
    expect((await callApi(env.server.url, sender.token, contract.voidAgreement, { params: { flowId: other.id }, body: { reason: 'Replaced' } })).code).toBe(200);
    await page.goto(`${site.origin}/?url=${encodeURIComponent(otherUrl)}`);
    await page.locator('#events li[data-type="error"]').waitFor();
    expect(JSON.parse(await page.locator('#events li[data-type="error"]').innerText())).toMatchObject({ type: 'error', code: 7408 });
    await page.getByText('The signing page could not go on (error code 7408).').waitFor();
    await screenshot(page, 'embed/example-error-1280');
    expect(problems.consoleErrors.filter((line) => !line.includes('frame-ancestors'))).toEqual([]);
    await context.close();
    await page.close();
  });
});
