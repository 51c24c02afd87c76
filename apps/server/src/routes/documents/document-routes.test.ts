import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@signet/contracts';
import * as contract from '@signet/contracts';
import { documents } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan, upload } from '../../../test/helpers/drive.js';
import { makeCjkText, makeImage, makePdf } from '../../../test/helpers/sample-files.js';
import { callOperation, fetchFile, outsideContract } from '../../../test/helpers/call-operation.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(databaseTargets())('drive documents on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ token } = await signInOnPlan(t, 'free'));
  });
  afterAll(() => t.close());

  const fileOf = (id: bigint, variant: string, options: { token?: string; headers?: Record<string, string> } = {}) =>
    fetchFile(t, contract.getDocumentFile, { params: { documentId: id }, query: { variant: outsideContract<'pdf' | 'original'>(variant) } }, { token: options.token ?? token, ...(options.headers ? { headers: options.headers } : {}) });

  it('lists only my documents, newest first, page by page', async () => {
    const mine = await signInOnPlan(t, 'free');
    const ids: bigint[] = [];
    for (let n = 0; n < 3; n++) ids.push((await upload(t, mine.token, `doc${n}.pdf`, await makePdf())).result.id);
    const first = await callOperation(t, contract.listDocuments, { query: { limit: '2' } }, { token: mine.token });
    expect(first.result.documents.map((d: { id: bigint }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(first.result.nextCursor).toBe(String(ids[1]));
    const second = await callOperation(t, contract.listDocuments, { query: { limit: '2', cursor: first.result.nextCursor ?? undefined } }, { token: mine.token });
    expect(second.data).toEqual({ documents: [expect.objectContaining({ id: ids[0], name: 'doc0' })], nextCursor: null });
  });

  it('gets one document', async () => {
    const id = (await upload(t, token, 'one.pdf', await makePdf(2))).result.id;
    expect(await callOperation(t, contract.getDocument, { params: { documentId: id } }, { token })).toMatchObject({ code: 200, data: { id, pageCount: 2 } });
  });

  it('serves exactly the stored bytes with type, length, ETag and the UTF-8 name', async () => {
    const png = await makeImage('png');
    const doc = (await upload(t, token, '签名 photo.png', png)).result;
    const original = await fileOf(doc.id, 'original');
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      etag: `"${sha256(png)}"`,
      'content-disposition': `inline; filename="__ photo.png"; filename*=UTF-8''%E7%AD%BE%E5%90%8D%20photo.png`,
    });
    const pdf = await fileOf(doc.id, 'pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(doc.pdf.sha256);
    expect(pdf.rawPayload.length).toBe(doc.pdf.size);
    expect(pdf.headers['content-disposition']).toContain(`filename*=UTF-8''%E7%AD%BE%E5%90%8D%20photo.pdf`);
    expect((await fileOf(doc.id, 'pdf', { headers: { 'if-none-match': `"${doc.pdf.sha256}"` } })).statusCode).toBe(304);
    expect((await fileOf(doc.id, 'thumbnail')).json()).toMatchObject({ code: 403 });
  });

  it('serves a text original as it was uploaded', async () => {
    const text = makeCjkText();
    const doc = (await upload(t, token, 'notes.txt', text)).result;
    const original = await fileOf(doc.id, 'original');
    expect(original.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(original.rawPayload.equals(text)).toBe(true);
  });

  it('renames under the spec 5 rules, with the rule as the message in each language', async () => {
    const id = (await upload(t, token, 'rename-me.pdf', await makePdf())).result.id;
    const rename = (name: string, locale = 'en-US') => callOperation(t, contract.renameDocument, { params: { documentId: id }, body: { name } }, { token, locale });
    expect(await rename('  Lease 租约 v2  ')).toMatchObject({ code: 200, data: { name: 'Lease 租约 v2' } });
    expect(await rename('   ')).toMatchObject({ status: 403, msg: 'Document name is not valid' });
    expect(await rename('a/b', 'zh-CN')).toMatchObject({ status: 403, msg: '文档名称无效' });
    expect(await rename('x'.repeat(LIMITS.documentNameChars + 1))).toMatchObject({ status: 403, msg: 'Up to 100 characters' });
    expect(await rename('x'.repeat(LIMITS.documentNameChars + 1), 'zh-CN')).toMatchObject({ status: 403, msg: '最多 100 个字符' });
    expect((await rename('x'.repeat(LIMITS.documentNameChars))).code).toBe(200);
    expect((await upload(t, token, 'a.pdf', await makePdf(), { fields: { name: 'bad:name' } })).msg).toBe('Document name is not valid');
  });

  it('deletes a document and its files', async () => {
    const doc = (await upload(t, token, 'gone.png', await makeImage('png'))).result;
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const keys = [row?.originalKey ?? '', row?.pdfKey ?? ''];
    expect(await Promise.all(keys.map((key) => t.deps.files.exists(key)))).toEqual([true, true]);
    expect(await callOperation(t, contract.deleteDocument, { params: { documentId: doc.id } }, { token })).toMatchObject({ code: 200, data: { ok: true } });
    expect((await callOperation(t, contract.getDocument, { params: { documentId: doc.id } }, { token })).code).toBe(404);
    expect((await fileOf(doc.id, 'original')).statusCode).toBe(404);
    expect(await Promise.all(keys.map((key) => t.deps.files.exists(key)))).toEqual([false, false]);
    expect((await callOperation(t, contract.deleteDocument, { params: { documentId: doc.id } }, { token })).code).toBe(404);
  });

  it('keeps the files an agreement still names, until the agreement lets go of them', async () => {
    const doc = (await upload(t, token, 'shared.png', await makeImage('png'))).result;
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const keys = [row?.originalKey ?? '', row?.pdfKey ?? ''];
    const draft = (await callOperation(t, contract.createAgreement, { body: { documents: [{ documentId: doc.id }] } }, { token })).result;
    expect((await callOperation(t, contract.deleteDocument, { params: { documentId: doc.id } }, { token })).code).toBe(200);
    expect((await callOperation(t, contract.getDocument, { params: { documentId: doc.id } }, { token })).code).toBe(404);
    expect(await Promise.all(keys.map((key) => t.deps.files.exists(key)))).toEqual([true, true]);
    const kept = (await callOperation(t, contract.getAgreement, { params: { flowId: draft.id } }, { token })).result.documents[0];
    expect(kept).toMatchObject({ documentId: null, name: 'shared', originalSha256: doc.original.sha256 });
    // Removing it from the draft drops the last reference, and the files go.
    const saved = await callOperation(t, contract.saveAgreementDraft, { params: { flowId: draft.id }, body: { revision: draft.revision, documents: [] } }, { token });
    expect(saved).toMatchObject({ code: 200, data: { documents: [] } });
    expect(await Promise.all(keys.map((key) => t.deps.files.exists(key)))).toEqual([false, false]);
  });

  it("answers 404 for every route on another user's document, and 401 without a session", async () => {
    const id = (await upload(t, token, 'private.pdf', await makePdf())).result.id;
    const other = await signInOnPlan(t, 'free');
    const as = (who: string | undefined) => [
      callOperation(t, contract.getDocument, { params: { documentId: id } }, { ...(who ? { token: who } : {}) }),
      callOperation(t, contract.renameDocument, { params: { documentId: id }, body: { name: 'mine now' } }, { ...(who ? { token: who } : {}) }),
      callOperation(t, contract.deleteDocument, { params: { documentId: id } }, { ...(who ? { token: who } : {}) }),
      fetchFile(t, contract.getDocumentFile, { params: { documentId: id } }, (who ? { token: who } : {})).then((res) => res.json<{ code: number }>()),
    ];
    expect((await Promise.all(as(other.token))).map((res) => res.code)).toEqual([404, 404, 404, 404]);
    expect((await Promise.all(as(undefined))).map((res) => res.code)).toEqual([401, 401, 401, 401]);
    expect((await callOperation(t, contract.listDocuments, {}, { token: other.token })).result.documents).toEqual([]);
    expect((await callOperation(t, contract.getDocument, { params: { documentId: id } }, { token })).result.name).toBe('private');
  });
});
