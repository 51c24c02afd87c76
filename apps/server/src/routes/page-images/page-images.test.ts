import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { ErrorCode, PAGE_IMAGE_WIDTHS, parseJson } from '@signet/contracts';
import { jobs } from '../../db/schema/index.js';
import { pageImageKey } from '../../domain/page-images/ensure-page-image.js';
import { pageImageTemplate } from '../../domain/page-images/page-image-links.js';
import { PAGE_IMAGES_FIRST_PAGE } from '../../jobs/index.js';
import { readAll } from '../../storage/read-stream.js';
import { createAgreement, saveDraft, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets, runsOnPglite } from '../../../test/helpers/database.js';
import { signInOnPlan, upload } from '../../../test/helpers/drive.js';
import { eventually } from '../../../test/helpers/eventually.js';
import { startS3TestServer, type S3TestServer } from '../../../test/helpers/s3-test-server.js';
import { makeCjkText, makeImage, makePdf } from '../../../test/helpers/sample-files.js';
import { openLink, sentAgreement, signerView } from '../../../test/helpers/signing.js';

/** A template's link for one page at one width, as the signing page fills it. */
const fill = (template: string, page: number, width: number) => template.replace('{page}', String(page)).replace('{width}', String(width));

async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const envelope = res.headers['content-type']?.toString().startsWith('application/json') ? (parseJson(res.body) as { code: number; data: unknown; msg: string }) : null;
  return { res, envelope };
}

/** The picture's format and pixel size, as an image decoder reads it. */
async function pictureOf(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

/** Waits for a document's page-1 job to have finished. */
async function firstPageDone(t: TestApp, sha256: string) {
  await eventually(async () => {
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, PAGE_IMAGES_FIRST_PAGE));
    const mine = rows.filter((row) => (row.payload as { sha256: string }).sha256 === sha256);
    expect(mine.map((row) => row.status)).toEqual(['done']);
  });
}

const heightAt = (width: number, size: { width: number; height: number }) => Math.round((width * size.height) / size.width);

