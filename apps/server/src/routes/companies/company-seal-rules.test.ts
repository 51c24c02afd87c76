import { eq, sql } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementDocuments, companySealEvents, companySealGrants } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { companyWithMembers, inOneYear, mailedSealCode, makeSeal, sealableAgreement } from '../../../test/helpers/company-seals.js';
import { databaseTargets } from '../../../test/helpers/database.js';

/** Issue 34, point 2: who may use a seal, on both engines. */
describe.each(databaseTargets())('company seal rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const grant = (token: string, companyId: bigint, sealId: bigint, body: { userId: bigint; right: 'use' | 'approve'; validUntil: string; templateIds?: bigint[] | null }) =>
    callOperation(t, contract.grantSeal, { params: { companyId, sealId }, body: { templateIds: null, ...body } }, { token });
  const apply = (sealed: Awaited<ReturnType<typeof sealableAgreement>>, sealId: bigint, code: string) =>
    callOperation(t, contract.applySeal, { params: { flowSignerId: sealed.recipientId, sealId }, body: { code } }, sealed.auth);

  it('lets a member with a grant in force apply the seal with the mailed code, once; refuses a five-year grant', async () => {
    const { owner, companyId, members } = await companyWithMembers(t);
    const bo = members[0]!;
    const seal = await makeSeal(t, owner.token, companyId);
    const fiveYears = await grant(owner.token, companyId, seal.id, { userId: bo.user.id, right: 'use', validUntil: new Date(Date.now() + 5 * 365 * 86_400_000).toISOString() });
    expect(fiveYears.code).toBe(ErrorCode.SealGrantTooLong);

    const sealed = await sealableAgreement(t, { email: bo.user.email! });
    const before = (await callOperation(t, contract.getSignerSeals, { params: { flowSignerId: sealed.recipientId } }, sealed.auth)).result;
    expect(before.choices.map((choice) => [choice.name, choice.authority])).toEqual([['contract seal', null]]);
    expect((await mailedSealCode(t, sealed, seal.id, bo.user.email!)).sent.code).toBe(ErrorCode.SealNoAuthority);

    expect((await grant(owner.token, companyId, seal.id, { userId: bo.user.id, right: 'use', validUntil: inOneYear() })).code).toBe(200);
    const { code } = await mailedSealCode(t, sealed, seal.id, bo.user.email!);
    expect(code).toMatch(/^\d{6}$/);
    expect((await apply(sealed, seal.id, '000000' === code ? '111111' : '000000')).code).toBe(ErrorCode.CodeInvalid);
    const applied = await apply(sealed, seal.id, code!);
    expect(applied.code).toBe(200);
    expect(applied.result.applied).toMatchObject({ partyName: '上海示例科技有限公司', sealName: 'contract seal', verified: true });
    // The code worked once.
    expect((await apply(sealed, seal.id, code!)).code).not.toBe(200);
  });

  it('refuses an expired grant, a template the grant does not cover, and a revoked seal', async () => {
    const { owner, companyId, members } = await companyWithMembers(t);
    const bo = members[0]!;
    const seal = await makeSeal(t, owner.token, companyId);
    const given = (await grant(owner.token, companyId, seal.id, { userId: bo.user.id, right: 'use', validUntil: inOneYear() })).result.grant;
    await t.database.db.update(companySealGrants).set({ validFrom: new Date(Date.now() - 10 * 86_400_000), validUntil: new Date(Date.now() - 86_400_000) }).where(eq(companySealGrants.id, given.id));
    const sealed = await sealableAgreement(t, { email: bo.user.email! });
    const expired = (await mailedSealCode(t, sealed, seal.id, bo.user.email!)).sent;
    expect(expired.code).toBe(ErrorCode.SealNoAuthority);
    expect(expired.data).toEqual({ reason: 'grant_expired' });

    await t.database.db.update(companySealGrants).set({ validUntil: new Date(Date.now() + 86_400_000), templateIds: [123n] }).where(eq(companySealGrants.id, given.id));
    const otherTemplate = (await mailedSealCode(t, sealed, seal.id, bo.user.email!)).sent;
    expect(otherTemplate.data).toEqual({ reason: 'template' });

    await t.database.db.update(companySealGrants).set({ templateIds: null }).where(eq(companySealGrants.id, given.id));
    const revoked = await callOperation(t, contract.setSealStatus, { params: { companyId, sealId: seal.id }, body: { status: 'revoked' } }, { token: owner.token });
    expect(revoked.result.seal.status).toBe('revoked');
    // A revoked seal is no longer offered, and naming it answers as any unknown seal would.
    expect((await callOperation(t, contract.getSignerSeals, { params: { flowSignerId: sealed.recipientId } }, sealed.auth)).result.choices).toEqual([]);
    expect((await mailedSealCode(t, sealed, seal.id, bo.user.email!)).sent.code).toBe(ErrorCode.NotFound);
    const again = await callOperation(t, contract.setSealStatus, { params: { companyId, sealId: seal.id }, body: { status: 'active' } }, { token: owner.token });
    expect(again.code).toBe(ErrorCode.SealUnusable);
  });

  it('runs a request: nobody approves their own, an approval binds to the documents and is void when they change', async () => {
    const { owner, companyId, members } = await companyWithMembers(t);
    const [bo, cy] = members as [(typeof members)[number], (typeof members)[number]];
    const seal = await makeSeal(t, owner.token, companyId, 'official');
    // The official seal needs an approval even with a grant.
    await grant(owner.token, companyId, seal.id, { userId: bo.user.id, right: 'use', validUntil: inOneYear() });
    await grant(owner.token, companyId, seal.id, { userId: bo.user.id, right: 'approve', validUntil: inOneYear() });
    await grant(owner.token, companyId, seal.id, { userId: cy.user.id, right: 'approve', validUntil: inOneYear() });
    const sealed = await sealableAgreement(t, { email: bo.user.email! });
    expect((await mailedSealCode(t, sealed, seal.id, bo.user.email!)).sent.data).toEqual({ reason: 'needs_approval' });

    const asked = await callOperation(t, contract.requestSealUse, { params: { flowSignerId: sealed.recipientId, sealId: seal.id }, body: { reason: 'Supplier contract' } }, sealed.auth);
    expect(asked.result.choices[0]?.request?.status).toBe('pending');
    const inbox = (await callOperation(t, contract.listSealRequests, { params: { companyId }, query: { box: 'decide' } }, { token: cy.token })).result.list;
    expect(inbox.map((request) => [request.requester.email, request.reason, request.mayDecide])).toEqual([[bo.user.email, 'Supplier contract', true]]);
    // Bo may approve others' requests, never his own.
    const mine = (await callOperation(t, contract.listSealRequests, { params: { companyId }, query: { box: 'decide' } }, { token: bo.token })).result.list;
    expect(mine).toEqual([]);
    const self = await callOperation(t, contract.decideSealRequest, { params: { companyId, requestId: inbox[0]!.id }, body: { approve: true, comment: '' } }, { token: bo.token });
    expect(self.code).toBe(ErrorCode.SealSelfApproval);

    const approved = await callOperation(t, contract.decideSealRequest, { params: { companyId, requestId: inbox[0]!.id }, body: { approve: true, comment: 'OK for this supplier' } }, { token: cy.token });
    expect(approved.result.request.status).toBe('approved');
    expect((await callOperation(t, contract.decideSealRequest, { params: { companyId, requestId: inbox[0]!.id }, body: { approve: false, comment: 'changed my mind' } }, { token: owner.token })).code).toBe(ErrorCode.SealRequestDecided);

    // The documents change (as a revision would make them): the approval no longer holds.
    const [document] = await t.database.db.select().from(agreementDocuments).where(eq(agreementDocuments.agreementId, sealed.agreementId));
    await t.database.db.update(agreementDocuments).set({ pdfSha256: 'f'.repeat(64) }).where(eq(agreementDocuments.id, document!.id));
    expect((await mailedSealCode(t, sealed, seal.id, bo.user.email!)).sent.code).toBe(ErrorCode.SealApprovalVoid);
    await t.database.db.update(agreementDocuments).set({ pdfSha256: document!.pdfSha256 }).where(eq(agreementDocuments.id, document!.id));
    const { code } = await mailedSealCode(t, sealed, seal.id, bo.user.email!);
    const applied = await apply(sealed, seal.id, code!);
    expect(applied.result.applied?.verified).toBe(true);
    const mail = (await callOperation(t, contract.listSealRequests, { params: { companyId }, query: { box: 'mine' } }, { token: bo.token })).result.list[0];
    expect(mail?.usedAt).not.toBeNull();
  });

  it('keeps a chained log whose every change to a past entry is detected', async () => {
    const { owner, companyId, members } = await companyWithMembers(t);
    const seal = await makeSeal(t, owner.token, companyId);
    await grant(owner.token, companyId, seal.id, { userId: members[0]!.user.id, right: 'use', validUntil: inOneYear() });
    await callOperation(t, contract.setSealStatus, { params: { companyId, sealId: seal.id }, body: { status: 'suspended' } }, { token: owner.token });
    const log = (await callOperation(t, contract.listSealLog, { params: { companyId }, query: { limit: 50 } }, { token: owner.token })).result;
    expect(log.list.map((event) => event.kind)).toEqual(['suspended', 'granted', 'created']);
    expect(log.check).toEqual({ intact: true, entries: 3, brokenAt: null });
    expect((await callOperation(t, contract.listSealLog, { params: { companyId }, query: { limit: 50 } }, { token: members[0]!.token })).code).toBe(ErrorCode.CompanyRoleTooLow);

    await t.database.db.execute(sql`update company_seal_events set detail = jsonb_set(detail, '{right}', '"approve"') where company_id = ${companyId} and seq = 2`);
    const tampered = (await callOperation(t, contract.listSealLog, { params: { companyId }, query: { limit: 50 } }, { token: owner.token })).result;
    expect(tampered.check).toEqual({ intact: false, entries: 3, brokenAt: 2 });
    await t.database.db.delete(companySealEvents).where(eq(companySealEvents.companyId, companyId));
  });
});
