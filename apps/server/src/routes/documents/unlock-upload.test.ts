import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { lockedUploads } from '../../db/schema/index.js';
import { cleanExpiredUploads } from '../../domain/documents/clean-expired-uploads.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan, upload } from '../../../test/helpers/drive.js';
import { makeEncryptedPdf } from '../../../test/helpers/sample-files.js';
import { callOperation, fetchFile } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('unlockUpload on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ token } = await signInOnPlan(t, 'free'));
  });
  afterAll(() => t.close());

  async function lockedUpload(password = 'open sesame') {
    const res = await upload(t, token, 'Signed NDA.pdf', await makeEncryptedPdf(password, 2));
    expect(res.code).toBe(7800);
    return res.errorData(contract.ErrorCode.FileHasPassword)?.uploadId ?? 0n;
  }
  const unlock = (uploadId: bigint, password: string, options: { token?: string; locale?: string } = {}) =>
    callOperation(t, contract.unlockUpload, { params: { uploadId }, body: { password } }, { token: options.token ?? token, ...(options.locale ? { locale: options.locale } : {}) });

  it('answers 7800 "wrong password" and keeps the upload for another try', async () => {
    const uploadId = await lockedUpload();
    const wrong = await unlock(uploadId, 'guess', { locale: 'zh-CN' });
    expect(wrong).toMatchObject({ status: 400, code: 7800, msg: '密码错误，请重试。', data: { uploadId, fileName: 'Signed NDA.pdf' } });
    expect((await unlock(uploadId, 'open sesame')).code).toBe(200);
  });

  it('stores the decrypted PDF as the original, under the uploaded name, and removes the locked copy', async () => {
    const uploadId = await lockedUpload('pässwörd');
    const res = await unlock(uploadId, 'pässwörd');
    expect(res).toMatchObject({ code: 200, data: { name: 'Signed NDA', kind: 'pdf', pageCount: 2, original: { fileName: 'Signed NDA.pdf' } } });
    const file = await fetchFile(t, contract.getDocumentFile, { params: { documentId: res.result.id }, query: { variant: 'original' } }, { token: token });
    // Decrypted: readable without a password (no /Encrypt dictionary left).
    expect(file.rawPayload.includes('/Encrypt')).toBe(false);
    expect(file.rawPayload.length).toBe(res.result.original.size);
    expect(await t.database.db.select().from(lockedUploads).where(eq(lockedUploads.id, uploadId))).toEqual([]);
    expect((await unlock(uploadId, 'pässwörd')).code).toBe(404);
  });

  it("is 404 for another user's upload and 401 without a session", async () => {
    const uploadId = await lockedUpload();
    const other = await signInOnPlan(t, 'free');
    expect((await unlock(uploadId, 'open sesame', { token: other.token })).code).toBe(404);
    expect((await callOperation(t, contract.unlockUpload, { params: { uploadId }, body: { password: 'x' } })).code).toBe(401);
  });

  it('lets an expired upload go: 404, and the clean-up removes its row and file', async () => {
    const uploadId = await lockedUpload();
    const [row] = await t.database.db.update(lockedUploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(lockedUploads.id, uploadId)).returning();
    expect((await unlock(uploadId, 'open sesame')).code).toBe(404);
    expect(await cleanExpiredUploads(t.database.db, t.deps.files)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.files.exists(row?.storageKey ?? '')).toBe(false);
  });
});
