import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as contract from '@signet/contracts';
import { makePdf } from '../apps/server/test/helpers/sample-files.js';
import { chooseLanguage, createAccount, signInContext } from './helpers/accounts.js';
import { callApi, getAgreement, signingLinkIn } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { fitsWidth, screenshot, watchProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { signThroughApi } from './helpers/signing.js';

/** Picks a choice of a Mantine select by the select's accessible name. */
async function choose(page: Page, select: string, option: string) {
  await page.getByLabel(select, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rowName = (page: Page, index: number) => page.locator(`[data-recipient-row="${index}"]`).getByLabel('Name').inputValue();

describe('routing an agreement in steps (issue 33)', () => {
  const env = useServerAndBrowser();

  it('puts an approver first, an any-one-of pair second, two signers third and a copy aside; says the route in words and shows who was released', async () => {
    const sender = await createAccount(env.server.url, 'Dana Park');
    const stamp = Date.now();
    const email = (name: string) => `${name.toLowerCase()}-${stamp}@example.com`;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, sender.token);
    const page = await context.newPage();
    const problems = watchProblems(page);

    await page.goto(`${env.server.url}/flow/create/step1`);
    await page.getByRole('heading', { name: 'Add documents' }).waitFor();
    await page.locator('input[type=file]').first().setInputFiles([{ name: 'Supply.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) }]);
    await page.getByText('Supply', { exact: true }).first().waitFor({ timeout: 30_000 });
    const people = ['Mia', 'Ann', 'Ben', 'Cy', 'Di', 'Finance'];
    for (const [index, name] of people.entries()) {
      // The free plan allows five signers: Mia approves before the sixth row comes.
      if (index === 5) await choose(page, 'Role of Mia', 'Needs to approve');
      if (index > 0) await page.getByRole('button', { name: 'Add recipient' }).click();
      const row = page.locator(`[data-recipient-row="${index}"]`);
      await row.getByLabel('Name').fill(name);
      await row.getByLabel('E-mail').fill(email(name));
    }
    await choose(page, 'Role of Finance', 'Receives a copy');
    await page.getByLabel('Also send the invitation when it is sent').check();
    // A filler with nobody after them is told so at their row, before any save.
    await choose(page, 'Role of Di', 'Fills in for others');
    await page.locator('[data-recipient-row="4"]').getByText('Someone who fills in for others must come before the people they fill in for').waitFor();
    await choose(page, 'Role of Di', 'Needs to sign');

    // The switch gives each one a step; Ben joins Ann and Di joins Cy; step 2 needs any one of them.
    await page.getByRole('switch', { name: 'Set signing order' }).check({ force: true });
    await choose(page, 'Step of Ben', 'Step 2');
    await choose(page, 'Step of Di', 'Step 3');
    await page.getByRole('radiogroup', { name: 'Who must act in step 2' }).getByText('Any one of them').click();
    await page.getByText('The first to act completes the step; nothing more is asked of the others.').waitFor();
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map((index) => rowName(page, index)))).toEqual(people);

    // Removing Mia closes the gap: the pair is step 1 now.
    await page.getByRole('button', { name: 'Remove Mia' }).click();
    await page.getByRole('radiogroup', { name: 'Who must act in step 1' }).waitFor();
    // Added again, she comes last of those who act (a step of her own, before the copy); dragged
    // to the top with the keyboard, her step goes first and the others move up one.
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await page.locator('[data-recipient-row="4"]').getByLabel('Name').fill('Mia');
    await page.locator('[data-recipient-row="4"]').getByLabel('E-mail').fill(email('Mia'));
    await choose(page, 'Role of Mia', 'Needs to approve');
    const heard = (text: string) => expect.poll(async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' / ')).toContain(text);
    await page.getByRole('button', { name: 'Drag to reorder Mia' }).focus();
    await page.keyboard.press('Space');
    await heard('Picked up Mia. It is at position 5 of 6.');
    for (const position of [4, 3, 2, 1]) {
      await page.keyboard.press('ArrowUp');
      await heard(`Mia moved to position ${position} of 6.`);
    }
    await page.keyboard.press('Space');
    await heard('Mia dropped at position 1 of 6.');
    await page.getByRole('radiogroup', { name: 'Who must act in step 2' }).waitFor();
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map((index) => rowName(page, index)))).toEqual(people);
    expect(await axeViolations(page, 'route editor')).toEqual([]);
    await screenshot(page, 'routes/step1-1440');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/flow\/create\/step2\/\d+$/, { timeout: 20_000 });
    const flowId = /step2\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const draft = await getAgreement(env.server.url, sender.token, flowId);
    expect(draft.recipients.map((recipient) => [recipient.name, recipient.role, recipient.step, recipient.group, recipient.copyAtSend])).toEqual([
      ['Mia', 'approver', 1, 'all', false],
      ['Ann', 'signer', 2, 'any', false],
      ['Ben', 'signer', 2, 'any', false],
      ['Cy', 'signer', 3, 'all', false],
      ['Di', 'signer', 3, 'all', false],
      ['Finance', 'copy', null, 'all', true],
    ]);
    // Fields go to those who hold them: the approver may have some, the copy none.
    const owners = page.getByRole('radiogroup', { name: 'Signer whose fields you place' });
    await expect.poll(() => owners.innerText()).toContain('Mia');
    expect(await owners.innerText()).not.toContain('Finance');
    const documentId = draft.documents[0]?.id ?? 0n;
    const signers = draft.recipients.filter((recipient) => recipient.role === 'signer');
    const saved = await callApi(env.server.url, sender.token, contract.saveAgreementFields, {
      params: { flowId },
      body: {
        revision: draft.revision,
        fields: signers.map((recipient, index) => ({ recipientId: recipient.id, documentId, page: 1, type: 'signature' as const, x: 0.1, y: 0.1 + index * 0.1, width: 0.2, height: 0.05 })),
        draftStep: 3,
      },
    });
    expect(saved.code).toBe(200);

    // The review says the route in words, in both languages.
    await page.goto(`${env.server.url}/flow/create/step3/${flowId}`);
    const route = page.getByTestId('review-route');
    await route.waitFor();
    expect(await route.locator('p').allTextContents()).toEqual([
      '1. Mia approves.',
      '2. Ann and Ben sign, any one of them.',
      '3. Cy and Di sign.',
      `Copies: ${email('Finance')} (also when it is sent).`,
    ]);
    await screenshot(page, 'routes/step3-1440');
    const zh = await env.browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    await signInContext(zh, sender.token);
    await chooseLanguage(zh, 'zh-CN');
    const zhPage = await zh.newPage();
    await zhPage.goto(`${env.server.url}/flow/create/step3/${flowId}`);
    await zhPage.getByTestId('review-route').waitFor();
    expect((await zhPage.getByTestId('review-route').locator('p').allTextContents()).join('')).toBe(
      `1. Mia 审批。2. Ann、Ben 任一人签署。3. Cy、Di 签署。抄送：${email('Finance')}（发送时也通知）。`,
    );
    expect(await fitsWidth(zhPage)).toBe(true);
    await screenshot(zhPage, 'routes/step3-zh-360');

    // Sent: Mia approves, then Ann signs, so Ben is not needed any more.
    const sentAt = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL(new RegExp(`/agreement/${flowId}$`), { timeout: 20_000 });
    await signThroughApi(env.server.url, signingLinkIn((await waitForMail(env.server.url, email('Mia'), { after: sentAt })).text));
    await signThroughApi(env.server.url, signingLinkIn((await waitForMail(env.server.url, email('Ann'), { after: sentAt })).text));
    await page.reload();
    await page.getByRole('heading', { name: 'Step 2 · any one of them' }).waitFor();
    await page.getByText(/^Approved /).waitFor();
    await page.getByText('Not needed: another member of the group signed', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Copies and viewers' }).waitFor();
    expect(await axeViolations(page, 'progress')).toEqual([]);
    await screenshot(page, 'routes/progress-1440');
    await zhPage.goto(`${env.server.url}/agreement/${flowId}`);
    await zhPage.getByText('无需签署：同组其他成员已签署', { exact: true }).waitFor();
    expect(await fitsWidth(zhPage)).toBe(true);

    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await zh.close();
    await context.close();
  });
});
