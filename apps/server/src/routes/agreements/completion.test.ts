import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementCompletions } from '../../db/schema/index.js';
import { listOutboxMessages, getOutboxMessage } from '../../mail/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { downloadFinal, makeRotatedPdf, onPdf, pdfsig, pdftotext, qpdfCheck, signedAgreement, verify, waitForSealing } from '../../../test/helpers/completion.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { makePdf } from '../../../test/helpers/sample-files.js';

const CHINESE_NAME = '张伟';
const CHINESE_TEXT = '电子签名合同已经签署完成';

describe.each(databaseTargets())('completion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seals many fields, CJK text and rotated pages into one valid, extractable PDF', async () => {
    const box = (page: number, x: number, y: number, width = 0.3, height = 0.05) => ({ page, x, y, width, height });
    const signed = await signedAgreement(t, {
      pdf: await makeRotatedPdf(),
      name: 'Rotated 合同',
      signerNames: [CHINESE_NAME, 'Bob Stone'],
      fields: ([a, b], documentId) => [
        ...[1, 2, 3, 4].flatMap((page) => [
          { recipientId: a, documentId, type: 'signature' as const, ...box(page, 0.1, 0.7) },
          { recipientId: a, documentId, type: 'text' as const, ...box(page, 0.1, 0.2, 0.6, 0.06) },
          { recipientId: b, documentId, type: 'name' as const, ...box(page, 0.55, 0.8, 0.35, 0.05) },
        ]),
        { recipientId: a, documentId, type: 'name' as const, ...box(1, 0.1, 0.4) },
        { recipientId: a, documentId, type: 'date_signed' as const, ...box(1, 0.5, 0.4, 0.3, 0.04) },
        { recipientId: a, documentId, type: 'email' as const, ...box(2, 0.1, 0.5, 0.5, 0.04) },
        { recipientId: a, documentId, type: 'checkbox' as const, ...box(3, 0.1, 0.5, 0.04, 0.03) },
        { recipientId: b, documentId, type: 'signature' as const, ...box(4, 0.55, 0.9, 0.3, 0.07) },
        { recipientId: b, documentId, type: 'initials' as const, ...box(3, 0.8, 0.05, 0.1, 0.05) },
      ],
      values: (type, index) => (type === 'text' ? `${CHINESE_TEXT} page text` : type === 'name' ? (index === 0 ? CHINESE_NAME : 'Bob Stone') : type === 'checkbox' ? 'true' : undefined),
    });
    const sealed = await waitForSealing(t, signed.me.token, signed.agreement.id);
    expect(sealed).toMatchObject({ status: 'completed', completionFailure: null });
    expect(sealed.final?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
    expect(file.status).toBe(200);
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, file.body);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.length).toBe(sealed.final?.size);

    const sig = await pdfsig(file.body);
    expect(sig.stdout).toContain('Signature is Valid');
    expect(sig.stdout).toContain('Total document signed');
    expect(sig.stdout).toContain('ETSI.CAdES.detached');
    expect((await qpdfCheck(file.body)).code).toBe(0);

    // Field text lands on its own page, rotated pages included; nothing leaks onto the next.
    for (const page of [1, 2, 3, 4]) {
      const text = (await pdftotext(file.body, page)).replace(/\s+/g, '');
      expect(text, `page ${page}`).toContain(CHINESE_TEXT);
      expect(text).toContain(`Originalpage${page}`);
      expect(text).toContain('BobStone');
    }
    expect((await pdftotext(file.body, 1)).replace(/\s+/g, '')).toContain(CHINESE_NAME);
    const certificate = (await pdftotext(file.body)).split('\f').slice(4).join('\n');
    expect(certificate).toContain('Certificate of completion');
    expect(certificate).toContain('Rotated 合同');
    expect(certificate).toContain(CHINESE_NAME);
    for (const s of signed.signers) expect(certificate).toContain(s.email);
    expect(certificate).toContain(signed.viewerEmail);
    expect(certificate).toContain('Consented to sign electronically');
    expect(certificate).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(certificate).toContain('SignetTest/1.0');
    expect(certificate).toContain(`${t.config.publicUrl}/verify`);

    // Each signer and the viewer may download it too; one completion mail each, with the file.
    const bySigner = await downloadFinal(t, contract.getSignerFinalFile, { params: { flowSignerId: signed.signers[0]!.id } }, { signerToken: signed.signers[0]!.signerToken });
    expect(bySigner.status).toBe(200);
    expect(Buffer.compare(bySigner.body, file.body)).toBe(0);
    for (const email of [...signed.signers.map((s) => s.email), signed.viewerEmail, signed.me.user.email ?? '']) {
      await expect.poll(async () => (await listOutboxMessages(t.database.db, { to: email, limit: 10 })).filter((m) => /complete/.test(m.subject)).length, { timeout: 10_000 }).toBe(1);
    }
    const [mail] = (await listOutboxMessages(t.database.db, { to: signed.viewerEmail, limit: 10 })).filter((m) => /complete/.test(m.subject));
    const full = await getOutboxMessage(t.database.db, mail!.id);
    expect(JSON.stringify(full?.attachments)).toContain('Rotated 合同.pdf');

    const checked = await verify(t, file.body);
    expect(checked.data).toMatchObject({ verdict: 'authentic', signature: { intact: true, coversWholeFile: true, sealedBySignet: true } });
    expect(checked.result.agreement).toMatchObject({ name: 'Rotated 合同', parties: [{ name: CHINESE_NAME, role: 'signer' }, { name: 'Bob Stone' }, { role: 'viewer', signedAt: null }] });

    // Exactly one stored final file for the agreement.
    const [completion] = await t.database.db.select().from(agreementCompletions).where(eq(agreementCompletions.agreementId, signed.agreement.id));
    const folder = path.join(t.config.dataDir, 'files', 'agreements', signed.agreement.id.toString());
    expect(await readdir(folder)).toEqual([path.basename(completion!.finalKey!)]);
  });

  it('writes the certificate in the sender\'s language (zh-CN)', async () => {
    const signed = await signedAgreement(t, {
      pdf: await makePdf(1),
      name: '租赁合同',
      locale: 'zh-CN',
      fields: ([a, b], documentId) => [
        { recipientId: a, documentId, page: 1, type: 'signature' as const, x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
        { recipientId: b, documentId, page: 1, type: 'signature' as const, x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
      ],
      values: () => undefined,
    });
    const sealed = await waitForSealing(t, signed.me.token, signed.agreement.id);
    expect(sealed.status).toBe('completed');
    const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
    const text = await pdftotext(file.body);
    expect(text).toContain('签署完成证书');
    expect(text).toContain('同意以电子方式签署');
    // Events are table rows: two signers' certificate is one page (it ran to five with four lines an event).
    const pages = Number(/Pages:\s+(\d+)/.exec((await onPdf(file.body, 'pdfinfo', (path) => [path])).stdout)?.[1]);
    expect(pages - 1).toBe(1);
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF.replace(/\.pdf$/, '-zh.pdf'), file.body);
    const [mail] = await listOutboxMessages(t.database.db, { to: signed.signers[0]!.email, limit: 1 });
    expect(mail?.subject).toBe('“租赁合同”已完成签署');
  });

  it('says modified when one byte changed, unsigned for a plain PDF', async () => {
    const signed = await signedAgreement(t, {
      pdf: await makePdf(2),
      name: 'Byte check',
      fields: ([a, b], documentId) => [
        { recipientId: a, documentId, page: 1, type: 'signature' as const, x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
        { recipientId: b, documentId, page: 2, type: 'signature' as const, x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
      ],
      values: () => undefined,
    });
    await waitForSealing(t, signed.me.token, signed.agreement.id);
    const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
    const changed = Buffer.from(file.body);
    const at = changed.indexOf('Page 1');
    changed[at + 5] = '7'.charCodeAt(0);
    const result = await verify(t, changed);
    expect(result.data).toMatchObject({ verdict: 'modified', agreement: null, signature: { intact: false, sealedBySignet: true, coversWholeFile: true } });
    expect((await pdfsig(changed)).stdout).not.toContain('Signature is Valid');

    const appended = Buffer.concat([file.body, Buffer.from('\n% appended\n')]);
    expect((await verify(t, appended)).data).toMatchObject({ verdict: 'modified', signature: { coversWholeFile: false } });
    expect((await verify(t, await makePdf(1))).data).toMatchObject({ verdict: 'unsigned', signature: null, agreement: null });
  });

  it('keeps the final file from others: 7403 for another sender, 7404 without a signer token, 7405 before sealing', async () => {
    const other = await signedAgreement(t, {
      pdf: await makePdf(1),
      name: 'Private',
      fields: ([a, b], documentId) => [
        { recipientId: a, documentId, page: 1, type: 'signature' as const, x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
        { recipientId: b, documentId, page: 1, type: 'signature' as const, x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
      ],
      values: () => undefined,
    });
    await waitForSealing(t, other.me.token, other.agreement.id);
    const stranger = await signedAgreement(t, {
      pdf: await makePdf(1),
      name: 'Mine',
      fields: ([a, b], documentId) => [
        { recipientId: a, documentId, page: 1, type: 'signature' as const, x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
        { recipientId: b, documentId, page: 1, type: 'signature' as const, x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
      ],
      values: () => undefined,
    });
    expect((await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: other.agreement.id } }, { token: stranger.me.token })).json().code).toBe(7403);
    expect((await downloadFinal(t, contract.getSignerFinalFile, { params: { flowSignerId: other.signers[0]!.id } }, {})).json().code).toBe(7404);
    expect((await downloadFinal(t, contract.getSignerFinalFile, { params: { flowSignerId: other.signers[0]!.id } }, { signerToken: stranger.signers[0]!.signerToken })).json().code).toBe(7404);
    const retry = await callOperation(t, contract.retryAgreementCompletion, { params: { flowId: other.agreement.id } }, { token: other.me.token });
    expect(retry.code).toBe(7410);
  });
});
