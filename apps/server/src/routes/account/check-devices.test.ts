import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS } from '@signet/contracts';
import { endSession } from '../../domain/session/end-session.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';

describe.each(databaseTargets())('GET /v1/user/checkDevices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const check = (token?: string) =>
    t.app.inject({ method: contract.checkDevices.method, url: contract.checkDevices.path, headers: token ? { 'x-token': token } : {} });

  it('answers 200 for a live session', async () => {
    const { token } = await signInUser(t.database.db);
    const res = await check(token);
    expect(res.json()).toEqual({ code: 200, data: { online: true }, msg: 'Success' });
  });

  it('hands back a renewed token in x-new-token and x-new-expires-at once half the lifetime is gone', async () => {
    const { token } = await signInUser(t.database.db, {
      now: new Date(Date.now() - t.config.sessionTtlMs * 0.75),
      ttlMs: t.config.sessionTtlMs,
    });
    const res = await check(token);
    expect(res.json().code).toBe(200);
    const renewed = res.headers['x-new-token'];
    expect(typeof renewed).toBe('string');
    expect(renewed).not.toBe(token);
    const expiresAt = Number(res.headers['x-new-expires-at']);
    expect(Math.abs(expiresAt - (Date.now() + t.config.sessionTtlMs))).toBeLessThan(60_000);
    expect((await check(String(renewed))).json().code).toBe(200);

    const fresh = await signInUser(t.database.db);
    expect((await check(fresh.token)).headers['x-new-token']).toBeUndefined();
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await check()).json().code).toBe(401);
    expect((await check('not-a-token')).json()).toMatchObject({ code: 401, msg: enUS.http_error_401 });
  });

  it('answers 2008 when the session was pushed out by the device limit', async () => {
    const { token, sessionId } = await signInUser(t.database.db);
    await endSession(t.database.db, { sessionId, reason: 'device_limit' });
    expect((await check(token)).json()).toMatchObject({ code: 2008, msg: enUS.http_error_2008 });
  });

  it('answers 2010 when the session was signed out otherwise', async () => {
    const { token, sessionId } = await signInUser(t.database.db);
    await endSession(t.database.db, { sessionId, reason: 'revoked' });
    expect((await check(token)).json()).toMatchObject({ code: 2010, msg: enUS.http_error_2010 });
  });
});
