import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ErrorCode, planById } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan, upload } from '../../../test/helpers/drive.js';
import {
  CJK_SAMPLE,
  makeCjkText,
  makeEncryptedPdf,
  makeExe,
  makeOwnerPasswordPdf,
  makeImage,
  makePdf,
  makePhonePhoto,
  makeTruncatedPdf,
  makeZeroPagePdf,
} from '../../../test/helpers/sample-files.js';

async function fetchPdf(t: TestApp, token: string, id: bigint): Promise<Buffer> {
  const res = await fetchFile(t, contract.getDocumentFile, { params: { documentId: id }, query: { variant: 'pdf' } }, { token: token });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes) });
  const doc = await task.promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await task.destroy();
  return text;
}

describe.each(databaseTargets())('uploadDocument on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ token } = await signInOnPlan(t, 'free'));
  });
  afterAll(() => t.close());

  it('stores a PDF with its hash, page count and page sizes; the PDF is the original', async () => {
    const bytes = await makePdf(3);
    const res = await upload(t, token, 'Lease 2026.pdf', bytes);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: 'Lease 2026', kind: 'pdf', pageCount: 3, original: { fileName: 'Lease 2026.pdf', contentType: 'application/pdf', size: bytes.length } });
    expect(res.result.pageSizes[0]).toEqual({ width: 595.28, height: 841.89 });
    expect(res.result.pdf.sha256).toBe(res.result.original.sha256);
    expect(typeof res.result.id).toBe('bigint');
  });

  it('accepts extensions in any case (.PDF, .JPG) and takes a name field', async () => {
    expect((await upload(t, token, 'SCAN.PDF', await makePdf())).code).toBe(200);
    const jpg = await upload(t, token, 'PHOTO.JPG', await makeImage('jpeg'), { fields: { name: '合同照片' } });
    expect(jpg).toMatchObject({ code: 200, data: { kind: 'image', name: '合同照片', original: { contentType: 'image/jpeg' } } });
  });

  it('answers 7801 for an empty file', async () => {
    expect(await upload(t, token, 'empty.pdf', Buffer.alloc(0))).toMatchObject({ status: 400, code: 7801, msg: 'This file is empty.' });
  });

  it("refuses a program renamed to .pdf: the content decides, not the name", async () => {
    const res = await upload(t, token, 'x.pdf', makeExe(), { locale: 'zh-CN' });
    expect(res).toMatchObject({ status: 403, code: 403, msg: '不支持此文件类型。请使用 PDF、PNG、JPG、JPEG、WEBP 或 TXT。' });
    expect((await upload(t, token, 'x.exe', await makePdf())).msg).toContain('This file type is not supported');
  });

  it("answers 'The file is damaged.' for a truncated PDF", async () => {
    expect(await upload(t, token, 'cut.pdf', await makeTruncatedPdf())).toMatchObject({ status: 403, code: 403, msg: 'The file is damaged.' });
  });

  it('answers 7802 for a PDF without pages and for a blank text', async () => {
    expect(await upload(t, token, 'none.pdf', await makeZeroPagePdf())).toMatchObject({ code: 7802, msg: 'This file has no pages.' });
    expect((await upload(t, token, 'blank.txt', Buffer.from('\uFEFF \n\n  ', 'utf8'))).code).toBe(7802);
  });

  it('answers 7005 for more pages than the free plan allows (101 > 100)', async () => {
    expect(planById('free').maxPagesPerFile).toBe(100);
    expect(await upload(t, token, 'long.pdf', await makePdf(101))).toMatchObject({ code: 7005, msg: 'The file has more pages than your plan allows.' });
    expect((await upload(t, token, 'ok.pdf', await makePdf(100))).code).toBe(200);
  });

  it('answers 5007 for a file over the free plan size, and a paid plan takes it', async () => {
    const big = Buffer.concat([await makePdf(1), Buffer.alloc(planById('free').maxFileBytes, 0x20)]);
    expect(await upload(t, token, 'big.pdf', big)).toMatchObject({ status: 400, code: 5007, msg: 'The file is larger than your plan allows.' });
    const paid = await signInOnPlan(t, 'individual');
    expect(await upload(t, paid.token, 'big.pdf', big)).toMatchObject({ code: 200, data: { original: { size: big.length } } });
  });

  it('answers 5007, not 403, when a body is over the server body limit on the upload route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contract.uploadDocument.path,
      headers: { 'x-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ file: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.json()).toMatchObject({ code: 5007 });
  });

  it('answers 7800 for a password-protected PDF and keeps it for unlocking', async () => {
    const res = await upload(t, token, '保密.pdf', await makeEncryptedPdf('s3cret'));
    expect(res).toMatchObject({ status: 400, code: 7800, msg: 'Enter the password to open this file.', data: { fileName: '保密.pdf' } });
    expect(typeof res.errorData(ErrorCode.FileHasPassword)?.uploadId).toBe('bigint');
  });

  it('keeps an owner-password PDF as uploaded and stores a decrypted PDF to sign', async () => {
    const bytes = await makeOwnerPasswordPdf(2);
    expect(bytes.includes('/Encrypt')).toBe(true);
    const res = await upload(t, token, 'Restricted.pdf', bytes);
    expect(res).toMatchObject({ code: 200, data: { pageCount: 2, original: { size: bytes.length } } });
    expect(res.result.pdf.sha256).not.toBe(res.result.original.sha256);
    const pdf = await fetchPdf(t, token, res.result.id);
    expect(pdf.includes('/Encrypt')).toBe(false);
    expect(pdf.length).toBe(res.result.pdf.size);
  });

  it('converts PNG, JPEG and WebP to a one-page PDF of the image size', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const res = await upload(t, token, `picture.${format}`, await makeImage(format, 640, 480));
      expect(res).toMatchObject({ code: 200, data: { kind: 'image', pageCount: 1, pageSizes: [{ width: 480, height: 360 }] } });
      expect(res.result.original.contentType).toBe(`image/${format}`);
      expect(res.result.pdf.sha256).not.toBe(res.result.original.sha256);
      const pdf = await fetchPdf(t, token, res.result.id);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('scales a turned phone photo down, upright, into a small PDF', async () => {
    const photo = await makePhonePhoto();
    const res = await upload(t, token, 'IMG_0001.JPG', photo);
    expect(res.code).toBe(200);
    // 4000×3000 turned by EXIF is portrait; 2400 px long side fitted to A4's 841.89 pt.
    expect(res.result.pageSizes).toEqual([{ width: 631.42, height: 841.89 }]);
    expect(res.result.pdf.size).toBeLessThan(photo.length);
  });

  it('typesets a Chinese, Japanese, Korean and English text with the characters intact', async () => {
    const res = await upload(t, token, 'notes.txt', makeCjkText());
    expect(res).toMatchObject({ code: 200, data: { kind: 'text', pageCount: 1, original: { contentType: 'text/plain; charset=utf-8' } } });
    const text = await pdfText(await fetchPdf(t, token, res.result.id));
    for (const sample of Object.values(CJK_SAMPLE)) expect(text.replace(/\s+/g, ' ')).toContain(sample);
    expect(res.result.pdf.size).toBeLessThan(200_000);
  });

  it('needs a session (401) and a file part (403)', async () => {
    expect((await upload(t, undefined, 'a.pdf', await makePdf())).code).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: contract.uploadDocument.path, headers: { 'x-token': token, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.json()).toMatchObject({ code: 403 });
  });
});
