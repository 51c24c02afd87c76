import { and, eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, users } from '../../db/schema/index.js';
import { listOutboxMessages } from '../../mail/index.js';
import { uniqueEmail } from '../../../test/helpers/accounts.js';
import { getAgreement } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { bulkDone, checkBulkFile, getBulk, publishedTemplate, role, startBulk } from '../../../test/helpers/templates.js';

describe.each(databaseTargets())('bulk sends on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** An offer letter: an open Employee role, a fixed HR manager, a Salary text and a Remote checkbox for the employee. */
  async function offerTemplate(plan: 'free' | 'individual' = 'individual') {
    const me = await signInOnPlan(t, plan);
    const template = await publishedTemplate(t, me.token, [role('Employee'), role('HR manager', 'signer', { name: 'Hana Ruiz', email: uniqueEmail('hana') })], {
      extraFields: (draft) => [
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'text', x: 0.1, y: 0.1, width: 0.3, height: 0.05, label: 'Salary', required: false },
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'checkbox', x: 0.1, y: 0.2, width: 0.05, height: 0.05, label: 'Remote', required: false },
      ],
    });
    return { me, template };
  }
  const agreementsOf = (userId: bigint) =>
    t.database.db.select({ id: agreements.id }).from(agreements).where(and(eq(agreements.ownerId, userId), eq(agreements.purpose, 'agreement')));

  it('offers a sample with a column per role name and e-mail and per field', async () => {
    const { me, template } = await offerTemplate();
    const res = await fetchFile(t, contract.getBulkSendSample, { params: { templateId: template.id } }, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, example] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('Employee name,Employee email,HR manager name,HR manager email,Salary,Remote');
    expect(example).toBe('Person 1,person1@example.com,,,,yes');
  });

  it('checks a 5-row CSV with one bad row before anything is sent, then sends only the valid rows as jobs', async () => {
    const { me, template } = await offerTemplate();
    const emails = [1, 2, 3, 4].map((n) => uniqueEmail(`bulk${n}`));
    const csv = [
      'Employee name,Employee email,Salary,Remote',
      `Ann Lee,${emails[0]},"90,000",yes`,
      `Bo Chen,${emails[1]},85000,no`,
      'Cy Wu,not-an-email,70000,',
      `Di Park,${emails[2]},,`,
      `Eve Ng,${emails[3]},60000,x`,
    ].join('\n');
    const checked = (await checkBulkFile(t, me.token, template.id, 'offers.csv', Buffer.from(csv))).result;
    expect(checked).toMatchObject({ status: 'checked', fileErrors: [], counts: { rows: 5, valid: 4, invalid: 1, sent: 0 } });
    expect(checked.rows.find((row) => row.status === 'invalid')).toMatchObject({ line: 4, errors: [{ column: 'Employee email', key: 'bulk_email_invalid' }] });
    // A dry run sends nothing.
    expect(await agreementsOf(me.user.id)).toHaveLength(0);
    expect(await listOutboxMessages(t.database.db, { to: emails[0], limit: 5 })).toHaveLength(0);

    expect(await startBulk(t, me.token, checked.id)).toMatchObject({ code: 403, msg: 'Some rows have problems. Fix the file, or send only the valid rows.' });
    const started = (await startBulk(t, me.token, checked.id, true)).result;
    expect(started).toMatchObject({ status: 'sending', counts: { queued: 4 } });
    expect(await startBulk(t, me.token, checked.id, true)).toMatchObject({ code: 7201 });

    const done = await bulkDone(t, me.token, checked.id);
    expect(done.counts).toMatchObject({ sent: 4, failed: 0, queued: 0 });
    expect(done.rows.map((row) => [row.line, row.status])).toEqual([
      [2, 'sent'],
      [3, 'sent'],
      [4, 'skipped'],
      [5, 'sent'],
      [6, 'sent'],
    ]);
    const first = (await getAgreement(t, me.token, done.rows[0]!.agreementId!)).result;
    expect(first).toMatchObject({ status: 'waiting', fromTemplate: { id: template.id, version: 1 } });
    expect(first.recipients.map((r) => [r.roleName, r.name])).toEqual([
      ['Employee', 'Ann Lee'],
      ['HR manager', 'Hana Ruiz'],
    ]);
    expect(first.fields.find((field) => field.label === 'Salary')?.defaultValue).toBe('90,000');
    expect(first.fields.find((field) => field.label === 'Remote')?.defaultValue).toBe('true');
    expect(await agreementsOf(me.user.id)).toHaveLength(4);
  });

  it('reads XLSX too, and refuses a file without the required columns or beyond the quota', async () => {
    const { me, template } = await offerTemplate();
    const xlsx = await writeExcelFile([
      ['Employee name', 'Employee email', 'Salary'],
      ['Fay Lo', uniqueEmail('fay'), 120000],
    ]).toBuffer();
    const fromXlsx = (await checkBulkFile(t, me.token, template.id, 'offers.xlsx', xlsx)).result;
    expect(fromXlsx).toMatchObject({ fileErrors: [], counts: { rows: 1, valid: 1 } });

    const missing = (await checkBulkFile(t, me.token, template.id, 'names.csv', Buffer.from('Employee name\nGus'))).result;
    expect(missing.fileErrors).toEqual([{ key: 'bulk_column_missing', values: { column: 'Employee email' } }]);
    expect(await startBulk(t, me.token, missing.id, true)).toMatchObject({ code: 403 });
    const garbage = (await checkBulkFile(t, me.token, template.id, 'x.xlsx', Buffer.from('PK\u0003\u0004garbage'))).result;
    expect(garbage.fileErrors).toEqual([{ key: 'bulk_unreadable', values: {} }]);

    const poor = await offerTemplate('free');
    await t.database.db.update(users).set({ signaturesUsed: 1 }).where(eq(users.id, poor.me.user.id));
    const two = `Employee name,Employee email\nA,${uniqueEmail('a')}\nB,${uniqueEmail('b')}`;
    const over = (await checkBulkFile(t, poor.me.token, poor.template.id, 'two.csv', Buffer.from(two))).result;
    expect(over.fileErrors).toEqual([{ key: 'bulk_quota', values: { n: 1, needed: 2 } }]);
    // Says how many rows and how many requests are left, not just "used up" while one remains.
    expect(await startBulk(t, poor.me.token, over.id)).toMatchObject({ code: 7206, msg: 'Signature requests left on your plan: 1. This file needs 2.' });
  });

  it('asks each row for a read-only field’s value, and refuses a file when such a field has no column to fill it', async () => {
    const me = await signInOnPlan(t, 'individual');
    const field = { page: 1, type: 'text' as const, x: 0.1, width: 0.3, height: 0.05, readOnly: true, required: false };
    const template = await publishedTemplate(t, me.token, [role('Employee')], {
      extraFields: (draft) => [{ ...field, recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, y: 0.1, label: 'Salary' }],
    });
    const sample = await fetchFile(t, contract.getBulkSendSample, { params: { templateId: template.id } }, { token: me.token });
    expect(sample.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Employee name,Employee email,Salary');
    const rows = `Employee name,Employee email,Salary\nAnn,${uniqueEmail('ann')},"90,000"\nBo,${uniqueEmail('bo')},`;
    const checked = (await checkBulkFile(t, me.token, template.id, 'offers.csv', Buffer.from(rows))).result;
    expect(checked.rows.map((row) => [row.line, row.status, row.errors.map((error) => [error.column, error.key])])).toEqual([
      [2, 'ready', []],
      [3, 'invalid', [['Salary', 'bulk_required']]],
    ]);
    const noColumn = (await checkBulkFile(t, me.token, template.id, 'names.csv', Buffer.from(`Employee name,Employee email\nCy,${uniqueEmail('cy')}`))).result;
    expect(noColumn.fileErrors).toEqual([{ key: 'bulk_column_missing', values: { column: 'Salary' } }]);

    const unlabelled = await publishedTemplate(t, me.token, [role('Employee')], {
      extraFields: (draft) => [{ ...field, recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, y: 0.1, page: 1 }],
    });
    const refused = (await checkBulkFile(t, me.token, unlabelled.id, 'one.csv', Buffer.from(`Employee name,Employee email\nDi,${uniqueEmail('di')}`))).result;
    expect(refused.fileErrors).toEqual([{ key: 'read_only_fields_empty', values: { fields: [{ key: 'field_unlabelled_text', values: { page: 1 } }] } }]);
    expect(await startBulk(t, me.token, refused.id, true)).toMatchObject({ code: 403 });
  });

  it('is its owner’s only', async () => {
    const { me, template } = await offerTemplate();
    const checked = (await checkBulkFile(t, me.token, template.id, 'one.csv', Buffer.from(`Employee name,Employee email\nA,${uniqueEmail('a')}`))).result;
    const other = await signInOnPlan(t, 'individual');
    expect(await getBulk(t, other.token, checked.id)).toMatchObject({ code: 404 });
    expect(await startBulk(t, other.token, checked.id)).toMatchObject({ code: 404 });
    expect((await checkBulkFile(t, other.token, template.id, 'one.csv', Buffer.from('a'))).code).toBe(404);
    expect(await callOperation(t, contract.getBulkSend, { params: { bulkSendId: checked.id } })).toMatchObject({ code: 401 });
  });
});
