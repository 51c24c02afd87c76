import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { listOutboxMessages } from '../../mail/index.js';
import { uniqueEmail } from '../../../test/helpers/accounts.js';
import { createAgreement, getAgreement, readyDraft, saveDraft, saveFields, sendAgreement, signer, uploadPdf, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { consent, openLink, signaturePng, signerView, submit } from '../../../test/helpers/signing.js';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  publishedTemplate,
  publishTemplate,
  role,
  useTemplate,
} from '../../../test/helpers/templates.js';

describe.each(databaseTargets())('templates on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const inbox = (email: string) => listOutboxMessages(t.database.db, { to: email, limit: 10 });
  const hr = () => ({ name: 'Hana Ruiz', email: uniqueEmail('hana') });

  it('is made from scratch with the agreement editor: roles, a pinned person, a read-only default; publishing makes version 1', async () => {
    const me = await signInOnPlan(t, 'individual');
    const pinned = hr();
    const template = await publishedTemplate(t, me.token, [role('Employee'), role('HR manager', 'signer', pinned), role('Payroll', 'viewer')], {
      signingOrder: true,
      extraFields: (draft) => [
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'text', x: 0.1, y: 0.1, width: 0.3, height: 0.05, label: 'Salary', defaultValue: '90,000', readOnly: true },
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'text', x: 0.1, y: 0.2, width: 0.3, height: 0.05, label: 'Start date', required: false },
      ],
    });
    expect(template.latestVersion?.number).toBe(1);
    expect(template.roles).toEqual([
      expect.objectContaining({ roleName: 'Employee', role: 'signer', pinned: null }),
      expect.objectContaining({ roleName: 'HR manager', role: 'signer', pinned: { name: pinned.name, email: pinned.email } }),
      expect.objectContaining({ roleName: 'Payroll', role: 'viewer', pinned: null }),
    ]);
    expect(template.content?.fields.find((field) => field.label === 'Salary')).toMatchObject({ defaultValue: '90,000', readOnly: true });
    expect(template.content?.signingOrder).toBe(true);
    expect(template.content?.subject).toBe('Please sign your offer');

    // The working copy is not an agreement: not listed, not counted, cannot be sent.
    const list = (await callOperation(t, contract.listAgreements, { query: { box: 'all' } }, { token: me.token })).result;
    expect(list.items.map((item) => item.id)).not.toContain(template.draftAgreementId);
    expect((await callOperation(t, contract.getAgreementCounts, {}, { token: me.token })).result.draft).toBe(0);
    const draft = (await getAgreement(t, me.token, template.draftAgreementId)).result;
    expect(draft.template).toMatchObject({ id: template.id, versionCount: 1 });
    expect(await sendAgreement(t, me.token, draft.id, draft.revision)).toMatchObject({ code: 404 });
    expect((await listTemplates(t, me.token)).result.items.map((item) => item.id)).toContain(template.id);
  });

  it('refuses to publish an incomplete template with the send rules, for roles', async () => {
    const me = await signInOnPlan(t, 'individual');
    const created = (await createTemplate(t, me.token, { name: 'NDA' })).result;
    let draft = (await getAgreement(t, me.token, created.draftAgreementId)).result;
    expect(await publishTemplate(t, me.token, created.id, draft.revision)).toMatchObject({ code: 7204, msg: 'Please add documents' });
    draft = (await saveDraft(t, me.token, draft.id, { revision: draft.revision, recipients: [role('')] })).result;
    const pdf = await uploadPdf(t, me.token);
    draft = (await saveDraft(t, me.token, draft.id, { revision: draft.revision, documents: [{ documentId: pdf.id }], recipients: [role(''), role('Client')] })).result;
    expect(await publishTemplate(t, me.token, created.id, draft.revision)).toMatchObject({ code: 403, msg: 'Please name every role', data: { recipientIndex: 0 } });
    draft = (await saveDraft(t, me.token, draft.id, { revision: draft.revision, documents: [{ agreementDocumentId: draft.documents[0]!.id }], recipients: [role('Client'), role('client')] })).result;
    expect(await publishTemplate(t, me.token, created.id, draft.revision)).toMatchObject({ code: 403, msg: 'Each role needs a name of its own' });
    draft = (await saveDraft(t, me.token, draft.id, { revision: draft.revision, documents: [{ agreementDocumentId: draft.documents[0]!.id }], recipients: [role('Client'), { ...role('Witness'), name: 'Wu' }] })).result;
    expect(await publishTemplate(t, me.token, created.id, draft.revision)).toMatchObject({ code: 403, msg: 'Please insert signers info', data: { recipientIndex: 1 } });
    draft = (await saveDraft(t, me.token, draft.id, { revision: draft.revision, documents: [{ agreementDocumentId: draft.documents[0]!.id }], recipients: [role('Client')] })).result;
    expect(await publishTemplate(t, me.token, created.id, draft.revision)).toMatchObject({ code: 7205 });
    expect(await publishTemplate(t, me.token, created.id, draft.revision - 1)).toMatchObject({ code: 7026 });
    expect((await getTemplate(t, me.token, created.id)).result).toMatchObject({ latestVersion: null, content: null, versions: [] });
  });

  it('is used for a person per open role with prefilled values, sends with the order, and the signer sees the values', async () => {
    const me = await signInOnPlan(t, 'individual');
    const pinned = hr();
    const template = await publishedTemplate(t, me.token, [role('Employee'), role('HR manager', 'signer', pinned)], {
      signingOrder: true,
      extraFields: (draft) => [
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'text', x: 0.1, y: 0.1, width: 0.3, height: 0.05, label: 'Salary', readOnly: true },
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'text', x: 0.1, y: 0.2, width: 0.3, height: 0.05, label: 'Team', defaultValue: 'Design', required: false },
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'number', x: 0.1, y: 0.3, width: 0.3, height: 0.05, label: 'Days', required: false, validation: { max: 30 } },
      ],
    });
    const [employee, manager] = template.roles;
    const salary = template.content!.fields.find((field) => field.label === 'Salary')!;
    const ann = { name: 'Ann Lee', email: uniqueEmail('ann') };

    expect(await useTemplate(t, me.token, template.id, { roles: [], send: true })).toMatchObject({ code: 403, msg: 'Please insert signers info', data: { recipientIndex: 0 } });
    expect(await useTemplate(t, me.token, template.id, { roles: [{ roleId: 1n, ...ann }], send: true })).toMatchObject({ code: 403 });
    const signatureId = template.content!.fields.find((field) => field.type === 'signature')!.id;
    expect(await useTemplate(t, me.token, template.id, { roles: [{ roleId: employee!.id, ...ann }], prefill: [{ fieldId: signatureId, value: 'x' }] })).toMatchObject({ code: 403 });
    // A typed field's prefill meets its rules (issue 36), as the signer's value would.
    const days = template.content!.fields.find((field) => field.label === 'Days')!;
    expect(await useTemplate(t, me.token, template.id, { roles: [{ roleId: employee!.id, ...ann }], prefill: [{ fieldId: days.id, value: '45' }] })).toMatchObject({
      code: 403,
      data: { issues: [{ path: 'prefill.0.value', message: 'Enter 30 or less.' }] },
    });
    // Salary is read-only with no value of its own: sent without one, nobody could ever fill it.
    expect(await useTemplate(t, me.token, template.id, { roles: [{ roleId: employee!.id, ...ann }], send: true })).toMatchObject({
      code: 403,
      msg: 'Read-only fields need a value before sending, as the signer cannot change them: Salary.',
    });
    expect((await listOutboxMessages(t.database.db, { to: ann.email, limit: 1 })).length).toBe(0);

    const sent = (
      await useTemplate(t, me.token, template.id, {
        roles: [{ roleId: employee!.id, ...ann, accessCode: '4821' }],
        prefill: [{ fieldId: salary.id, value: '95,000' }],
        subject: 'Your offer, Ann',
        send: true,
      })
    ).result;
    expect(sent).toMatchObject({ status: 'waiting', subject: 'Your offer, Ann', signingOrder: true, fromTemplate: { id: template.id, version: 1 } });
    // The version's field rules come with each agreement made from it.
    expect(sent.fields.find((field) => field.label === 'Days')).toMatchObject({ type: 'number', validation: { max: 30 } });
    expect(sent.recipients).toEqual([
      expect.objectContaining({ roleName: 'Employee', name: 'Ann Lee', email: ann.email, accessCode: '4821' }),
      expect.objectContaining({ roleName: 'HR manager', name: pinned.name, email: pinned.email }),
    ]);
    expect(manager?.pinned).toEqual(pinned);
    // The order holds: Ann is invited first (openLink waits for her mail), HR after her.
    const { signerToken, link } = await openLink(t, ann.email, '4821');
    expect(await inbox(pinned.email)).toHaveLength(0);
    const view = (await signerView(t, link.recipientId, { signerToken })).result;
    expect(view.fields.find((field) => field.label === 'Salary')).toMatchObject({ value: '95,000', readOnly: true });
    expect(view.fields.find((field) => field.label === 'Team')).toMatchObject({ value: 'Design', readOnly: false });
    await consent(t, link.recipientId, { signerToken });
    const image = await signaturePng();
    const mine = view.fields.filter((field) => field.type === 'signature').map((field) => ({ fieldId: field.id, image }));
    const salaryField = view.fields.find((field) => field.label === 'Salary')!;
    // A read-only value cannot be changed by the signer: what the sender set is kept.
    expect(await submit(t, link.recipientId, { signerToken }, [...mine, { fieldId: salaryField.id, text: '1,000,000' }])).toMatchObject({ code: 200 });
    const after = (await signerView(t, link.recipientId, { signerToken })).result;
    expect(after.fields.find((field) => field.label === 'Salary')?.value).toBe('95,000');
    expect(after.fields.find((field) => field.label === 'Team')?.value).toBe('Design');
  });

  it('opens as a draft with one more document, and follows the plan: quota (7206), signer limit, sender e-mail (7501)', async () => {
    const me = await signInOnPlan(t, 'free');
    const template = await publishedTemplate(t, me.token, [role('Client')]);
    const extra = await uploadPdf(t, me.token, 'annex.pdf');
    const client = { name: 'Cy Wu', email: uniqueEmail('cy') };
    const draft = (await useTemplate(t, me.token, template.id, { roles: [{ roleId: template.roles[0]!.id, ...client }], documents: [{ documentId: extra.id }] })).result;
    expect(draft.status).toBe('draft');
    expect(draft.documents.map((document) => document.name)).toEqual(['offer', 'annex']);
    expect((await callOperation(t, contract.listAgreements, { query: { box: 'draft' } }, { token: me.token })).result.items.map((item) => item.id)).toContain(draft.id);

    await t.database.db.update(users).set({ signaturesUsed: 1_000_000 }).where(eq(users.id, me.user.id));
    expect(await useTemplate(t, me.token, template.id, { roles: [{ roleId: template.roles[0]!.id, ...client }], send: true })).toMatchObject({ code: 7206 });
    await t.database.db.update(users).set({ signaturesUsed: 0, email: null }).where(eq(users.id, me.user.id));
    expect(await useTemplate(t, me.token, template.id, { roles: [{ roleId: template.roles[0]!.id, ...client }], send: true })).toMatchObject({ code: 7501 });
  });

  it('keeps what was sent when the template is edited or deleted; the detail lists versions and what each made', async () => {
    const me = await signInOnPlan(t, 'individual');
    const template = await publishedTemplate(t, me.token, [role('Client')]);
    const client = { name: 'Dee Park', email: uniqueEmail('dee') };
    const sent = (await useTemplate(t, me.token, template.id, { roles: [{ roleId: template.roles[0]!.id, ...client }], send: true })).result;

    // Edit the working copy: rename the role, move the field, new subject; publish version 2.
    let draft = (await getAgreement(t, me.token, template.draftAgreementId)).result;
    draft = (await saveDraft(t, me.token, draft.id, { revision: draft.revision, name: 'Offer letter 2027', documents: [{ agreementDocumentId: draft.documents[0]!.id }], recipients: [{ id: draft.recipients[0]!.id, ...role('Customer') }], subject: 'New subject' })).result;
    const field = draft.fields[0]!;
    draft = (await saveFields(t, me.token, draft.id, { revision: draft.revision, fields: [{ ...field, x: 0.5, y: 0.1 }] })).result;
    const second = (await publishTemplate(t, me.token, template.id, draft.revision)).result;
    expect(second.latestVersion?.number).toBe(2);
    expect(second.roles[0]?.roleName).toBe('Customer');

    const unchanged = (await getAgreement(t, me.token, sent.id)).result;
    expect(unchanged).toMatchObject({ name: 'Offer letter', subject: 'Please sign your offer', fromTemplate: { version: 1 } });
    expect(unchanged.recipients[0]?.roleName).toBe('Client');
    expect(unchanged.fields.map(({ x, y }) => ({ x, y }))).toEqual(sent.fields.map(({ x, y }) => ({ x, y })));
    expect(second.versions.map((version) => ({ number: version.number, made: version.agreements.map((a) => a.id) }))).toEqual([
      { number: 2, made: [] },
      { number: 1, made: [sent.id] },
    ]);

    expect(await deleteTemplate(t, me.token, template.id)).toMatchObject({ code: 200 });
    expect(await getTemplate(t, me.token, template.id)).toMatchObject({ code: 404 });
    expect((await listTemplates(t, me.token)).result.items.map((item) => item.id)).not.toContain(template.id);
    expect((await getAgreement(t, me.token, sent.id)).result).toMatchObject({ status: 'waiting', name: 'Offer letter', fromTemplate: { version: 1 } });
    expect((await fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId: sent.id, documentId: sent.documents[0]!.id } }, { token: me.token })).statusCode).toBe(200);
  });

  it('is saved from an agreement (its people become open roles) and copied from another template', async () => {
    const me = await signInOnPlan(t, 'individual');
    const agreement = await readyDraft(t, me.token, { recipients: [signer('Ann Lee'), viewer('Cy Wu'), signer('Bo Chen')] });
    const saved = (await createTemplate(t, me.token, { from: { agreementId: agreement.id } })).result;
    expect(saved.latestVersion?.number).toBe(1);
    expect(saved.roles.map((r) => [r.roleName, r.role, r.pinned])).toEqual([
      ['Signer 1', 'signer', null],
      ['Viewer 1', 'viewer', null],
      ['Signer 2', 'signer', null],
    ]);
    expect(saved.content?.fields).toHaveLength(2);

    const copy = (await createTemplate(t, me.token, { name: 'Copy of it', from: { templateId: saved.id } })).result;
    expect(copy).toMatchObject({ name: 'Copy of it', latestVersion: { number: 1 } });
    expect(copy.id).not.toBe(saved.id);
    expect(copy.roles.map((r) => r.roleName)).toEqual(['Signer 1', 'Viewer 1', 'Signer 2']);

    const empty = (await createAgreement(t, me.token, {})).result;
    expect(await createTemplate(t, me.token, { from: { agreementId: empty.id } })).toMatchObject({ code: 7204 });
  });

  it('shows nothing to anyone but its owner: another user, a signer, a viewer and anonymous', async () => {
    const owner = await signInOnPlan(t, 'individual');
    const observer = { name: 'Obi Watts', email: uniqueEmail('obi') };
    const template = await publishedTemplate(t, owner.token, [role('Client'), role('Observer', 'viewer', observer)]);
    const other = await signInOnPlan(t, 'individual');
    const client = { name: 'Eve Ng', email: uniqueEmail('eve') };
    expect(await useTemplate(t, owner.token, template.id, { roles: [{ roleId: template.roles[0]!.id, ...client }], send: true })).toMatchObject({ code: 200 });
    const { signerToken } = await openLink(t, client.email);
    const viewer = await openLink(t, observer.email);

    const draft = (await getAgreement(t, owner.token, template.draftAgreementId)).result;
    const attempts = [
      (caller: { token?: string; signerToken?: string }) => callOperation(t, contract.getTemplate, { params: { templateId: template.id } }, caller),
      (caller: { token?: string; signerToken?: string }) => callOperation(t, contract.useTemplate, { params: { templateId: template.id }, body: { roles: [{ roleId: template.roles[0]!.id, ...client }], send: true } }, caller),
      (caller: { token?: string; signerToken?: string }) => callOperation(t, contract.publishTemplateVersion, { params: { templateId: template.id }, body: { revision: draft.revision } }, caller),
      (caller: { token?: string; signerToken?: string }) => callOperation(t, contract.deleteTemplate, { params: { templateId: template.id } }, caller),
      (caller: { token?: string; signerToken?: string }) => callOperation(t, contract.createTemplate, { body: { from: { templateId: template.id } } }, caller),
    ];
    for (const attempt of attempts) {
      expect(await attempt({ token: other.token })).toMatchObject({ code: 404, data: null });
      expect(await attempt({ signerToken })).toMatchObject({ code: 401 });
      expect(await attempt({ signerToken: viewer.signerToken })).toMatchObject({ code: 401 });
      expect(await attempt({})).toMatchObject({ code: 401 });
    }
    expect((await listTemplates(t, other.token)).result.items.map((item) => item.id)).not.toContain(template.id);
    // The working copy through the agreement operations: another user gets the same 404 as for a
    // missing id, so they cannot even tell it exists (the agreement's 7403 would say so).
    expect(await getAgreement(t, other.token, template.draftAgreementId)).toMatchObject({ code: 404, data: null });
    const fieldsSaved = await callOperation(t, contract.saveAgreementFields, { params: { flowId: template.draftAgreementId }, body: { revision: draft.revision, fields: [] } }, { token: other.token });
    expect(fieldsSaved).toMatchObject({ code: 404, data: null });
    expect((await getTemplate(t, owner.token, template.id)).result.useCount).toBe(1);
  });
});
