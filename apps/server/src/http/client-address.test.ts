import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { PASSWORD, registerAccount, uniqueEmail } from '../../test/helpers/accounts.js';
import { callOperation, type Caller } from '../../test/helpers/call-operation.js';
import { databaseTargets } from '../../test/helpers/database.js';

const FORGED = '198.51.100.99';

/** A caller at socket address `remote`, with the X-Forwarded-For header a client (or a proxy) sent, if any. */
const from = (remote: string, forwarded?: string, token?: string): Caller => ({
  ip: remote,
  ...(token ? { token } : {}),
  ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
});

/** Signs in from `remote` and returns the address the account's session list shows for that sign-in. */
async function recordedSignInAddress(t: TestApp, remote: string, forwarded?: string): Promise<string> {
  const { email } = await registerAccount(t, { email: uniqueEmail('ip') });
  const login = await callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId: 'ip-test' } }, from(remote, forwarded));
  expect(login.code).toBe(200);
  const listed = await callOperation(t, contract.listSessions, {}, from(remote, undefined, login.result.token));
  const current = listed.result.sessions.find((session) => session.current);
  return current?.ip ?? '';
}

/** Calls the scarcest per-IP limit (usernameCheckPerIp, 20 an hour) once per forwarded address; returns the codes. */
async function usernameChecks(t: TestApp, remote: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await callOperation(t, contract.checkUsernameExists, { query: { username: `x${i}@example.com` } }, from(remote, `203.0.113.${i + 1}`));
    codes.push(res.code);
  }
  return codes;
}

describe.each(databaseTargets())('client addresses on %s', (kind) => {
  describe('with no trusted proxy (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind);
    });
    afterAll(() => t.close());

    it('keeps the socket address in the record, whatever X-Forwarded-For says', async () => {
      expect(await recordedSignInAddress(t, '192.0.2.10', FORGED)).toBe('192.0.2.10');
    });

    it('counts a per-IP limit by the socket address, so a new forged header each time does not reset it', async () => {
      const codes = await usernameChecks(t, '192.0.2.20', 21);
      expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
      expect(codes[20]).toBe(429);
    });
  });

  describe('behind one proxy given as a hop count (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('takes the address the nearest hop forwarded, not one a client put further left', async () => {
      expect(await recordedSignInAddress(t, '192.0.2.40', `203.0.113.250, ${FORGED}`)).toBe(FORGED);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=10.0.0.0/8)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env: { TRUST_PROXY: '10.0.0.0/8' } });
    });
    afterAll(() => t.close());

    it('records the address the proxy forwarded', async () => {
      expect(await recordedSignInAddress(t, '10.1.2.3', FORGED)).toBe(FORGED);
    });

    it('ignores X-Forwarded-For from a caller that is not the proxy', async () => {
      expect(await recordedSignInAddress(t, '192.0.2.30', FORGED)).toBe('192.0.2.30');
    });

    it('counts per-IP limits per forwarded client, not per proxy', async () => {
      const codes = await usernameChecks(t, '10.9.9.9', 21);
      expect(codes.every((code) => code === 200)).toBe(true);
    });
  });
});
