import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import * as contract from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementDocuments, users } from '../../db/schema/index.js';
import { uniqueEmail } from '../../../test/helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { deleteTemplate, getTemplate, listTemplates, useTemplate } from '../../../test/helpers/templates.js';

describe.each(databaseTargets())('ready-made templates on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('are in every account once, in its language, ready to use, and a deleted one stays gone', async () => {
    const me = await signInOnPlan(t, 'individual');
    const first = (await listTemplates(t, me.token)).result.items;
    expect(first.map((item) => item.name).sort()).toEqual(['Mutual non-disclosure agreement', 'Offer letter', 'Photo and video consent form', 'Simple service agreement']);
    expect(first.every((item) => item.readyMade && item.latestVersion?.number === 1 && item.roles.length === 2)).toBe(true);
    const again = (await listTemplates(t, me.token)).result.items;
    expect(again.map((item) => item.id).sort()).toEqual(first.map((item) => item.id).sort());

    const nda = first.find((item) => item.name === 'Mutual non-disclosure agreement')!;
    expect(await deleteTemplate(t, me.token, nda.id)).toMatchObject({ code: 200 });
    expect((await listTemplates(t, me.token)).result.items.map((item) => item.id)).not.toContain(nda.id);
    expect((await listTemplates(t, me.token)).result.items).toHaveLength(3);

    const zh = await signInOnPlan(t, 'individual');
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, zh.user.id));
    expect((await listTemplates(t, zh.token)).result.items.map((item) => item.name).sort()).toEqual(['双向保密协议', '录用通知书', '简易服务协议', '肖像使用同意书'].sort());
  });

  it('are real PDFs with each role’s fields on the signature page, and send like any template', async () => {
    const me = await signInOnPlan(t, 'individual');
    const offer = (await listTemplates(t, me.token)).result.items.find((item) => item.name === 'Offer letter')!;
    const template = (await getTemplate(t, me.token, offer.id)).result;
    const content = template.content!;
    const document = content.documents[0]!;
    const file = await fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId: content.id, documentId: document.id } }, { token: me.token });
    expect(file.statusCode).toBe(200);
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(document.pageCount);
    const signatures = content.fields.filter((field) => field.type === 'signature');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((field) => field.page === document.pageCount)).toBe(true);
    expect(content.fields.filter((field) => field.readOnly).map((field) => field.label)).toEqual(['Position', 'Start date', 'Annual salary']);

    const [candidate, hr] = template.roles;
    const valueOf = (label: string, value: string) => ({ fieldId: content.fields.find((field) => field.label === label)!.id, value });
    const roles = [
      { roleId: candidate!.id, name: 'Ann Lee', email: uniqueEmail('ann') },
      { roleId: hr!.id, name: 'Hana Ruiz', email: uniqueEmail('hana') },
    ];
    // Its read-only fields are the sender's to fill: sent with one left empty, it is refused.
    expect(await useTemplate(t, me.token, offer.id, { roles, prefill: [valueOf('Position', 'Product designer')], send: true })).toMatchObject({
      code: 403,
      msg: 'Read-only fields need a value before sending, as the signer cannot change them: Start date and Annual salary.',
    });
    const sent = await useTemplate(t, me.token, offer.id, {
      roles,
      prefill: [valueOf('Position', 'Product designer'), valueOf('Start date', '1 March 2027'), valueOf('Annual salary', '$96,000')],
      send: true,
    });
    expect(sent.result).toMatchObject({ status: 'waiting', name: 'Offer letter', fromTemplate: { id: offer.id, version: 1 } });
    expect(sent.result.fields.find((field) => field.label === 'Position')?.defaultValue).toBe('Product designer');
  });

  it('stores its file again when the store has lost it, so a new account still opens it', async () => {
    const first = await signInOnPlan(t, 'individual');
    const consent = (await listTemplates(t, first.token)).result.items.find((item) => item.name === 'Photo and video consent form')!;
    const content = (await getTemplate(t, first.token, consent.id)).result.content!;
    const [row] = await t.database.db.select({ key: agreementDocuments.pdfKey }).from(agreementDocuments).where(eq(agreementDocuments.id, content.documents[0]!.id));
    await t.deps.files.delete(row!.key);

    const next = await signInOnPlan(t, 'individual');
    const theirs = (await listTemplates(t, next.token)).result.items.find((item) => item.name === 'Photo and video consent form')!;
    const their = (await getTemplate(t, next.token, theirs.id)).result.content!;
    const file = await fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId: their.id, documentId: their.documents[0]!.id } }, { token: next.token });
    expect(file.statusCode).toBe(200);
  });
});
