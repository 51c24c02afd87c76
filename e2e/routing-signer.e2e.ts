import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chooseLanguage, createAccount } from './helpers/accounts.js';
import { sendDraft, signingLinkIn } from './helpers/agreements.js';
import { axeViolations } from './helpers/axe.js';
import { screenshot, watchProblems, type PageProblems } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { waitForMail } from './helpers/outbox.js';
import { createRoutedDraft } from './helpers/routed-agreements.js';
import { agreeToSign, signThroughApi } from './helpers/signing.js';

const PHONE = { viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** Opens an e-mailed link in a fresh context, in a language, and waits until the link's secret has left the address. */
async function openLink(browser: Browser, link: string, options: { language?: string; phone?: boolean } = {}): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ ...(options.phone ? PHONE : DESKTOP), locale: options.language ?? 'en-US' });
  if (options.language) await chooseLanguage(context, options.language);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(link);
  await page.waitForURL((url) => !url.search.includes('t='));
  return { page, problems };
}

describe('a routed agreement, from the recipients’ side (issue 33)', () => {
  const env = useServerAndBrowser();

  it('a filler fills in for later signers, an approver approves, one of an any-one-of pair signs and the other is released', async () => {
    const url = env.server.url;
    const sender = await createAccount(url, 'Dana Park');
    const stamp = Date.now();
    const person = (name: string) => ({ name, email: `${name.split(' ')[0]!.toLowerCase()}-${stamp}@example.com` });
    const fay = person('Fay Lin');
    const mia = person('Mia Chen');
    const ann = person('Ann Lee');
    const ben = person('Ben Wu');
    const carl = person('Carl Diaz');
    // Someone after the pair keeps the agreement open once one of them signed, so the other is told of the group, not of a completed agreement.
    const omar = person('Omar Haddad');
    const draft = await createRoutedDraft(
      url,
      sender.token,
      [
        { ...fay, role: 'filler', step: 1 },
        { ...mia, role: 'approver', step: 2 },
        { ...ann, role: 'signer', step: 3, group: 'any' },
        { ...ben, role: 'signer', step: 3, group: 'any' },
        { ...carl, role: 'copy', copyAtSend: true },
        { ...omar, role: 'signer', step: 4 },
      ],
      [
        { recipient: 2, type: 'text', label: 'Address', x: 0.1, y: 0.25, width: 0.35, height: 0.04 },
        { recipient: 2, type: 'signature', x: 0.55, y: 0.7, width: 0.3, height: 0.06 },
        { recipient: 3, type: 'text', label: 'Phone', x: 0.1, y: 0.35, width: 0.35, height: 0.04 },
        { recipient: 3, type: 'signature', x: 0.55, y: 0.8, width: 0.3, height: 0.06 },
        { recipient: 5, type: 'signature', x: 0.55, y: 0.9, width: 0.3, height: 0.06 },
      ],
      'Please sign the supply contract',
    );
    let at = new Date(Date.now() - 1000);
    expect((await sendDraft(url, sender.token, draft)).code).toBe(200);
    const found: string[] = [];
    const allProblems: PageProblems[] = [];

    // The filler: whose fields these are, on the band and on each field (heard with its name too).
    const filler = await openLink(env.browser, signingLinkIn((await waitForMail(url, fay.email, { after: at })).text));
    allProblems.push(filler.problems);
    await filler.page.getByText('Fill in these fields for Ann Lee and Ben Wu before they sign.').waitFor();
    await filler.page.getByText('You are in step 1 of 4').waitFor();
    found.push(...(await axeViolations(filler.page, 'filler')));
    await agreeToSign(filler.page);
    await filler.page.getByRole('textbox', { name: /Address.*For Ann Lee/ }).fill('1 Harbour Road, Sydney');
    await filler.page.getByRole('textbox', { name: /Phone.*For Ben Wu/ }).fill('+61 2 5550 1234');
    await screenshot(filler.page, 'routing/filler-1440');
    at = new Date(Date.now() - 1000);
    await filler.page.getByRole('button', { name: 'Done filling in' }).click();
    await filler.page.getByText('You filled in “Offer”', { exact: false }).waitFor();

    // The approver, on a phone in Chinese: where they are, who acted, Reject and Approve instead of Finish.
    const approver = await openLink(env.browser, signingLinkIn((await waitForMail(url, mia.email, { after: at })).text), { language: 'zh-CN', phone: true });
    allProblems.push(approver.problems);
    await approver.page.getByText('您处于第 2 步，共 4 步').waitFor();
    await approver.page.getByText(/Fay Lin 已于 .+ 填写/).waitFor();
    expect(await approver.page.getByRole('button', { name: '完成' }).count()).toBe(0);
    await approver.page.getByRole('button', { name: '驳回' }).waitFor();
    found.push(...(await axeViolations(approver.page, 'approver 360 zh-CN')));
    await screenshot(approver.page, 'routing/approver-360-zh');
    // The consent is given as a signer gives it (its words are the page's language: ticked by its place in the bar).
    await approver.page.getByTestId('consent-bar').getByRole('checkbox').tap();
    await approver.page.getByTestId('consent-bar').waitFor({ state: 'detached' });
    at = new Date(Date.now() - 1000);
    await approver.page.getByRole('button', { name: '同意' }).tap();
    await approver.page.getByText('您已审批同意“Offer”。').waitFor();

    // The any-one-of pair: Ann sees the step, the group and the acts before (all of them on request, by keyboard).
    const annLink = signingLinkIn((await waitForMail(url, ann.email, { after: at })).text);
    const benLink = signingLinkIn((await waitForMail(url, ben.email, { after: at })).text);
    const signer = await openLink(env.browser, annLink);
    allProblems.push(signer.problems);
    const band = signer.page.getByRole('region', { name: 'Your place in the route' });
    await band.getByText('You are in step 3 of 4 · Any one of you may sign for the group').waitFor();
    await band.getByText(/Mia Chen approved on/).waitFor();
    const showAll = band.getByRole('button', { name: 'Show all (2)' });
    await showAll.focus();
    await signer.page.keyboard.press('Enter');
    await band.getByText(/Fay Lin filled in on/).waitFor();
    expect(await band.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    // What the filler wrote is Ann's to sign, not to change.
    await signer.page.getByRole('note', { name: /1 Harbour Road, Sydney, filled in before you/ }).waitFor();
    found.push(...(await axeViolations(signer.page, 'signer in step 3')));

    // Ben has his page open when Ann signs: his next step is refused (7412) and he is told who signed for the group.
    const released = await openLink(env.browser, benLink);
    allProblems.push(released.problems);
    await released.page.getByText('Any one of you may sign for the group').waitFor();
    await signThroughApi(url, annLink);
    await released.page.getByTestId('consent-bar').getByRole('checkbox').click();
    await released.page.getByRole('heading', { name: 'Your group has signed' }).waitFor();
    expect(released.problems.failedRequests.filter((request) => request.startsWith('409 ') && request.includes('/consent'))).toHaveLength(1);
    await released.page.getByText(/Ann Lee signed for your group on .+\./).waitFor();
    await released.page.getByText('Nothing more is needed from you.', { exact: false }).waitFor();
    expect(await released.page.getByRole('button', { name: /Finish|Sign/ }).count()).toBe(0);
    found.push(...(await axeViolations(released.page, 'released')));
    await screenshot(released.page, 'routing/released-1440');

    // The copy recipient only views.
    const copy = await openLink(env.browser, signingLinkIn((await waitForMail(url, carl.email)).text), { phone: true });
    allProblems.push(copy.problems);
    await copy.page.getByText('You receive a copy of these documents; there is nothing to sign.').waitFor();
    expect(copy.page.url()).toContain('/sign/view/');

    expect(found).toEqual([]);
    for (const problems of allProblems) expect(problems.consoleErrors).toEqual([]);
  });
});
