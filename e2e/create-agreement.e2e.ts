import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseJson } from '@signet/contracts';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { createAccount, signInContext } from './helpers/accounts.js';
import { dragTo, dropField, fitsWidth, screenshot, switchOn, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { listMailSubjects, waitForMail } from './helpers/outbox.js';

/** A touch drag as a finger makes it: press, hold past the list's delay, slide in steps, lift (Chrome DevTools touch events). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  await touch('touchStart', from);
  await page.waitForTimeout(300);
  for (let step = 1; step <= 12; step += 1) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * step) / 12, y: from.y + ((to.y - from.y) * step) / 12 });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(150);
  await touch('touchEnd');
  await cdp.detach();
}

async function fillRecipient(page: Page, index: number, recipient: { name: string; email: string; role?: 'Needs to view' }) {
  const row = page.locator(`[data-recipient-row="${index}"]`);
  await row.getByLabel('Name').fill(recipient.name);
  await row.getByLabel('E-mail').fill(recipient.email);
  if (recipient.role) {
    await row.getByLabel(/^Role of/).click();
    await page.getByRole('option', { name: recipient.role, exact: true }).click();
  }
}

async function getAgreement(baseUrl: string, token: string, flowId: string) {
  const res = await fetch(`${baseUrl}/v1/sign/flows/${flowId}`, { headers: { 'x-token': token } });
  const body = parseJson(await res.text()) as {
    code: number;
    data: {
      status: string;
      signingOrder: boolean;
      documents: { id: bigint; name: string }[];
      recipients: { id: bigint; name: string; role: string; order: number }[];
      fields: { recipientId: bigint; documentId: bigint; page: number; type: string }[];
    };
  };
  expect(body.code).toBe(200);
  return body.data;
}


describe('creating an agreement in Chromium', () => {
  const env = useServerAndBrowser();

  it('creates an agreement with two PDFs and three recipients, places fields on page 2, keeps the draft over a reload and sends it', async () => {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const stamp = Date.now();
    const alice = { name: 'Alice Chen', email: `alice-${stamp}@example.com` };
    const bob = { name: 'Bob Li', email: `bob-${stamp}@example.com` };
    const carol = { name: 'Carol Wu', email: `carol-${stamp}@example.com`, role: 'Needs to view' as const };
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    // Step 1: two PDFs, a name, three recipients, signing order on.
    await page.goto(`${env.server.url}/flow/create/step1`);
    await page.getByRole('heading', { name: 'Add documents' }).waitFor();
    await page.locator('input[type=file]').first().setInputFiles([
      { name: 'Terms.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) },
      { name: 'Schedule.pdf', mimeType: 'application/pdf', buffer: await makePdf(3) },
    ]);
    await page.getByText('Schedule', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByText('Terms', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByLabel('Agreement name').fill('Supplier agreement');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please insert signers info').first().waitFor();

    await fillRecipient(page, 0, alice);
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await fillRecipient(page, 1, bob);
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await fillRecipient(page, 2, carol);
    await switchOn(page.getByRole('switch', { name: 'Set signing order' }));
    await page.getByRole('textbox', { name: 'Subject' }).fill('Please sign the supplier agreement');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hi both, the schedule is on page 2.');

    // Drag Bob above Alice: Bob signs first. (The switch scrolled the rows up, out of sight.)
    await page.locator('[data-recipient-row="0"]').scrollIntoViewIfNeeded();
    const aliceRow = await page.locator('[data-recipient-row="0"]').boundingBox();
    if (!aliceRow) throw new Error('no row');
    await dragTo(page, page.getByRole('button', { name: 'Drag to reorder Bob Li' }), { x: aliceRow.x + 20, y: aliceRow.y + 5 });
    await expect.poll(() => page.locator('[data-recipient-row="0"]').getByLabel('Name').inputValue()).toBe('Bob Li');
    await expect.poll(() => page.locator('[data-recipient-row="1"]').getByLabel('Name').inputValue()).toBe('Alice Chen');
    // The same list works from the keyboard: pick Alice up, move her up one place, drop; then back.
    // Each key waits for what a screen reader says after it, as a person listening would.
    // (Carol, a viewer, stays after those who sign: she holds nobody up.)
    const rowName = (index: number) => page.locator(`[data-recipient-row="${index}"]`).getByLabel('Name').inputValue();
    const aliceHandle = page.getByRole('button', { name: 'Drag to reorder Alice Chen' });
    // (The documents list above has a live region of its own.)
    const heard = (text: string) => expect.poll(async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' / ')).toContain(text);
    for (const [key, expected, position] of [['ArrowUp', 'Alice Chen', 1], ['ArrowDown', 'Bob Li', 2]] as const) {
      await aliceHandle.focus();
      await page.keyboard.press('Space');
      await heard(`Picked up Alice Chen. It is at position ${3 - position} of 3.`);
      await page.keyboard.press(key);
      await heard(`Alice Chen moved to position ${position} of 3.`);
      await page.keyboard.press('Space');
      await heard(`Alice Chen dropped at position ${position} of 3.`);
      await expect.poll(() => rowName(0)).toBe(expected);
    }
    await expect.poll(() => rowName(2)).toBe('Carol Wu');
    await screenshot(page, 'create/step1-1440');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step2\/\d+$/, { timeout: 15_000 });
    const flowId = /step2\/(\d+)$/.exec(page.url())?.[1] ?? '';

    // Step 2: the second document, page 2, a signature for each signer, dragged from the palette.
    await page.getByLabel('Document to place fields on').click();
    await page.getByRole('option', { name: /Schedule/ }).click();
    const page2 = page.getByRole('group', { name: 'Page 2', exact: true });
    await page2.scrollIntoViewIfNeeded();
    await page2.locator('canvas').first().waitFor({ timeout: 15_000 });

    await page.getByRole('radiogroup', { name: 'Signer whose fields you place' }).getByText('Bob Li').click();
    await dropField(page, page.getByRole('button', { name: 'Add Signature field' }), page2, { x: 0.3, y: 0.3 }, 'Signature field for Bob Li, page 2');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please set the signature position for the signer 2').first().waitFor();

    await page.getByRole('radiogroup', { name: 'Signer whose fields you place' }).getByText('Alice Chen').click();
    await dropField(page, page.getByRole('button', { name: 'Add Signature field' }), page2, { x: 0.6, y: 0.7 }, 'Signature field for Alice Chen, page 2');
    await dropField(page, page.getByRole('button', { name: 'Add Date signed field' }), page2, { x: 0.6, y: 0.8 }, 'Date signed field for Alice Chen, page 2');
    const dateField = page.getByLabel('Date signed field for Alice Chen, page 2');
    // Nudged with the keyboard, then placed by typing its position in points.
    const x = page.getByRole('textbox', { name: 'X', exact: true });
    const before = Number(await x.inputValue());
    await dateField.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(before);
    await x.fill('300');
    await x.press('Tab');
    await screenshot(page, 'create/step2-1440');

    await page.getByRole('button', { name: 'Save to draft' }).click();
    await page.getByText('Save to draft successfully').waitFor();

    // The draft comes back exactly: fields on page 2 of the second file, recipients in the dragged order.
    await page.reload();
    await page.getByLabel('Document to place fields on').click();
    await page.getByRole('option', { name: /Schedule/ }).click();
    await page.getByLabel('Signature field for Bob Li, page 2').waitFor({ timeout: 15_000 });
    await page.getByLabel('Signature field for Alice Chen, page 2').waitFor();
    const saved = await getAgreement(env.server.url, sender.token, flowId);
    expect(saved.status).toBe('draft');
    expect(saved.signingOrder).toBe(true);
    // Uploads run in parallel, so the list is in the order they finished (then as the sender drags it).
    expect(saved.documents.map((d) => d.name).sort()).toEqual(['Schedule', 'Terms']);
    const schedule = saved.documents.find((d) => d.name === 'Schedule');
    expect(saved.recipients.map((r) => [r.name, r.role, r.order])).toEqual([
      ['Bob Li', 'signer', 1],
      ['Alice Chen', 'signer', 2],
      ['Carol Wu', 'viewer', 3],
    ]);
    expect(saved.fields).toHaveLength(3);
    const date = saved.fields.find((field) => field.type === 'date_signed') as unknown as { x: number } | undefined;
    expect(date?.x).toBeCloseTo(300 / 595, 2);
    for (const field of saved.fields) {
      expect(field.documentId).toBe(schedule?.id);
      expect(field.page).toBe(2);
    }

    // Step 3: review, send, and the first signer's invitation arrives through the job queue.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step3\/\d+$/);
    await page.getByText('Ready to send').waitFor();
    await screenshot(page, 'create/step3-1440');
    const sentAt = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Send success').waitFor();
    await page.waitForURL(new RegExp(`/agreement/${flowId}$`));

    const invitation = await waitForMail(env.server.url, bob.email, { after: sentAt });
    expect(invitation.subject).toBe('Please sign the supplier agreement');
    expect(invitation.text).toContain('Dana Park');
    expect(invitation.text).toMatch(new RegExp(`/sign/start/${saved.recipients[0]?.id}/noticeView/\\d+\\?t=[\\w-]{40,}`));
    await waitForMail(env.server.url, carol.email, { after: sentAt });
    expect(await listMailSubjects(env.server.url, alice.email)).toEqual([]);
    expect((await getAgreement(env.server.url, sender.token, flowId)).status).toBe('waiting');

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it('step 1 works on a 390 px phone: rows stack and reorder by touch, nothing overflows, Continue goes on', async () => {
    const sender = await createAccount(env.server.url, 'Mei Lin');
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${env.server.url}/flow/create/step1`);
    await page.getByRole('heading', { name: 'Add documents' }).waitFor();
    await page.locator('input[type=file]').first().setInputFiles([{ name: 'Lease.pdf', mimeType: 'application/pdf', buffer: await makePdf(2) }]);
    await page.getByText('Lease', { exact: true }).first().waitFor({ timeout: 30_000 });
    await fillRecipient(page, 0, { name: 'Yu Tang', email: `yu-${Date.now()}@example.com` });
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await fillRecipient(page, 1, { name: 'Bo Chen', email: `bo-${Date.now()}@example.com` });
    // A finger presses and holds Bo's handle, then slides up over Yu's row.
    const handle = await page.getByRole('button', { name: 'Drag to reorder Bo Chen' }).boundingBox();
    const firstRow = await page.locator('[data-recipient-row="0"]').boundingBox();
    if (!handle || !firstRow) throw new Error('rows not shown');
    await touchDrag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, { x: handle.x + handle.width / 2, y: firstRow.y + 4 });
    await expect.poll(() => page.locator('[data-recipient-row="0"]').getByLabel('Name').inputValue()).toBe('Bo Chen');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'create/step1-390');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step2\/\d+$/, { timeout: 15_000 });
    await page.getByRole('group', { name: 'Page 1', exact: true }).locator('canvas').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Add Signature field' }).click();
    await page.getByLabel('Signature field for Bo Chen, page 1').waitFor();
    await screenshot(page, 'create/step2-390');
    expect(await fitsWidth(page)).toBe(true);

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });
});
