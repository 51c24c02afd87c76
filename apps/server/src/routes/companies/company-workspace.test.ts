import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, type CompanyProfileInput } from '@signet/contracts';
import { newestOutboxId, readLatestMail } from '../../../test/helpers/accounts.js';
import { readyDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { bind, consentAndSign, latestLink, signatureFieldsOf, signerView } from '../../../test/helpers/signing.js';
import { publishedTemplate, role, useTemplate } from '../../../test/helpers/templates.js';
import { users, webhookDeliveries } from '../../db/schema/index.js';
import { giveSeats } from '../../../test/helpers/company-seats.js';

const ACME: CompanyProfileInput = { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null };

/**
 * Issue 32, point 4: what a sender makes follows the workspace. A member sees what they sent; an
 * admin every company agreement with who sent it; templates are shared; removing someone passes
 * their work on and the recipients notice nothing.
 */
describe.each(databaseTargets())('work in a company workspace on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** A signed-in person on the Individual plan (quotas never interfere), named. */
  const person = async (name: string) => {
    const signedIn = await signInUser(t.database.db);
    await t.database.db.update(users).set({ planId: 'individual', name }).where(eq(users.id, signedIn.user.id));
    return signedIn;
  };
  /** Ann owns Acme; Bo is an admin, Cy and Di members; every device works in Acme. */
  const acme = async () => {
    const ann = await person('Ann Lee');
    const company = (await callOperation(t, contract.createCompany, { body: ACME }, { token: ann.token })).result.company;
    await giveSeats(t.database.db, company.id);
    const join = async (name: string, roleName: 'admin' | 'member') => {
      const who = await person(name);
      const afterId = await newestOutboxId(t, who.user.email ?? '');
      await callOperation(t, contract.inviteCompanyMember, { params: { companyId: company.id }, body: { email: who.user.email ?? '', role: roleName } }, { token: ann.token });
      const mail = await readLatestMail(t, who.user.email ?? '', { afterId });
      const linkToken = /\/join\?t=([\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
      expect((await callOperation(t, contract.acceptCompanyInvitation, { body: { token: linkToken } }, { token: who.token })).code).toBe(200);
      return who;
    };
    return { company, ann, bo: await join('Bo Park', 'admin'), cy: await join('Cy Ng', 'member'), di: await join('Di Wu', 'member') };
  };
  const list = (token: string, query: { box?: contract.AgreementBox; sentBy?: bigint } = {}) =>
    callOperation(t, contract.listAgreements, { query: { box: query.box ?? 'all', ...(query.sentBy ? { sentBy: query.sentBy } : {}) } }, { token });
  const counts = (token: string, sentBy?: bigint) => callOperation(t, contract.getAgreementCounts, { query: sentBy ? { sentBy } : {} }, { token });
  const toPersonal = (token: string) => callOperation(t, contract.switchWorkspace, { body: { companyId: null } }, { token });
  const toCompany = (token: string, companyId: bigint) => callOperation(t, contract.switchWorkspace, { body: { companyId } }, { token });

  it('shows a member what they sent, and an admin every company agreement with who sent it; the counts match', async () => {
    const { company, bo, cy, di } = await acme();
    const cyDraft = await readyDraft(t, cy.token, { name: 'Cy supplier deal', recipients: [signer('Rae Client')] });
    const cySent = (await sendAgreement(t, cy.token, cyDraft.id, cyDraft.revision)).result;
    const diDraft = await readyDraft(t, di.token, { name: 'Di draft', recipients: [signer('Sam Client')] });
    // Cy's personal agreement stays in Cy's personal space.
    await toPersonal(cy.token);
    const personal = await readyDraft(t, cy.token, { name: 'Cy personal', recipients: [signer('Pat Friend')] });
    expect((await list(cy.token)).result.items.map((row) => row.name)).toEqual(['Cy personal']);
    expect((await list(cy.token)).result.items[0]?.sentBy).toBeNull();
    await toCompany(cy.token, company.id);

    const cyList = (await list(cy.token)).result.items;
    expect(cyList.map((row) => row.name)).toEqual(['Cy supplier deal']);
    expect(cyList[0]?.sentBy).toMatchObject({ id: cy.user.id, name: 'Cy Ng' });
    // A member cannot see another member's agreements, by list or by id.
    expect((await list(cy.token, { sentBy: di.user.id })).result.items).toEqual([]);
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: diDraft.id } }, { token: cy.token })).code).toBe(ErrorCode.NoPermission);
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: personal.id } }, { token: cy.token })).code).toBe(ErrorCode.NoPermission);

    const boList = (await list(bo.token)).result.items;
    expect(boList.map((row) => [row.name, row.sentBy?.name])).toEqual([
      ['Di draft', 'Di Wu'],
      ['Cy supplier deal', 'Cy Ng'],
    ]);
    expect(boList.every((row) => row.role === 'sender' && row.actions.length > 0)).toBe(true);
    expect((await list(bo.token, { sentBy: cy.user.id })).result.items.map((row) => row.name)).toEqual(['Cy supplier deal']);
    expect((await counts(bo.token)).result).toMatchObject({ waiting: 1, draft: 1 });
    expect((await counts(bo.token, cy.user.id)).result).toMatchObject({ waiting: 1, draft: 0 });
    expect((await counts(cy.token)).result).toMatchObject({ waiting: 1, draft: 0 });
    // The admin opens, voids and copies a member's agreement; its trail names the admin.
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: cySent.id } }, { token: bo.token })).code).toBe(200);
    const voided = await callOperation(t, contract.voidAgreement, { params: { flowId: cySent.id }, body: { reason: 'Wrong supplier' } }, { token: bo.token });
    expect(voided.result.status).toBe('voided');
    const trail = (await callOperation(t, contract.getAgreementTimeline, { params: { flowId: cySent.id } }, { token: cy.token })).result.events;
    expect(trail.find((event) => event.type === 'voided')?.actor).toMatchObject({ kind: 'sender', name: 'Bo Park', you: false });
    expect(trail.find((event) => event.type === 'sent')?.actor).toMatchObject({ name: 'Cy Ng', you: true });
    const copy = await callOperation(t, contract.copyAgreement, { params: { flowId: cySent.id } }, { token: bo.token });
    expect((await list(bo.token, { sentBy: bo.user.id })).result.items.map((row) => row.id)).toEqual([copy.result.id]);
  });

  it('shares company templates: every member uses them, only their author and admins change them', async () => {
    const { bo, cy, di } = await acme();
    const template = await publishedTemplate(t, cy.token, [role('Client')], { name: 'Company NDA' });
    const names = async (token: string) => (await callOperation(t, contract.listTemplates, { query: {} }, { token })).result.items.map((row) => row.name);
    expect(await names(di.token)).toEqual(['Company NDA']);
    expect(await names(bo.token)).toEqual(['Company NDA']);
    await toPersonal(di.token);
    expect(await names(di.token)).not.toContain('Company NDA');
    expect((await callOperation(t, contract.getTemplate, { params: { templateId: template.id } }, { token: di.token })).code).toBe(ErrorCode.NotFound);
    await toCompany(di.token, (await callOperation(t, contract.getUserInfo, {}, { token: cy.token })).result.companyId ?? 0n);

    const roleId = template.roles[0]?.id ?? 0n;
    const used = await useTemplate(t, di.token, template.id, { roles: [{ roleId, name: 'Kim Client', email: 'kim.client@example.com' }], send: true });
    expect(used.result).toMatchObject({ status: 'waiting', name: 'Company NDA' });
    // Di may use it, not change it; Bo (an admin) may.
    expect((await callOperation(t, contract.deleteTemplate, { params: { templateId: template.id } }, { token: di.token })).code).toBe(ErrorCode.CompanyRoleTooLow);
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: template.draftAgreementId } }, { token: di.token })).code).toBe(ErrorCode.NotFound);
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: template.draftAgreementId } }, { token: bo.token })).code).toBe(200);
    // The template's page lists the agreements made from it that the reader may see.
    const asCy = (await callOperation(t, contract.getTemplate, { params: { templateId: template.id } }, { token: cy.token })).result;
    expect(asCy.versions[0]?.agreements ?? []).toEqual([]);
    const asBo = (await callOperation(t, contract.getTemplate, { params: { templateId: template.id } }, { token: bo.token })).result;
    expect(asBo.versions[0]?.agreements.map((row) => row.id)).toEqual([used.result.id]);
    expect(asBo.authorId).toBe(cy.user.id);
  });

  it('hands a removed member’s work to the member the admin picks; their next call is refused, and the recipient still signs', async () => {
    const { company, bo, cy, di } = await acme();
    const clientEmail = `rae.${Date.now()}@example.com`;
    const afterId = await newestOutboxId(t, clientEmail);
    const draft = await readyDraft(t, cy.token, { name: 'Cy lease', recipients: [signer('Rae Client', clientEmail)] });
    const sent = (await sendAgreement(t, cy.token, draft.id, draft.revision)).result;
    const template = await publishedTemplate(t, cy.token, [role('Tenant')], { name: 'Cy lease template' });

    const wrong = await callOperation(t, contract.removeCompanyMember, { params: { companyId: company.id, userId: cy.user.id }, query: { handTo: cy.user.id } }, { token: bo.token });
    expect(wrong.code).toBe(ErrorCode.ParameterError);
    expect(wrong.msg).toBe('Choose a current member of the company, other than the person leaving, to receive their agreements.');
    const removed = await callOperation(t, contract.removeCompanyMember, { params: { companyId: company.id, userId: cy.user.id }, query: { handTo: di.user.id } }, { token: bo.token });
    expect(removed.code, removed.body).toBe(200);

    // Cy's very next request in the company is refused; their device is back in the personal space.
    expect((await list(cy.token)).code).toBe(ErrorCode.NotCompanyMember);
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: sent.id } }, { token: cy.token })).code).toBe(ErrorCode.NoPermission);
    // Di now holds the agreement and the template, and the trail says who passed it.
    expect((await list(di.token)).result.items.map((row) => [row.name, row.sentBy?.name])).toEqual([['Cy lease', 'Di Wu']]);
    expect((await callOperation(t, contract.getTemplate, { params: { templateId: template.id } }, { token: di.token })).result.authorId).toBe(di.user.id);
    const trail = (await callOperation(t, contract.getAgreementTimeline, { params: { flowId: sent.id } }, { token: di.token })).result.events;
    expect(trail.at(-1)).toMatchObject({ type: 'handed_over', actor: { name: 'Bo Park', you: false }, data: { fromName: 'Cy Ng', toName: 'Di Wu' } });
    const activity = (await callOperation(t, contract.listCompanyActivity, { params: { companyId: company.id }, query: {} }, { token: bo.token })).result.list;
    expect(activity.slice(0, 2).map((event) => [event.kind, event.subject])).toEqual([
      ['removed', 'Cy Ng'],
      ['work_handed_over', 'Cy Ng → Di Wu'],
    ]);

    // The recipient signs as if nothing happened.
    // Recipients see the sender with the company's legal name (point 5): in the mail Cy's, now Di's.
    expect((await readLatestMail(t, clientEmail, { afterId })).text).toContain('Cy Ng, Acme Ltd');
    const link = await latestLink(t, clientEmail, afterId);
    const bound = await bind(t, link);
    expect((await signerView(t, link.recipientId, { signerToken: bound.result.signerToken })).result.sender).toMatchObject({ name: 'Di Wu, Acme Ltd' });
    const signed = await consentAndSign(t, link.recipientId, { signerToken: bound.result.signerToken }, signatureFieldsOf(sent, link.recipientId));
    expect(signed.code).toBe(200);
    expect((await counts(di.token)).result.completed + (await counts(di.token)).result.waiting).toBe(1);
  });

  it('hands the work of a member who leaves by themselves to the member an admin chose, else to the owner', async () => {
    const { company, ann, bo, cy, di } = await acme();
    const leaseOf = async (who: { token: string }, name: string) => {
      const draft = await readyDraft(t, who.token, { name, recipients: [signer('Rae Client', `rae.${Date.now()}@example.com`)] });
      return (await sendAgreement(t, who.token, draft.id, draft.revision)).result;
    };
    // A member may not choose; a non-member may not be chosen.
    expect((await callOperation(t, contract.setLeaversWorkTo, { params: { companyId: company.id }, body: { userId: di.user.id } }, { token: cy.token })).code).toBe(ErrorCode.CompanyRoleTooLow);
    expect((await callOperation(t, contract.setLeaversWorkTo, { params: { companyId: company.id }, body: { userId: (await person('Outsider')).user.id } }, { token: bo.token })).code).toBe(ErrorCode.NotCompanyMember);
    const chosen = await callOperation(t, contract.setLeaversWorkTo, { params: { companyId: company.id }, body: { userId: di.user.id } }, { token: bo.token });
    expect(chosen.result.company.leaversWorkTo).toBe(di.user.id);

    await leaseOf(cy, 'Cy lease');
    expect((await callOperation(t, contract.leaveCompany, { params: { companyId: company.id } }, { token: cy.token })).code).toBe(200);
    expect((await list(di.token)).result.items.map((row) => [row.name, row.sentBy?.name])).toEqual([['Cy lease', 'Di Wu']]);

    // The one chosen leaves too: nobody is left to choose, so their work goes to the owner.
    await leaseOf(di, 'Di lease');
    expect((await callOperation(t, contract.leaveCompany, { params: { companyId: company.id } }, { token: di.token })).code).toBe(200);
    expect((await list(ann.token)).result.items.map((row) => [row.name, row.sentBy?.name]).sort()).toEqual([
      ['Cy lease', 'Ann Lee'],
      ['Di lease', 'Ann Lee'],
    ]);
  });

  it('keeps company API keys and webhooks with the company: admins make them, they act as the company, and outlive their maker', async () => {
    const { company, ann, bo, cy } = await acme();
    expect((await callOperation(t, contract.createApiKey, { body: { name: 'CRM', scope: 'write' } }, { token: cy.token })).code).toBe(ErrorCode.CompanyRoleTooLow);
    expect((await callOperation(t, contract.listApiKeys, {}, { token: cy.token })).code).toBe(ErrorCode.CompanyRoleTooLow);
    const made = await callOperation(t, contract.createApiKey, { body: { name: 'CRM', scope: 'write' } }, { token: bo.token });
    expect(made.code).toBe(200);
    const key = made.result.secret;
    // The owner sees it among the company's keys; Bo's personal space has none.
    expect((await callOperation(t, contract.listApiKeys, {}, { token: ann.token })).result.list.map((row) => row.name)).toEqual(['CRM']);
    await toPersonal(bo.token);
    expect((await callOperation(t, contract.listApiKeys, {}, { token: bo.token })).result.list).toEqual([]);

    // A company endpoint hears the company's agreements, whoever sent them.
    const hook = await callOperation(t, contract.createWebhookEndpoint, { body: { url: 'https://hooks.example.com/acme', events: ['agreement.sent'], description: '' } }, { token: ann.token });
    expect(hook.code).toBe(200);
    const hookId = hook.result.endpoint.id;
    const sentByCy = await readyDraft(t, cy.token, { name: 'Cy order', recipients: [signer('Lee Buyer')] });
    await sendAgreement(t, cy.token, sentByCy.id, sentByCy.revision);
    const deliveries = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hookId));
    expect(deliveries.map((row) => row.event)).toEqual(['agreement.sent']);
    expect((await callOperation(t, contract.listWebhookEndpoints, {}, { token: cy.token })).code).toBe(ErrorCode.CompanyRoleTooLow);

    const bearer = { headers: { authorization: `Bearer ${key}` } };
    const byKey = async () => (await callOperation(t, contract.listAgreements, { query: { box: 'all' } }, bearer)).result.items.map((row) => row.name);
    expect(await byKey()).toEqual(['Cy order']);

    // Bo leaves; the key keeps working for the company, and what it makes belongs to a member.
    await toCompany(bo.token, company.id);
    expect((await callOperation(t, contract.leaveCompany, { params: { companyId: company.id } }, { token: bo.token })).code).toBe(200);
    expect(await byKey()).toEqual(['Cy order']);
    const fromKey = await callOperation(t, contract.createAgreement, { body: { name: 'From the CRM' } }, bearer);
    expect(fromKey.code).toBe(200);
    expect((await list(ann.token, { sentBy: ann.user.id })).result.items.map((row) => row.name)).toEqual(['From the CRM']);
    const log = (await callOperation(t, contract.listCompanyActivity, { params: { companyId: company.id }, query: {} }, { token: ann.token })).result.list;
    expect(log.map((event) => event.kind)).toContain('api_key_created');
  });
});
