import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementNotices } from '../../db/schema/index.js';
import { signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { latestLink, sentAgreement } from '../../../test/helpers/signing.js';
import { signerRootOf } from '../web-app.js';

/** The built sign.html's shape: what the server writes the first screen into. */
const SIGN_HTML =
  '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Signet</title><script type="module" crossorigin src="/sign-app/assets/sign-1a2b.js"></script><link rel="stylesheet" crossorigin href="/sign-app/assets/sign-3c4d.css"></head><body><div id="root"></div></body></html>';

/**
 * The signer's first screen, written by the server (issue 37 point 3): the e-mailed link's page
 * shows the request, the consent and page 1 before any script, says a refusal the same way, and
 * records nothing (a mail scanner fetching the link opens nothing).
 */
describe.each(databaseTargets())('the signer’s first screen on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'signet-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>the sender’s app</title><div id="root"></div>');
    await mkdir(signerRootOf(webRoot), { recursive: true });
    await writeFile(path.join(signerRootOf(webRoot), 'sign.html'), SIGN_HTML);
    await writeFile(path.join(signerRootOf(webRoot), 'preloads.json'), JSON.stringify({ words: { 'en-US': ['/sign-app/assets/words-en-US-1.js'], 'zh-CN': ['/sign-app/assets/words-zh-CN-1.js'] } }));
    t = await buildTestApp(kind, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(signerRootOf(webRoot), { recursive: true, force: true });
  });

  const page = (url: string, language = 'en-US') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
  const linkUrl = (link: { recipientId: bigint; noticeId: bigint; token: string }) => `/sign/start/${link.recipientId}/noticeView/${link.noticeId}?t=${link.token}`;

  it('shows the request, the consent and page 1’s image before any script, and opens nothing', async () => {
    const ann = signer('Ann Lee');
    await sentAgreement(t, { name: 'Lease & Terms 2026', recipients: [ann] });
    const link = await latestLink(t, ann.email);
    const answer = await page(linkUrl(link));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const html = answer.body;
    expect(html).toContain('<title>Lease &amp; Terms 2026 · Signet</title>');
    expect(html).toContain('<h1>Lease &amp; Terms 2026</h1>');
    expect(html).toMatch(/asks you to sign/);
    expect(html).toContain('as set out in the <a href="/page/e-sign-disclosure" target="_blank" rel="noopener">Electronic records and signature disclosure</a>.');
    // The app's stylesheet after the first screen, so the screen paints without waiting for it.
    expect(html).toContain('</div><link rel="stylesheet" crossorigin href="/sign-app/assets/sign-3c4d.css"><div id="root" hidden></div>');
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    // The page's words are asked for beside the entry, not once it runs; only this language's.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/sign-app/assets/words-en-US-1.js"></head>');
    expect(html).not.toContain('words-zh-CN');
    // Page 1 at both widths, fetched beside the scripts; each link answers the picture.
    const srcset = /<img src="[^"]+" srcset="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const sources = srcset.split(', ').map((entry) => entry.split(' '));
    expect(sources.map(([, width]) => width)).toEqual(['800w', '1600w']);
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
    const image = await t.app.inject({ method: 'GET', url: sources[0]?.[0] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // Looking recorded nothing: the notice is still unopened.
    const [notice] = await t.database.db.select().from(agreementNotices).where(eq(agreementNotices.id, link.noticeId));
    expect(notice?.viewedAt).toBeNull();
  });

  it('titles a viewer’s screen as their page does: asked to view, not the subject written for signers', async () => {
    const vic = viewer('Vic Viewer');
    await sentAgreement(t, { name: 'Offer', subject: 'Please sign the offer by Friday', recipients: [signer('Bo Chen'), vic] });
    const link = await latestLink(t, vic.email);
    const html = (await page(linkUrl(link))).body;
    expect(html).toContain('<h1>You are asked to view “Offer”</h1>');
    expect(html).toMatch(/asks you to view/);
    expect(html).not.toContain('Please sign the offer by Friday');
    expect((await page(linkUrl(link), 'zh-CN')).body).toContain('<h1>请您查看“Offer”</h1>');
  });

  it('speaks the browser’s language', async () => {
    const bo = signer('Bo Chen');
    await sentAgreement(t, { name: '租赁合同', recipients: [bo] });
    const html = (await page(linkUrl(await latestLink(t, bo.email)), 'zh-CN,zh;q=0.9')).body;
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toMatch(/请您签署/);
    expect(html).toContain('href="/sign-app/assets/words-zh-CN-1.js"');
    expect(html).toContain('《电子记录与电子签名披露》');
  });

  it('says a wrong link’s refusal, and an error page’s, without anything of an agreement', async () => {
    const cy = signer('Cy Ito');
    await sentAgreement(t, { name: 'Secret deal', recipients: [cy] });
    const link = await latestLink(t, cy.email);
    const wrong = (await page(linkUrl({ ...link, token: 'x'.repeat(43) }))).body;
    expect(wrong).toContain('role="alert"');
    expect(wrong).not.toContain('Secret deal');
    expect(wrong).not.toContain('<img');
    const expired = (await page('/sign/error/7601')).body;
    expect(expired).toContain('role="alert"');
    expect(expired).not.toContain('7601</');
  });

  it('shows only that the page is opening where the address tells nothing (a page reloaded after its link opened)', async () => {
    const html = (await page('/sign/start/42')).body;
    expect(html).toContain('Opening your document…');
    expect(html).not.toContain('<img');
  });
});
