import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { createAgreement, getAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { apiKeys } from '../../db/schema/index.js';

const RATE = 5;
/** Everything a value holds, as text (ids are bigints). */
const textOf = (value: unknown) => JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'bigint' ? String(inner) : inner));

describe.each(databaseTargets())('API keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { API_KEY_RATE_PER_MINUTE: String(RATE) } });
  });
  afterAll(() => t.close());

  const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
  const makeKey = async (token: string, body: { name: string; scope: 'read' | 'write'; expiresAt?: string | null }) => {
    const answer = await callOperation(t, contract.createApiKey, { body: { expiresAt: null, ...body } }, { token });
    expect(answer.code).toBe(200);
    return answer.result;
  };

  it('shows a key once, keeps only its hash, and the key then works like the session on the owner’s data', async () => {
    const me = await signInUser(t.database.db);
    const made = await makeKey(me.token, { name: 'CRM', scope: 'write' });
    expect(made.secret).toMatch(/^sgk_[A-Za-z0-9_-]{43}$/);
    expect(made.key).toMatchObject({ name: 'CRM', scope: 'write', prefix: made.secret.slice(0, 10), revokedAt: null, lastUsedAt: null });
    const stored = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.key.id));
    expect(textOf(stored)).not.toContain(made.secret.slice(10));
    const listed = await callOperation(t, contract.listApiKeys, {}, { token: me.token });
    expect(textOf(listed.result)).not.toContain(made.secret.slice(10));

    const created = await callOperation(t, contract.createAgreement, { body: { name: 'Made by the CRM', recipients: [signer('Bo Chen')] } }, bearer(made.secret));
    expect(created.code).toBe(200);
    const read = await callOperation(t, contract.getAgreement, { params: { flowId: created.result.id } }, bearer(made.secret));
    expect(read.result).toMatchObject({ name: 'Made by the CRM' });
    expect((await getAgreement(t, me.token, created.result.id)).result.name).toBe('Made by the CRM');
    const after = await callOperation(t, contract.listApiKeys, {}, { token: me.token });
    expect(after.result.list[0]?.lastUsedAt).not.toBeNull();
  });

  it('enforces the scope: a read key reads but cannot send or change anything', async () => {
    const me = await signInUser(t.database.db);
    const draft = await createAgreement(t, me.token, { name: 'Lease', recipients: [signer('Bo Chen')] });
    const { secret } = await makeKey(me.token, { name: 'Reporting', scope: 'read' });
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: draft.result.id } }, bearer(secret))).code).toBe(200);
    expect((await callOperation(t, contract.listAgreements, { query: {} }, bearer(secret))).code).toBe(200);
    const send = await callOperation(t, contract.sendAgreement, { params: { flowId: draft.result.id }, body: { revision: 1 } }, bearer(secret));
    expect(send.code).toBe(ErrorCode.ApiKeyReadOnly);
    expect(send.msg).toBe('This API key can only read. Use a key with read and write access.');
    expect((await callOperation(t, contract.createAgreement, { body: { name: 'x' } }, bearer(secret))).code).toBe(ErrorCode.ApiKeyReadOnly);
  });

  it('keeps the sign-in, devices and keys for the signed-in person: no key can change them', async () => {
    const me = await signInUser(t.database.db);
    const { secret } = await makeKey(me.token, { name: 'Everything', scope: 'write' });
    const refused = [
      await callOperation(t, contract.createApiKey, { body: { name: 'another', scope: 'write', expiresAt: null } }, bearer(secret)),
      await callOperation(t, contract.listApiKeys, {}, bearer(secret)),
      await callOperation(t, contract.changePassword, { body: { currentPassword: 'x', newPassword: 'a long new passphrase' } }, bearer(secret)),
      await callOperation(t, contract.listSessions, {}, bearer(secret)),
      await callOperation(t, contract.logout, {}, bearer(secret)),
    ];
    expect(refused.map((answer) => answer.code)).toEqual(Array(5).fill(ErrorCode.SessionRequired));
  });

  it('answers 401 to a revoked, an expired or an unknown key, and another account’s key gets nothing of mine', async () => {
    const me = await signInUser(t.database.db);
    const other = await signInUser(t.database.db);
    const mine = await createAgreement(t, me.token, { name: 'Private', recipients: [signer('Bo Chen')] });
    const theirs = await makeKey(other.token, { name: 'Theirs', scope: 'write' });
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: mine.result.id } }, bearer(theirs.secret))).code).toBe(ErrorCode.NoPermission);
    expect((await getAgreement(t, other.token, mine.result.id)).code).toBe(ErrorCode.NoPermission);
    // Another account cannot revoke my keys, nor see them.
    const key = await makeKey(me.token, { name: 'Soon revoked', scope: 'write' });
    expect((await callOperation(t, contract.revokeApiKey, { params: { keyId: key.key.id } }, { token: other.token })).code).toBe(ErrorCode.NotFound);
    expect((await callOperation(t, contract.listApiKeys, {}, { token: other.token })).result.list.map((k) => k.name)).toEqual(['Theirs']);

    expect((await callOperation(t, contract.revokeApiKey, { params: { keyId: key.key.id } }, { token: me.token })).code).toBe(200);
    expect((await callOperation(t, contract.revokeApiKey, { params: { keyId: key.key.id } }, { token: me.token })).code).toBe(200);
    expect((await callOperation(t, contract.listAgreements, { query: {} }, bearer(key.secret))).code).toBe(401);

    const expiring = await makeKey(me.token, { name: 'Short', scope: 'read', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await callOperation(t, contract.listAgreements, { query: {} }, bearer(expiring.secret))).code).toBe(200);
    await t.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, expiring.key.id));
    expect((await callOperation(t, contract.listAgreements, { query: {} }, bearer(expiring.secret))).code).toBe(401);
    expect((await callOperation(t, contract.listAgreements, { query: {} }, bearer(`sgk_${'A'.repeat(43)}`))).code).toBe(401);
    const past = await callOperation(t, contract.createApiKey, { body: { name: 'Past', scope: 'read', expiresAt: new Date(Date.now() - 1000).toISOString() } }, { token: me.token });
    expect(past.code).toBe(ErrorCode.ParameterError);
  });

  it('limits each key per minute with the rate headers, and Retry-After once it is used up', async () => {
    const me = await signInUser(t.database.db);
    const { secret } = await makeKey(me.token, { name: 'Busy', scope: 'read' });
    const remaining: string[] = [];
    for (let i = 0; i < RATE; i++) {
      const res = await t.app.inject({ method: 'GET', url: contract.listAgreements.path, headers: bearer(secret).headers });
      expect(res.headers['x-ratelimit-limit']).toBe(String(RATE));
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await t.app.inject({ method: 'GET', url: contract.listAgreements.path, headers: bearer(secret).headers });
    expect(JSON.parse(refused.body)).toMatchObject({ code: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another key of the same account has its own allowance.
    const second = await makeKey(me.token, { name: 'Quiet', scope: 'read' });
    expect((await callOperation(t, contract.listAgreements, { query: {} }, bearer(second.secret))).code).toBe(200);
  });

  it('holds at most 20 live keys per account; revoked ones free a place', async () => {
    const me = await signInUser(t.database.db);
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => makeKey(me.token, { name: `Key ${i}`, scope: 'read' })));
    const over = await callOperation(t, contract.createApiKey, { body: { name: 'One more', scope: 'read', expiresAt: null } }, { token: me.token });
    expect(over.code).toBe(ErrorCode.ApiKeyLimit);
    await callOperation(t, contract.revokeApiKey, { params: { keyId: made[0]!.key.id } }, { token: me.token });
    expect((await callOperation(t, contract.createApiKey, { body: { name: 'One more', scope: 'read', expiresAt: null } }, { token: me.token })).code).toBe(200);
  });
});
