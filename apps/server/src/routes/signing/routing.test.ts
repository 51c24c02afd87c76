import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { createAgreement, getAgreement, saveFields, sendAgreement, signatureField, signer, uploadPdf } from '../../../test/helpers/agreements.js';
import { readLatestMail, uniqueEmail } from '../../../test/helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { downloadFinal, pdftotext, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { publishedTemplate, role, useTemplate } from '../../../test/helpers/templates.js';
import { consent, consentAndSign, decline, openLink, signatureFieldsOf, signerView, submit, type Sent } from '../../../test/helpers/signing.js';

type RecipientBody = contract.RecipientInput;
const person = (name: string, role: RecipientBody['role'], step: number | null, group?: 'all' | 'any', extra: Partial<RecipientBody> = {}): RecipientBody => ({
  name,
  email: uniqueEmail(name.split(' ')[0]?.toLowerCase()),
  role,
  ...(step === null ? {} : { step }),
  ...(group ? { group } : {}),
  ...extra,
});

/** Issue 33: approvers, copies, fillers, steps and any-one-of groups, from send to the sealed PDF. */
describe.each(databaseTargets())('routes of steps and groups on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** Who was sent an invitation so far (the queued mail's trail event), by recipient id. */
  const invited = async (agreementId: bigint) =>
    new Set((await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId))).filter((event) => event.type === 'invitation_queued').map((event) => event.recipientId));
  const eventTypes = async (agreementId: bigint) =>
    (await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId)).orderBy(agreementEvents.id)).map((event) => event.type);

  /** Sends the route with a signature field for every signer (approvers and fillers get none unless `fields` adds some). */
  async function sendRoute(recipients: RecipientBody[], fields?: (draft: Sent) => contract.FieldInput[]) {
    const me = await signInOnPlan(t, 'individual');
    const document = await uploadPdf(t, me.token);
    const created = await createAgreement(t, me.token, { name: 'Supply deal', documents: [{ documentId: document.id }], recipients });
    if (created.code !== 200) throw new Error(`create ${created.code} ${created.msg} ${JSON.stringify(created.data)}`);
    const draft = created.result;
    const doc = draft.documents[0]!.id;
    const signatures = draft.recipients.filter((r) => r.role === 'signer').map((r) => signatureField(r.id, doc));
    const saved = await saveFields(t, me.token, draft.id, { revision: draft.revision, fields: [...signatures, ...(fields?.(draft) ?? [])] });
    if (saved.code !== 200) throw new Error(`fields ${saved.code} ${saved.msg}`);
    const sent = await sendAgreement(t, me.token, draft.id, saved.result.revision);
    if (sent.code !== 200) throw new Error(`send ${sent.code} ${sent.msg}`);
    return { me, agreement: (await getAgreement(t, me.token, draft.id)).result };
  }

  it('runs approver, any-one-of pair, all-of pair and copy in order, and the certificate lists the route', async () => {
    const { me, agreement } = await sendRoute([
      person('Mia Chen', 'approver', 1),
      person('Ann Lee', 'signer', 2, 'any'),
      person('Ben Wu', 'signer', 2, 'any'),
      person('Cy Ng', 'signer', 3),
      person('Di Ho', 'signer', 3),
      person('Fin Desk', 'copy', null),
    ]);
    const [mia, ann, ben, cy, di, fin] = agreement.recipients as [Sent['recipients'][number], ...Sent['recipients']];
    expect(agreement.recipients.map((r) => [r.role, r.step, r.group, r.status])).toEqual([
      ['approver', 1, 'all', 'invited'],
      ['signer', 2, 'any', 'pending'],
      ['signer', 2, 'any', 'pending'],
      ['signer', 3, 'all', 'pending'],
      ['signer', 3, 'all', 'pending'],
      ['copy', null, 'all', 'pending'],
    ]);
    const endpoint = await t.database.db.insert(webhookEndpoints).values({ userId: me.user.id, url: 'https://hooks.example.com/in', secret: 'whsec_test', events: ['recipient.approved'] }).returning();
    // Only step 1 heard: the copy recipient waits for the sealed document.
    expect([...(await invited(agreement.id))]).toEqual([mia.id]);

    // Mia approves: nothing to fill, so an empty submit after consent.
    const miaAuth = { signerToken: (await openLink(t, mia.email)).signerToken };
    const miaView = (await signerView(t, mia.id, miaAuth)).result;
    expect(miaView).toMatchObject({ next: 'start', me: { role: 'approver' }, route: { step: 1, steps: 3, group: 'all', acted: [] }, fields: [] });
    await consent(t, mia.id, miaAuth);
    expect((await submit(t, mia.id, miaAuth, [])).result).toMatchObject({ me: { status: 'approved' }, next: 'finish' });
    // Once approved, the documents can no longer be taken back and changed.
    const revise = await callOperation(t, contract.reviseAgreement, { params: { flowId: agreement.id } }, { token: me.token });
    expect(revise).toMatchObject({ status: 403, msg: expect.stringMatching(/signed/) as unknown });
    const hooks = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint[0]!.id));
    expect(hooks.map((hook) => [hook.event, (hook.data as { recipient?: { name: string } }).recipient?.name])).toEqual([['recipient.approved', 'Mia Chen']]);

    // Step 2 opens for both; Ann sees who approved and that any one of them may sign.
    const annAuth = { signerToken: (await openLink(t, ann!.email)).signerToken };
    const benAuth = { signerToken: (await openLink(t, ben!.email)).signerToken };
    expect((await signerView(t, ann!.id, annAuth)).result.route).toMatchObject({ step: 2, steps: 3, group: 'any', acted: [{ name: 'Mia Chen', status: 'approved', step: 1 }] });
    expect([...(await invited(agreement.id))].sort()).toEqual([mia.id, ann!.id, ben!.id].sort());
    expect((await consentAndSign(t, ann!.id, annAuth, signatureFieldsOf(agreement, ann!.id))).code).toBe(200);

    // Ben is released: his link says who signed for the group, and acting now answers 7412 naming Ann.
    const benView = (await signerView(t, ben!.id, benAuth)).result;
    expect(benView).toMatchObject({ next: 'released', me: { status: 'released' }, route: { actedForGroup: { name: 'Ann Lee' } } });
    const late = await consent(t, ben!.id, benAuth);
    expect(late).toMatchObject({ status: 409, code: ErrorCode.GroupActedAlready, data: { actor: { name: 'Ann Lee', you: false } } });
    expect(late.msg).toBe('Someone else in your group has already signed for it. Nothing more is needed from you.');

    // Step 3: both sign side by side, then the agreement is sealed and the copy arrives.
    const cyAuth = { signerToken: (await openLink(t, cy!.email)).signerToken };
    const diAuth = { signerToken: (await openLink(t, di!.email)).signerToken };
    const [cySigned, diSigned] = await Promise.all([
      consentAndSign(t, cy!.id, cyAuth, signatureFieldsOf(agreement, cy!.id)),
      consentAndSign(t, di!.id, diAuth, signatureFieldsOf(agreement, di!.id)),
    ]);
    expect([cySigned.code, diSigned.code]).toEqual([200, 200]);
    expect((await waitForSealing(t, me.token, agreement.id)).status).toBe('completed');
    const copy = await readLatestMail(t, fin!.email);
    expect(copy.subject).toContain('Supply deal');
    expect(copy.attachments?.map((attachment) => attachment.filename)).toEqual(['Supply deal.pdf']);

    const types = await eventTypes(agreement.id);
    expect(types.filter((type) => ['approved', 'signed', 'released', 'all_signed', 'completed'].includes(type))).toEqual(['approved', 'signed', 'released', 'signed', 'signed', 'all_signed', 'completed']);

    const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: agreement.id } }, { token: me.token });
    const certificate = (await pdftotext(file.body)).replace(/\s+/g, ' ');
    for (const words of [
      '3 steps, one after another',
      'Step 1 Step 2, any one of them Step 3, all of them Outside the route',
      'Mia Chen',
      '· Approver Approved:',
      '· Signer Signed for the group:',
      '· Signer Released: Ann Lee acted for the group',
      '· Copy Copy sent on completion',
    ]) {
      expect(certificate).toContain(words);
    }
  });

  it('ends Declined with the reason when the approver rejects, and nobody after step 1 is ever invited', async () => {
    const { me, agreement } = await sendRoute([person('Mia Chen', 'approver', 1), person('Ann Lee', 'signer', 2, 'any'), person('Ben Wu', 'signer', 2, 'any'), person('Fin Desk', 'copy', null, undefined, { copyAtSend: true })]);
    const [mia, , , fin] = agreement.recipients;
    // Asked to, the copy recipient heard at send.
    expect([...(await invited(agreement.id))].sort()).toEqual([mia!.id, fin!.id].sort());
    const auth = { signerToken: (await openLink(t, mia!.email)).signerToken };
    expect((await decline(t, mia!.id, auth, 'The price is wrong')).result).toMatchObject({ agreement: { status: 'declined' }, me: { status: 'declined' } });
    expect([...(await invited(agreement.id))].sort()).toEqual([mia!.id, fin!.id].sort());
    expect((await readLatestMail(t, me.user.email!)).subject).toBe('Mia Chen rejected "Supply deal"');
    const sent = (await callGet(me.token, agreement.id)).recipients;
    expect(sent.map((r) => [r.name, r.status])).toEqual([
      ['Mia Chen', 'declined'],
      ['Ann Lee', 'pending'],
      ['Ben Wu', 'pending'],
      ['Fin Desk', 'invited'],
    ]);
    expect(sent[0]!.declineReason).toBe('The price is wrong');
  });

  it('lets a filler fill the later signer’s fields, which the signer then signs as written', async () => {
    const { me, agreement } = await sendRoute([person('Fay Ops', 'filler', 1), person('Sam Roe', 'signer', 2)], (draft) => [
      signatureField(draft.recipients[1]!.id, draft.documents[0]!.id, { type: 'text', label: 'Salary', y: 0.2, height: 0.05 }),
      signatureField(draft.recipients[1]!.id, draft.documents[0]!.id, { type: 'text', label: 'Notes', y: 0.3, height: 0.05, required: false }),
    ]);
    const [fay, sam] = agreement.recipients;
    const salary = agreement.fields.find((field) => field.label === 'Salary')!;
    const auth = { signerToken: (await openLink(t, fay!.email)).signerToken };
    const view = (await signerView(t, fay!.id, auth)).result;
    expect(view.route).toMatchObject({ step: 1, steps: 2, fillsFor: [{ name: 'Sam Roe' }] });
    expect(view.fields.map((field) => [field.label, field.forRecipient, field.value])).toEqual([
      ['Salary', sam!.id, null],
      ['Notes', sam!.id, null],
    ]);
    await consent(t, fay!.id, auth);
    // The signature is Sam's own: not a field the filler may fill.
    const signature = signatureFieldsOf(agreement, sam!.id)[0]!;
    expect((await submit(t, fay!.id, auth, [{ fieldId: signature, text: 'x' }])).data).toMatchObject({ issues: [{ path: 'fields.0.fieldId', message: 'Not one of your fields.' }] });
    expect((await submit(t, fay!.id, auth, [])).errorData(ErrorCode.ParameterError)?.missingFieldIds).toEqual([String(salary.id)]);
    const filled = (await submit(t, fay!.id, auth, [{ fieldId: salary.id, text: '85,000 EUR' }])).result;
    // Done: the filled field is fixed now, and the view still says whom the filler filled for.
    expect(filled).toMatchObject({ me: { status: 'signed' }, next: 'finish', route: { fillsFor: [{ name: 'Sam Roe' }] } });

    const samAuth = { signerToken: (await openLink(t, sam!.email)).signerToken };
    const samView = (await signerView(t, sam!.id, samAuth)).result;
    expect(samView.fields.find((field) => field.id === salary.id)).toMatchObject({ value: '85,000 EUR', readOnly: true });
    expect(samView.fields.find((field) => field.label === 'Notes')).toMatchObject({ value: null, readOnly: false });
    expect((await consentAndSign(t, sam!.id, samAuth, [signature])).code).toBe(200);
    expect((await waitForSealing(t, me.token, agreement.id)).status).toBe('completed');
    expect((await callGet(me.token, agreement.id)).fields.find((field) => field.id === salary.id)).toMatchObject({ defaultValue: '85,000 EUR', readOnly: true });
    expect(await eventTypes(agreement.id)).toContain('filled');
  });

  it('refuses bad routes and fields for roles that hold none, saying why', async () => {
    const me = await signInOnPlan(t, 'individual');
    const bad = async (recipients: RecipientBody[]) => {
      const res = await createAgreement(t, me.token, { recipients });
      expect(res.status).toBe(403);
      return (res.data as { issues: { path: string; message: string }[] }).issues.map((issue) => `${issue.path}: ${issue.message}`);
    };
    expect(await bad([person('A', 'signer', 1), person('B', 'signer', 3)])).toEqual(['recipients.1.step: Step 2 has nobody in it: number the steps 1, 2, 3… without gaps.']);
    expect(await bad([person('A', 'signer', 1, 'any'), person('B', 'signer', 2)])).toEqual(['recipients.0.group: Step 1 is "any one of" but has one member; it needs two or more.']);
    expect(await bad([person('A', 'signer', 1), person('B', 'filler', 2)])).toEqual(['recipients.1.role: A filler must come before the recipients whose fields they fill.']);
    expect(await bad([person('A', 'signer', 1), person('C', 'copy', 2)])).toEqual(['recipients.1.step: Viewers and copies take no step: they hold nobody up.']);

    const created = (await createAgreement(t, me.token, { recipients: [person('A', 'signer', 1), person('C', 'copy', null)], documents: [{ documentId: (await uploadPdf(t, me.token)).id }] })).result;
    const copyField = signatureField(created.recipients[1]!.id, created.documents[0]!.id);
    const refused = await saveFields(t, me.token, created.id, { revision: created.revision, fields: [copyField] });
    expect(refused).toMatchObject({ status: 403, data: { issues: [{ path: 'fields.0.recipientId', message: 'A copy recipient takes no action: give this field to someone who signs or approves.' }] } });
  });

  it('keeps the signing-order switch working as one step per recipient, for clients that send no steps', async () => {
    const { agreement } = await sendRoute([signer('Ann Lee'), signer('Bo Chen')]);
    expect(agreement.recipients.map((r) => [r.step, r.status])).toEqual([
      [1, 'invited'],
      [1, 'invited'],
    ]);
    const ordered = await signInOnPlan(t, 'individual');
    const draft = (await createAgreement(t, ordered.token, { recipients: [signer('Ann Lee'), signer('Bo Chen')], signingOrder: true })).result;
    expect(draft.recipients.map((r) => r.step)).toEqual([1, 2]);
    expect(draft.signingOrder).toBe(true);
  });

  it('carries a template’s routing into the agreements made from it', async () => {
    const me = await signInOnPlan(t, 'individual');
    const roles = [
      { ...role('Manager', 'signer'), role: 'approver' as const, step: 1 },
      { ...role('Partner A'), step: 2, group: 'any' as const },
      { ...role('Partner B'), step: 2, group: 'any' as const },
      { ...role('Accounts', 'signer'), role: 'copy' as const, step: null },
    ];
    const template = await publishedTemplate(t, me.token, roles);
    expect(template.roles.map((r) => [r.roleName, r.role, r.step, r.group])).toEqual([
      ['Manager', 'approver', 1, 'all'],
      ['Partner A', 'signer', 2, 'any'],
      ['Partner B', 'signer', 2, 'any'],
      ['Accounts', 'copy', null, 'all'],
    ]);
    const fills = template.roles.map((r) => ({ roleId: r.id, name: `${r.roleName} Person`, email: uniqueEmail(r.roleName.split(' ')[0]!.toLowerCase()) }));
    const made = await useTemplate(t, me.token, template.id, { roles: fills, send: true });
    expect(made.code).toBe(200);
    const agreement = await callGet(me.token, made.result.id);
    expect(agreement.recipients.map((r) => [r.role, r.step, r.group, r.status])).toEqual([
      ['approver', 1, 'all', 'invited'],
      ['signer', 2, 'any', 'pending'],
      ['signer', 2, 'any', 'pending'],
      ['copy', null, 'all', 'pending'],
    ]);
  });

  const callGet = async (token: string, flowId: bigint) => (await getAgreement(t, token, flowId)).result;
});
