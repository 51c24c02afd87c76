import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@signet/contracts';
import * as contract from '@signet/contracts';
import { users } from '../../db/schema/index.js';
import { consumeSignatureQuota } from '../../domain/plan/consume-signature-quota.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { registerAccount } from '../../../test/helpers/accounts.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('GET /v1/user/plan/getSignPlanDetail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const detail = (token: string) => callOperation(t, contract.getSignPlanDetail, {}, { token });

  it('free plan: quota from the catalogue, what is left, and an empty plan list (not VIP)', async () => {
    const { token, uid } = await registerAccount(t);
    const free = planById('free');
    expect((await detail(token)).data).toEqual({
      planId: 'free',
      totalCount: free.signatureQuota,
      remainCount: free.signatureQuota,
      usedCount: 0,
      onlineDevices: free.onlineDevices,
      planList: [],
    });
    await consumeSignatureQuota(t.database.db, uid);
    expect((await detail(token)).data).toMatchObject({ remainCount: (free.signatureQuota ?? 0) - 1, usedCount: 1 });
  });

  it('paid plan: unlimited counts (null) and one plan in the list (VIP)', async () => {
    const { token, uid } = await registerAccount(t);
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await t.database.db.update(users).set({ planId: 'individual', planExpiresAt: expiresAt }).where(eq(users.id, uid));
    expect((await detail(token)).data).toEqual({
      planId: 'individual',
      totalCount: null,
      remainCount: null,
      usedCount: 0,
      onlineDevices: planById('individual').onlineDevices,
      planList: [{ planId: 'individual', tier: 'individual', expiresAt: expiresAt.toISOString() }],
    });
  });

  it('an expired paid plan counts as free', async () => {
    const { token, uid } = await registerAccount(t);
    await t.database.db.update(users).set({ planId: 'enterprise', planExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, uid));
    expect((await detail(token)).data).toMatchObject({ planId: 'free', planList: [] });
    expect((await callOperation(t, contract.getUserInfo, {}, { token })).result.planId).toBe('free');
  });
});
