import { describe, expect, it } from 'vitest';
import {
  makeCjkText,
  makeEncryptedPdf,
  makeImage,
  makePdf,
} from '../apps/server/test/helpers/sample-files.js';
import { createAccount, signInContext } from './helpers/accounts.js';
import { screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';

describe('documents: upload, unlock and view in Chromium', () => {
  const env = useServerAndBrowser();

  it('uploads several files with progress, unlocks a password-protected one and renders its pages', async () => {
    const { token } = await createAccount(env.server.url);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, token);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/documents`);
    await page.getByRole('button', { name: 'Choose files' }).waitFor();
    // Then a slow uplink, so progress is visible as a person on a phone network would see it. Only
    // for the upload: two fresh-clone runs saw the page itself never arrive under the throttle.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });

    const files = [
      { name: 'Contract.PDF', mimeType: 'application/pdf', buffer: await makePdf(3) },
      { name: 'scan.webp', mimeType: 'image/webp', buffer: await makeImage('webp', 1600, 1200) },
      { name: '说明.txt', mimeType: 'text/plain', buffer: makeCjkText() },
      { name: 'locked.pdf', mimeType: 'application/pdf', buffer: await makeEncryptedPdf('s3cret', 2) },
      { name: 'big-photo.png', mimeType: 'image/png', buffer: await makeImage('png', 2400, 1800) },
    ];
    // The button inside the drop zone opens the picker (a click, as a person makes it).
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose files' }).click()]);
    await chooser.setFiles(files);

    await page.getByRole('progressbar', { name: /Upload progress for/ }).first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'documents/uploading');

    const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    await row('Contract.PDF').getByText('3 pages').waitFor({ timeout: 30_000 });
    await row('scan.webp').getByText('1 page').waitFor({ timeout: 30_000 });
    await row('说明.txt').getByText(/\d+ pages?/).waitFor({ timeout: 30_000 });

    const password = page.getByLabel('Password for locked.pdf');
    await password.waitFor({ timeout: 30_000 });
    await password.fill('wrong');
    await row('locked.pdf').getByRole('button', { name: 'Unlock' }).click();
    await row('locked.pdf').getByText('The password is wrong. Try again.').waitFor();
    await screenshot(page, 'documents/password');
    await password.fill('s3cret');
    await row('locked.pdf').getByRole('button', { name: 'Unlock' }).click();
    await row('locked.pdf').getByText('2 pages').waitFor({ timeout: 30_000 });
    await row('big-photo.png').getByText('1 page').waitFor({ timeout: 30_000 });
    await screenshot(page, 'documents/uploaded');

    // The viewer renders the unlocked document's pages, with thumbnails.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto(`${env.server.url}/documents`);
    const listed = page.getByRole('listitem').filter({ hasText: 'locked' }).first();
    await listed.getByRole('button', { name: /View/ }).click();
    await page.getByRole('img', { name: 'Page 1' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByRole('img', { name: 'Page 2' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'documents/viewer');

    // Step 1 of a new agreement reuses a document from the drive.
    await page.goto(`${env.server.url}/flow/create/step1`);
    await page.getByRole('button', { name: 'Choose from your documents' }).click();
    const picker = page.getByRole('dialog', { name: 'Your documents' });
    await picker.getByRole('checkbox', { name: 'Contract' }).check();
    await picker.getByRole('button', { name: 'Add selected (1)' }).click();
    await page.getByRole('button', { name: 'Remove Contract' }).waitFor();
    await picker.waitFor({ state: 'hidden' });
    await screenshot(page, 'documents/step1-reuse');

    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
