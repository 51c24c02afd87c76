import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';

const RATE = 3;
/** The IETF draft's structured fields, read as a client would: `"default";r=2;t=59` → { r: 2, t: 59 }. */
function fieldsOf(value: unknown): Record<string, string> {
  const [name, ...params] = String(value).split(';');
  return { name: name ?? '', ...Object.fromEntries(params.map((param) => param.split('=') as [string, string])) };
}

describe.each(databaseTargets())('the IETF RateLimit headers of API-key calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { API_KEY_RATE_PER_MINUTE: String(RATE) } });
  });
  afterAll(() => t.close());

  it('answers the policy and what remains on every call with a key, then r=0 with Retry-After as t once refused', async () => {
    const me = await signInUser(t.database.db);
    const made = await callOperation(t, contract.createApiKey, { body: { name: 'Pacing', scope: 'read', expiresAt: null } }, { token: me.token });
    const headers = { authorization: `Bearer ${made.result.secret}` };
    const seen: Array<Record<string, string>> = [];
    for (let i = 0; i < RATE; i++) {
      const res = await t.app.inject({ method: 'GET', url: contract.listAgreements.path, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe(`"default";q=${RATE};w=60`);
      seen.push(fieldsOf(res.headers.ratelimit));
      // The draft's r is the same budget as our X-RateLimit-Remaining.
      expect(seen.at(-1)?.r).toBe(res.headers['x-ratelimit-remaining']);
    }
    expect(seen.map((fields) => [fields.name, fields.r])).toEqual([['"default"', '2'], ['"default"', '1'], ['"default"', '0']]);
    for (const fields of seen) expect(Number(fields.t)).toBeGreaterThan(0);
    for (const fields of seen) expect(Number(fields.t)).toBeLessThanOrEqual(60);

    const refused = await t.app.inject({ method: 'GET', url: contract.listAgreements.path, headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-policy']).toBe(`"default";q=${RATE};w=60`);
    expect(fieldsOf(refused.headers.ratelimit)).toMatchObject({ r: '0', t: String(refused.headers['retry-after']) });
  });

  it('a web session is not an API key: its answers carry no rate headers', async () => {
    const me = await signInUser(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: contract.listAgreements.path, headers: { 'x-token': me.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.ratelimit).toBeUndefined();
    expect(res.headers['ratelimit-policy']).toBeUndefined();
  });
});
