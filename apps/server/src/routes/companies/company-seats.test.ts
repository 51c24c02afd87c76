import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, LIMITS } from '@signet/contracts';
import { uniqueEmail } from '../../../test/helpers/accounts.js';
import { readyDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, uniqueIp } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { users } from '../../db/schema/index.js';
import { createLicenceCodes } from '../../domain/billing/create-licence-codes.js';
import { seatsOf } from '../../domain/company/seats.js';

/** Issue 32, point 3: seats decide what can be invited, a redeemed code changes them, and the company's plan counts in its workspace. */
describe.each(databaseTargets())('company seats on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const invite = (token: string, companyId: bigint, email = uniqueEmail()) =>
    callOperation(t, contract.inviteCompanyMember, { params: { companyId }, body: { email, role: 'member' } }, { token });
  const seats = async (token: string, companyId: bigint) => (await callOperation(t, contract.getCompany, { params: { companyId } }, { token })).result.company.seats;
  const redeem = (token: string, companyId: bigint, code: string) =>
    callOperation(t, contract.redeemCompanyLicenceCode, { params: { companyId }, body: { code } }, { token, ip: uniqueIp() });

  it('lets a free company hold its owner and two more, names the seat count when full, and a redeemed code adds seats', async () => {
    const ann = await signInUser(t.database.db);
    const company = (await callOperation(t, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } }, { token: ann.token })).result.company;
    expect(company.seats).toEqual({ total: LIMITS.freeCompanySeats, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false });
    expect((await invite(ann.token, company.id)).code).toBe(200);
    const second = await invite(ann.token, company.id);
    expect(second.code).toBe(200);
    // Open invitations hold their seats: the fourth person is refused, with how many seats there are.
    const refused = await invite(ann.token, company.id);
    expect(refused.code).toBe(ErrorCode.SeatsUsedUp);
    expect(refused.msg).toBe('All 3 seats of this company are taken. Add seats to invite more people.');
    expect(refused.errorData(ErrorCode.SeatsUsedUp)).toEqual({ seats: 3 });
    expect((await callOperation(t, contract.inviteCompanyMember, { params: { companyId: company.id }, body: { email: uniqueEmail(), role: 'member' } }, { token: ann.token, locale: 'zh-CN' })).msg).toBe(
      '本企业的 3 个席位已全部占用，请增加席位后再邀请。',
    );
    // Withdrawing an invitation gives its seat back.
    await callOperation(t, contract.revokeCompanyInvitation, { params: { companyId: company.id, invitationId: second.result.invitation.id } }, { token: ann.token });
    expect(await seats(ann.token, company.id)).toMatchObject({ total: 3, used: 2 });
    expect((await invite(ann.token, company.id)).code).toBe(200);

    // A code with ten seats, redeemed by the owner: Enterprise for a year, ten seats, and the next invitation goes out.
    const [code = ''] = await createLicenceCodes(t.database.db, { planId: 'enterprise', period: 'year', count: 1, seats: 10 });
    const redeemed = await redeem(ann.token, company.id, code);
    expect(redeemed.code).toBe(200);
    expect(redeemed.result.company.seats).toMatchObject({ total: 10, used: 3, planId: 'enterprise' });
    const ends = new Date(redeemed.result.company.seats?.planExpiresAt ?? 0).getTime();
    expect(Math.abs(ends - (Date.now() + 365 * 86_400_000))).toBeLessThan(2 * 86_400_000);
    expect((await invite(ann.token, company.id)).code).toBe(200);
    expect((await redeem(ann.token, company.id, code)).code).toBe(ErrorCode.LicenceCodeUsed);
    const log = (await callOperation(t, contract.listCompanyActivity, { params: { companyId: company.id }, query: {} }, { token: ann.token })).result.list;
    expect(log.find((event) => event.kind === 'seats_added')).toMatchObject({ subject: '10' });
  });

  it('lets only the owner redeem for the company, keeps a person’s code for the person and a company’s for the company', async () => {
    const ann = await signInUser(t.database.db);
    const company = (await callOperation(t, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } }, { token: ann.token })).result.company;
    const [companyCode = ''] = await createLicenceCodes(t.database.db, { planId: 'enterprise', period: 'year', count: 1, seats: 5 });
    const [personalCode = ''] = await createLicenceCodes(t.database.db, { planId: 'individual', period: 'year', count: 1 });
    const bo = await signInUser(t.database.db);
    expect((await redeem(bo.token, company.id, companyCode)).code).toBe(ErrorCode.NotCompanyMember);

    const wrongPlace = await redeem(ann.token, company.id, personalCode);
    expect(wrongPlace.code).toBe(ErrorCode.ParameterError);
    expect(wrongPlace.msg).toBe('This code is not for a company. Company codes are Enterprise codes with seats; redeem this one in your personal space.');
    const personal = await callOperation(t, contract.redeemLicenceCode, { body: { code: companyCode } }, { token: ann.token, ip: uniqueIp() });
    expect(personal.msg).toBe('This code carries seats for a company. Redeem it in the company’s settings.');
    // Both refusals left the codes unused: each is then redeemed where it belongs.
    expect((await callOperation(t, contract.redeemLicenceCode, { body: { code: personalCode } }, { token: ann.token, ip: uniqueIp() })).code).toBe(200);
    expect((await redeem(ann.token, company.id, companyCode)).result.company.seats).toMatchObject({ total: 5, planId: 'enterprise' });
  });

  it('counts signature requests against the company’s plan in its workspace, whoever sends, and shows that plan there', async () => {
    const ann = await signInUser(t.database.db);
    // Ann's own plan is unlimited; the company's (free) allows two signature requests in all.
    await t.database.db.update(users).set({ planId: 'individual', planExpiresAt: new Date(Date.now() + 86_400_000) }).where(eq(users.id, ann.user.id));
    const company = (await callOperation(t, contract.createCompany, { body: { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', registrationNumber: null } }, { token: ann.token })).result.company;
    const plan = async () => (await callOperation(t, contract.getSignPlanDetail, {}, { token: ann.token })).result;
    expect(await plan()).toMatchObject({ planId: 'free', totalCount: 2, usedCount: 0 });
    const send = async () => {
      const draft = await readyDraft(t, ann.token, { recipients: [signer('Rae Client')] });
      return sendAgreement(t, ann.token, draft.id, draft.revision);
    };
    expect((await send()).code).toBe(200);
    expect((await send()).code).toBe(200);
    expect((await send()).code).toBe(ErrorCode.SignatureQuotaUsedUp);
    expect(await plan()).toMatchObject({ planId: 'free', remainCount: 0, usedCount: 2 });
    // In her personal space her own plan counts, untouched by the company's sends.
    await callOperation(t, contract.switchWorkspace, { body: { companyId: null } }, { token: ann.token });
    expect(await plan()).toMatchObject({ planId: 'individual', usedCount: 0 });
    expect((await send()).code).toBe(200);
    // Enterprise for the company lifts its quota.
    await callOperation(t, contract.switchWorkspace, { body: { companyId: company.id } }, { token: ann.token });
    const [code = ''] = await createLicenceCodes(t.database.db, { planId: 'enterprise', period: 'month', count: 1, seats: 5 });
    await redeem(ann.token, company.id, code);
    expect(await plan()).toMatchObject({ planId: 'enterprise', totalCount: null });
    expect((await send()).code).toBe(200);
  });

  it('falls back to a free company’s seats when the plan ends', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    const enterprise = { planId: 'enterprise', seats: 25, planExpiresAt: new Date('2027-06-01T00:00:00Z') };
    expect(seatsOf(enterprise, now)).toBe(25);
    expect(seatsOf({ ...enterprise, planExpiresAt: new Date('2026-12-31T00:00:00Z') }, now)).toBe(LIMITS.freeCompanySeats);
    expect(seatsOf({ ...enterprise, seats: 1 }, now)).toBe(LIMITS.freeCompanySeats);
  });
});
