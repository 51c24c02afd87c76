import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { checkDevices, PASSWORD, registerAccount } from '../../../test/helpers/accounts.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('the device limit at sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, deviceId?: string) =>
    callOperation(t, contract.login, { body: { email, password: PASSWORD, ...(deviceId ? { deviceId } : {}) } });

  it('free plan (1 device): signing in on device B pushes device A out with 2008; B stays', async () => {
    const { email, token: tokenA } = await registerAccount(t, { deviceId: 'device-a' });
    const b = await login(email, 'device-b');
    expect(b.code).toBe(200);
    expect((await checkDevices(t, tokenA)).code).toBe(2008);
    expect((await checkDevices(t, b.result.token)).code).toBe(200);
  });

  it('signing in again on the same device ends only its old token (2010), never another device', async () => {
    const { email, uid, token: first } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid)); // 2 devices
    const b = await login(email, 'device-b');
    const again = await login(email, 'device-a');
    expect(again.code).toBe(200);
    expect((await checkDevices(t, first)).code).toBe(2010);
    expect((await checkDevices(t, b.result.token)).code).toBe(200);
    expect((await checkDevices(t, again.result.token)).code).toBe(200);
  });

  it('takes the Device-Id header when the body names no device', async () => {
    const { email, uid, token: a } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid));
    const b = await login(email, 'device-b');
    const viaHeader = await callOperation(t, contract.login, { body: { email, password: PASSWORD } }, { deviceId: 'device-c' });
    const sameHeader = await callOperation(t, contract.login, { body: { email, password: PASSWORD } }, { deviceId: 'device-c' });
    expect((await checkDevices(t, viaHeader.result.token)).code).toBe(2010);
    expect((await checkDevices(t, sameHeader.result.token)).code).toBe(200);
    // device-a was the oldest live session when device-c came: pushed out by the 2-device limit.
    expect((await checkDevices(t, a)).code).toBe(2008);
    expect((await checkDevices(t, b.result.token)).code).toBe(200);
  });

  it('treats sign-ins without any Device-Id as separate devices', async () => {
    const { email } = await registerAccount(t, { deviceId: 'device-a' });
    const one = await login(email);
    const two = await login(email);
    expect((await checkDevices(t, one.result.token)).code).toBe(2008);
    expect((await checkDevices(t, two.result.token)).code).toBe(200);
  });

  it('a paid plan keeps as many devices as it allows, pushing out the oldest', async () => {
    const { email, uid, token: a } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid));
    const b = await login(email, 'device-b');
    expect((await checkDevices(t, a)).code).toBe(200);
    const c = await login(email, 'device-c');
    expect((await checkDevices(t, a)).code).toBe(2008);
    expect((await checkDevices(t, b.result.token)).code).toBe(200);
    expect((await checkDevices(t, c.result.token)).code).toBe(200);
  });
});
