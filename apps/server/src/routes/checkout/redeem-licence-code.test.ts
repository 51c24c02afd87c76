import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, uniqueIp } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { licenceCodes, planChanges, users } from '../../db/schema/index.js';
import { createLicenceCodes } from '../../domain/billing/create-licence-codes.js';
import { redeemLicenceCode } from '../../domain/billing/redeem-licence-code.js';
import { RATE_LIMITS } from '../../domain/rate-limit/limits.js';

describe.each(databaseTargets())('redeeming licence codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const redeem = (token: string, code: string, ip = uniqueIp()) => callOperation(t, contract.redeemLicenceCode, { body: { code } }, { token, ip });
  const planDetail = (token: string) => callOperation(t, contract.getSignPlanDetail, {}, { token });

  it('grants the code’s plan at once, however the code is typed, and keeps only its hash', async () => {
    const [code] = await createLicenceCodes(t.database.db, { planId: 'individual', period: 'year', count: 1, batch: 'test' });
    const me = await signInOnPlan(t);
    expect((await planDetail(me.token)).result).toMatchObject({ planId: 'free', planList: [] });

    const typed = ` ${code!.toLowerCase().replace(/-/g, ' ')} `;
    const answer = await redeem(me.token, typed);
    expect(answer.code).toBe(200);
    expect(answer.result).toMatchObject({ planId: 'individual', remainCount: null, planList: [{ planId: 'individual' }] });
    const expiresAt = new Date(answer.result.planList[0]?.expiresAt ?? 0);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect((await planDetail(me.token)).result.planId).toBe('individual');

    const stored = await t.database.db.select().from(licenceCodes).where(eq(licenceCodes.redeemedBy, me.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(code!.replace(/-/g, ''));
  });

  it('refuses a code used before (by anyone) and one that does not exist, each with its own message', async () => {
    const [code] = await createLicenceCodes(t.database.db, { planId: 'enterprise', period: 'month', count: 1 });
    const [first, second] = [await signInOnPlan(t), await signInOnPlan(t)];
    expect((await redeem(first.token, code!)).code).toBe(200);
    expect(await redeem(first.token, code!)).toMatchObject({ code: ErrorCode.LicenceCodeUsed, msg: 'This licence code has already been redeemed.' });
    expect((await redeem(second.token, code!)).code).toBe(ErrorCode.LicenceCodeUsed);
    expect(await redeem(second.token, 'AAAAA-BBBBB-CCCCC-DDDDD')).toMatchObject({ code: ErrorCode.LicenceCodeInvalid, msg: 'This licence code is not valid. Check it and try again.' });
    const zh = await callOperation(t, contract.redeemLicenceCode, { body: { code: 'nope' } }, { token: second.token, ip: uniqueIp(), locale: 'zh-CN' });
    expect(zh).toMatchObject({ code: ErrorCode.LicenceCodeInvalid, msg: '该授权码无效，请检查后重试。' });
    expect((await planDetail(second.token)).result.planId).toBe('free');
  });

  it('lets one of several people redeeming the same code at once have it', async () => {
    const [code] = await createLicenceCodes(t.database.db, { planId: 'individual', period: 'month', count: 1 });
    const people = await Promise.all(Array.from({ length: 4 }, () => signInOnPlan(t)));
    const answers = await Promise.all(people.map((person) => redeem(person.token, code!)));
    expect(answers.map((a) => a.code).sort()).toEqual([200, ErrorCode.LicenceCodeUsed, ErrorCode.LicenceCodeUsed, ErrorCode.LicenceCodeUsed]);
  });

  it('stops guessing: after the hourly tries of one account even a good code waits, with the time to wait', async () => {
    const me = await signInOnPlan(t);
    for (let i = 0; i < RATE_LIMITS.redeemCodePerAccount.limit; i++) expect((await redeem(me.token, `WRONG-${i}`)).code).toBe(ErrorCode.LicenceCodeInvalid);
    const [code] = await createLicenceCodes(t.database.db, { planId: 'individual', period: 'month', count: 1 });
    const blocked = await redeem(me.token, code!);
    expect(blocked.code).toBe(ErrorCode.TooManyRequests);
    expect(blocked.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((await planDetail(me.token)).result.planId).toBe('free');
  });

  it('cannot be called without a session, and a client cannot name the plan it gets', async () => {
    expect((await callOperation(t, contract.redeemLicenceCode, { body: { code: 'X' } })).code).toBe(ErrorCode.Unauthorized);
    const me = await signInOnPlan(t);
    const sneaky = await callOperation(t, contract.redeemLicenceCode, { body: { code: 'X', planId: 'enterprise', period: 'year' } as never }, { token: me.token, ip: uniqueIp() });
    expect(sneaky.code).not.toBe(200);
    expect((await planDetail(me.token)).result.planId).toBe('free');
  });

  it('returns the account to free through the job worker once its plan has ended, and records it', async () => {
    const me = await signInOnPlan(t);
    const [code] = await createLicenceCodes(t.database.db, { planId: 'individual', period: 'month', count: 1 });
    // Redeemed 40 days ago: the month ended 10 days ago, so its job is due now.
    await redeemLicenceCode(t.database.db, { userId: me.user.id, code: code!, now: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    const kinds = async () => (await t.database.db.select({ kind: planChanges.kind }).from(planChanges).where(eq(planChanges.userId, me.user.id))).map((c) => c.kind).sort();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !(await kinds()).includes('expired')) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await kinds()).toEqual(['expired', 'granted']);
    expect((await t.database.db.select({ planId: users.planId }).from(users).where(eq(users.id, me.user.id)))[0]?.planId).toBe('free');
    expect((await planDetail(me.token)).result).toMatchObject({ planId: 'free', planList: [] });
  });
});
