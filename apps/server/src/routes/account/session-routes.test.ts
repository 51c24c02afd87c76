import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@signet/contracts';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { call, checkDevices, PASSWORD, registerAccount } from '../../../test/helpers/accounts.js';
import { databaseTargets } from '../../../test/helpers/database.js';

describe.each(databaseTargets())('device sessions and access on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("lists this account's live sessions, marking the caller's", async () => {
    const { token: a, email, uid } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid));
    await call(t, { method: 'POST', url: '/v1/user/login', body: { email, password: PASSWORD, deviceId: 'device-b', deviceName: 'Firefox on Linux' } });
    await registerAccount(t); // someone else's session must not show
    const res = await call(t, { method: 'GET', url: '/v1/user/sessions', token: a });
    expect(res.data.sessions).toHaveLength(2);
    const [newest, oldest] = res.data.sessions;
    expect(newest).toMatchObject({ deviceId: 'device-b', deviceName: 'Firefox on Linux', deviceType: 'WEB', current: false });
    expect(oldest).toMatchObject({ deviceId: 'device-a', current: true });
  });

  it('signs out one device of the own account (2010 on its device check)', async () => {
    const { token: a, email, uid } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid));
    const b = await call(t, { method: 'POST', url: '/v1/user/login', body: { email, password: PASSWORD, deviceId: 'device-b' } });
    const list = await call(t, { method: 'GET', url: '/v1/user/sessions', token: a });
    const other = list.data.sessions.find((s: { current: boolean }) => !s.current);
    expect((await call(t, { method: 'DELETE', url: `/v1/user/sessions/${other.id}`, token: a })).code).toBe(200);
    expect((await checkDevices(t, b.data.token)).code).toBe(2010);
    expect((await checkDevices(t, a)).code).toBe(200);
  });

  it("answers 404 for another account's session and leaves it alone", async () => {
    const mallory = await registerAccount(t);
    const victim = await registerAccount(t);
    const list = await call(t, { method: 'GET', url: '/v1/user/sessions', token: victim.token });
    const res = await call(t, { method: 'DELETE', url: `/v1/user/sessions/${list.data.sessions[0].id}`, token: mallory.token });
    expect(res.code).toBe(404);
    expect((await checkDevices(t, victim.token)).code).toBe(200);
  });

  const sessionOperations = operations.filter((op) => op.auth === 'session');

  it('covers every session operation in the matrix below', () => {
    expect(sessionOperations.map((op) => op.id).sort()).toEqual(
      [
        'changeEmail',
        'changePassword',
        'endDeviceSession',
        'getSignPlanDetail',
        'getUserInfo',
        'listSessions',
        'logout',
        'updateProfile',
        'uploadAvatar',
        'uploadDocument',
        'unlockUpload',
        'listDocuments',
        'getDocument',
        'getDocumentFile',
        'renameDocument',
        'deleteDocument',
        'createAgreement',
        'getAgreement',
        'getAgreementDocumentFile',
        'getAgreementFinalFile',
        'saveAgreementDraft',
        'saveAgreementFields',
        'sendAgreement',
        'notifySigners',
        'retryAgreementCompletion',
        'reviseAgreement',
        'listAgreements',
        'getAgreementCounts',
        'getAgreementVersion',
        'getAgreementTimeline',
        'deleteAgreement',
        'restoreAgreement',
        'voidAgreement',
        'copyAgreement',
        'emptyTrash',
      ].sort(),
    );
  });

  it.each(sessionOperations.map((op) => [op.id, op] as const))('%s answers 401 without a token and with a dead one', async (_id, op) => {
    const url = op.path.replace(/\{\w+\}/g, '123456789012345678');
    const { token } = await registerAccount(t);
    await call(t, { method: 'POST', url: '/v1/user/logout', token });
    for (const candidate of [undefined, 'not-a-token', token]) {
      const res = await call(t, { method: op.method, url, body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {}, ...(candidate ? { token: candidate } : {}) });
      expect(res).toMatchObject({ status: 401, code: 401 });
    }
  });

  it.each(sessionOperations.map((op) => [op.id, op] as const))(
    '%s answers 2008 on a session the device limit ended and 2010 on one signed out elsewhere',
    async (_id, op) => {
      const url = op.path.replace(/\{\w+\}/g, '123456789012345678');
      const login = (email: string, deviceId: string) => call(t, { method: 'POST', url: '/v1/user/login', body: { email, password: PASSWORD, deviceId } });
      const { email, token: replaced } = await registerAccount(t, { deviceId: 'device-a' });
      // Signing in again on device A ends its old token (2010); device B then pushes A out (free plan: 1 device).
      const again = await login(email, 'device-a');
      await login(email, 'device-b');
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
      expect(await call(t, { method: op.method, url, body, token: again.data.token })).toMatchObject({ status: 401, code: 2008 });
      expect(await call(t, { method: op.method, url, body, token: replaced })).toMatchObject({ status: 401, code: 2010 });
    },
  );
});