describe.each(databaseTargets())('page images on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { pageImages: true });
    ({ token } = await signInOnPlan(t, 'free'));
  });
  afterAll(() => t.close());

  const stored = (sha256: string, page: number, width: number) => t.deps.files.exists(pageImageKey(sha256, page, width));

  it('draws page 1 at both widths when a PDF is uploaded, through the job queue', async () => {
    const { result } = await upload(t, token, 'lease.pdf', await makePdf(3, 'lease'));
    await firstPageDone(t, result.pdf.sha256);
    for (const width of PAGE_IMAGE_WIDTHS) expect(await stored(result.pdf.sha256, 1, width)).toBe(true);
    expect(await stored(result.pdf.sha256, 2, 800)).toBe(false);
  });

  it.each([
    ['a PNG', 'scan.png', () => makeImage('png', 900, 600)],
    ['a JPEG', 'photo.jpg', () => makeImage('jpeg')],
    ['a text', '合同.txt', async () => makeCjkText()],
  ])('draws page 1 of %s converted to PDF too, in the shape of its stored page', async (_kind, fileName, make) => {
    const { result } = await upload(t, token, fileName, await make());
    await firstPageDone(t, result.pdf.sha256);
    const size = result.pageSizes[0]!;
    for (const width of PAGE_IMAGE_WIDTHS) {
      const bytes = await readAll(await t.deps.files.get(pageImageKey(result.pdf.sha256, 1, width)));
      expect(await pictureOf(bytes)).toEqual({ format: 'webp', width, height: heightAt(width, size) });
    }
  });

  it('answers a WebP of the asked width, its height from the stored page size, cached privately until the link expires', async () => {
    const { result } = await upload(t, token, 'deed.pdf', await makePdf(2, 'deed'));
    const template = pageImageTemplate(result.pdf.sha256, new Date(), t.deps.pageImageKey);
    const expiry = Number(new URL(template, 'http://x').searchParams.get('e'));
    for (const width of PAGE_IMAGE_WIDTHS) {
      const before = Math.floor(Date.now() / 1000);
      const { res } = await get(t, fill(template, 1, width));
      const after = Math.ceil(Date.now() / 1000);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(await pictureOf(res.rawPayload)).toEqual({ format: 'webp', width, height: heightAt(width, result.pageSizes[0]!) });
      // Kept exactly until the link's expiry, counted from when the answer was made.
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(expiry - after);
      expect(maxAge).toBeLessThanOrEqual(expiry - before);
      // The browser's copy is still good: 304 without the picture.
      const again = await get(t, fill(template, 1, width), { 'if-none-match': String(res.headers.etag) });
      expect(again.res.statusCode).toBe(304);
    }
  });

  it('draws a later page on its first request and serves it from the store after', async () => {
    const { result } = await upload(t, token, 'annex.pdf', await makePdf(4, 'annex'));
    const sha256 = result.pdf.sha256;
    const url = fill(pageImageTemplate(sha256, new Date(), t.deps.pageImageKey), 3, 800);
    expect(await stored(sha256, 3, 800)).toBe(false);
    const first = await get(t, url);
    expect(first.res.statusCode).toBe(200);
    expect(await readAll(await t.deps.files.get(pageImageKey(sha256, 3, 800)))).toEqual(first.res.rawPayload);
    // Whatever the store holds is what is served: the page is not drawn again.
    const marker = await sharp({ create: { width: 800, height: 1131, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    await t.deps.files.put(pageImageKey(sha256, 3, 800), marker);
    expect((await get(t, url)).res.rawPayload).toEqual(marker);
    // The other width was not asked for, so it was not drawn.
    expect(await stored(sha256, 3, 1600)).toBe(false);
  });

  it('refuses a wrong signature, an expired link, a width not offered and a page past the end, each with its code', async () => {
    const { result } = await upload(t, token, 'terms.pdf', await makePdf(2, 'terms'));
    const { result: other } = await upload(t, token, 'other.pdf', await makePdf(1, 'other'));
    const template = pageImageTemplate(result.pdf.sha256, new Date(), t.deps.pageImageKey);
    const refused = async (url: string, locale = 'en-US') => {
      const { res, envelope } = await get(t, url, { 'accept-language': locale });
      expect(res.headers['content-type']).toContain('application/json');
      return { status: res.statusCode, ...envelope };
    };
    const tampered = fill(template, 1, 800).replace(/s=([^&]+)/, (_all, s: string) => `s=${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`);
    expect(await refused(tampered)).toMatchObject({ status: 400, code: ErrorCode.PageImageLinkInvalid, msg: 'This page link is not valid. Reload the page to get a new one.' });
    // A link is for its own document only.
    const elsewhere = fill(template, 1, 800).replace(result.pdf.sha256, other.pdf.sha256);
    expect(await refused(elsewhere, 'zh-CN')).toMatchObject({ code: ErrorCode.PageImageLinkInvalid, msg: '此页面链接无效，请刷新页面以获取新链接。' });
    const old = pageImageTemplate(result.pdf.sha256, new Date(Date.now() - 3 * 60 * 60 * 1000), t.deps.pageImageKey);
    expect(await refused(fill(old, 1, 800))).toMatchObject({ code: ErrorCode.PageImageLinkExpired, msg: 'This page link has expired. Reload the page to get a new one.' });
    expect(await refused(fill(template, 1, 1200))).toMatchObject({ code: ErrorCode.PageImageWidthNotOffered, data: { widths: [800, 1600] } });
    expect(await refused(fill(template, 3, 800))).toMatchObject({ code: ErrorCode.PageImagePageOutOfRange, data: { pageCount: 2 }, msg: 'This document has no such page.' });
    expect(await refused(fill(template, 0, 800))).toMatchObject({ status: 403, code: ErrorCode.ParameterError });
    // A well signed link to a PDF no document has (deleted since) finds nothing.
    const gone = pageImageTemplate('0'.repeat(64), new Date(), t.deps.pageImageKey);
    expect(await refused(fill(gone, 1, 800))).toMatchObject({ status: 404, code: ErrorCode.NotFound });
  });

  it('deletes the images with the last document that has their PDF', async () => {
    const { result } = await upload(t, token, 'draft.pdf', await makePdf(2, 'draft'));
    await firstPageDone(t, result.pdf.sha256);
    await get(t, fill(pageImageTemplate(result.pdf.sha256, new Date(), t.deps.pageImageKey), 2, 800));
    expect(await stored(result.pdf.sha256, 2, 800)).toBe(true);
    expect((await callOperation(t, contract.deleteDocument, { params: { documentId: result.id } }, { token })).code).toBe(200);
    for (const [page, width] of [[1, 800], [1, 1600], [2, 800]] as const) expect(await stored(result.pdf.sha256, page, width)).toBe(false);
    // Three renders and a job on a run's busiest minutes took past the default minute on both engines
    // (15 s alone): the ceiling, not a timing, is what changes.
  }, 180_000);

  /** A draft whose only document is `name`'s PDF, held by the agreement alone (the drive copy deleted). */
  async function draftHoldingItsOwnPdf(name: string) {
    const { result } = await upload(t, token, `${name}.pdf`, await makePdf(1, name));
    await firstPageDone(t, result.pdf.sha256);
    const draft = (await createAgreement(t, token, { documents: [{ documentId: result.id }] })).result;
    expect((await callOperation(t, contract.deleteDocument, { params: { documentId: result.id } }, { token })).code).toBe(200);
    // The agreement still has the PDF, so its images stay.
    expect(await stored(result.pdf.sha256, 1, 800)).toBe(true);
    return { draft, sha256: result.pdf.sha256 };
  }

  it('deletes the images of an agreement’s PDF when the trash is emptied and nothing else has it', async () => {
    const { draft, sha256 } = await draftHoldingItsOwnPdf('trashed');
    expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: draft.id } }, { token })).code).toBe(200);
    expect(await callOperation(t, contract.emptyTrash, { body: { confirm: true } }, { token })).toMatchObject({ code: 200 });
    for (const width of PAGE_IMAGE_WIDTHS) expect(await stored(sha256, 1, width)).toBe(false);
  });

  it('deletes the images of a draft’s PDF when another document replaces it', async () => {
    const { draft, sha256 } = await draftHoldingItsOwnPdf('replaced');
    const { result: next } = await upload(t, token, 'next.pdf', await makePdf(1, 'next'));
    expect((await saveDraft(t, token, draft.id, { revision: draft.revision, documents: [{ documentId: next.id }] })).code).toBe(200);
    for (const width of PAGE_IMAGE_WIDTHS) expect(await stored(sha256, 1, width)).toBe(false);
    // The new document's own images are untouched.
    await firstPageDone(t, next.pdf.sha256);
    expect(await stored(next.pdf.sha256, 1, 800)).toBe(true);
  });

  it("gives each document of the signer's view a link template that answers its pages", async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] });
    const ann = agreement.recipients[0]!;
    const { signerToken } = await openLink(t, ann.email);
    const view = await signerView(t, ann.id, { signerToken });
    const [document] = view.result.documents;
    expect(document?.pageImages.widths).toEqual([800, 1600]);
    expect(document?.pageImages.template).toMatch(new RegExp(`^/v1/page-images/${document?.pdfSha256}/\\{page\\}\\.webp\\?w=\\{width\\}&e=\\d+&s=[A-Za-z0-9_-]+$`));
    const { res } = await get(t, fill(document!.pageImages.template, 1, 800));
    expect(res.statusCode).toBe(200);
    expect(await pictureOf(res.rawPayload)).toEqual({ format: 'webp', width: 800, height: heightAt(800, document!.pageSizes[0]!) });
  });
});

// The file store is the same whatever the database: the bucket path runs once.
describe.runIf(runsOnPglite())('page images in an S3 bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer('signet-page-images');
    t = await buildTestApp('pglite', {
      pageImages: true,
      env: {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: s3.options.bucket,
        S3_ENDPOINT: s3.options.endpoint ?? '',
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('keeps the images and the link key in the bucket and serves them from it', async () => {
    const { token } = await signInOnPlan(t, 'free');
    const { result } = await upload(t, token, 'bucket.pdf', await makePdf(2, 'bucket'));
    await firstPageDone(t, result.pdf.sha256);
    expect(await t.deps.files.exists(pageImageKey(result.pdf.sha256, 1, 1600))).toBe(true);
    expect(await t.deps.files.exists('secrets/page-image-links.key')).toBe(true);
    const { res } = await get(t, fill(pageImageTemplate(result.pdf.sha256, new Date(), t.deps.pageImageKey), 2, 1600));
    expect(await pictureOf(res.rawPayload)).toEqual({ format: 'webp', width: 1600, height: heightAt(1600, result.pageSizes[1]!) });
    expect(await t.deps.files.exists(pageImageKey(result.pdf.sha256, 2, 1600))).toBe(true);
  });
});
