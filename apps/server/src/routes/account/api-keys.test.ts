import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { enUS, ErrorCode } from '@signet/contracts';
import { createAgreement, getAgreement, readyDraft, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { apiKeys, idempotencyKeys } from '../../db/schema/index.js';

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
    expect(past).toMatchObject({ code: ErrorCode.ParameterError, msg: enUS.api_key_expiry_past, data: { issues: [{ in: 'body', path: 'expiresAt', message: 'api_key_expiry_past' }] } });
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

  it('counts refused calls of a read key (8101, 8102) against its limit, with the rate headers on each', async () => {
    const me = await signInUser(t.database.db);
    const draft = await createAgreement(t, me.token, { name: 'Lease', recipients: [signer('Bo Chen')] });
    const { secret } = await makeKey(me.token, { name: 'Reporting', scope: 'read' });
    const calls = [
      { method: 'POST' as const, url: contract.sendAgreement.path.replace('{flowId}', String(draft.result.id)), payload: { revision: 1 }, code: ErrorCode.ApiKeyReadOnly },
      { method: 'POST' as const, url: contract.createAgreement.path, payload: { name: 'x' }, code: ErrorCode.ApiKeyReadOnly },
      { method: 'GET' as const, url: contract.listApiKeys.path, code: ErrorCode.SessionRequired },
      { method: 'GET' as const, url: contract.listAgreements.path, code: 200 },
      { method: 'POST' as const, url: contract.createAgreement.path, payload: { name: 'x' }, code: ErrorCode.ApiKeyReadOnly },
    ];
    const remaining: string[] = [];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(secret).headers });
      expect(JSON.parse(res.body), call.url).toMatchObject({ code: call.code });
      expect(res.headers['x-ratelimit-limit'], call.url).toBe(String(RATE));
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const over = await t.app.inject({ method: 'POST', url: contract.createAgreement.path, payload: { name: 'x' }, headers: bearer(secret).headers });
    expect(JSON.parse(over.body)).toMatchObject({ code: 429 });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
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

describe.each(databaseTargets())('Idempotency-Key on create and send calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const create = (caller: { token?: string; headers?: Record<string, string> }, key: string, name: string) =>
    callOperation(t, contract.createAgreement, { body: { name, recipients: [signer('Bo Chen', 'bo@example.com')] } }, { ...caller, headers: { ...caller.headers, 'idempotency-key': key } });
  const countOf = async (token: string) => (await callOperation(t, contract.listAgreements, { query: {} }, { token })).result.items.length;

  it('answers a retried create with the first result and makes one agreement; another body with the same key is refused', async () => {
    const me = await signInUser(t.database.db);
    const { result: made } = await callOperation(t, contract.createApiKey, { body: { name: 'CRM', scope: 'write', expiresAt: null } }, { token: me.token });
    const caller = { headers: { authorization: `Bearer ${made.secret}` } };
    const first = await create(caller, 'order-1001', 'Offer letter');
    const again = await create(caller, 'order-1001', 'Offer letter');
    expect(first.code).toBe(200);
    expect(again.code).toBe(200);
    expect(again.result.id).toBe(first.result.id);
    expect(await countOf(me.token)).toBe(1);
    // The browser session of the same account shares the keys: same account, same key, same answer.
    expect((await create({ token: me.token }, 'order-1001', 'Offer letter')).result.id).toBe(first.result.id);

    const changed = await create(caller, 'order-1001', 'Another letter');
    expect(changed.code).toBe(ErrorCode.IdempotencyKeyReused);
    expect(changed.msg).toBe('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
    expect((await create(caller, 'order-1002', 'Another letter')).code).toBe(200);
    expect(await countOf(me.token)).toBe(2);
  });

  it('keeps keys apart per account, replays a send once, and lets a failed call be retried', async () => {
    const me = await signInUser(t.database.db);
    const other = await signInUser(t.database.db);
    const mine = await create({ token: me.token }, 'shared-key', 'Mine');
    const theirs = await create({ token: other.token }, 'shared-key', 'Theirs');
    expect(theirs.result.id).not.toBe(mine.result.id);

    // A send that fails (an old revision: 7026) keeps nothing; the right one with the same key sends,
    // and its retry answers the same without sending again (one signature request counted).
    const ready = await readyDraft(t, me.token, { name: 'Lease', recipients: [signer('Bo Chen', 'bo@example.com')] });
    const send = (revision: number) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/sign/flows/${ready.id}/send`,
        headers: { 'x-token': me.token, 'content-type': 'application/json', 'idempotency-key': 'send-1' },
        payload: JSON.stringify({ revision }),
      });
    expect(JSON.parse((await send(ready.revision - 1)).body)).toMatchObject({ code: ErrorCode.DraftChanged });
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'send-1'))).toEqual([]);
    const sent = await send(ready.revision);
    const retried = await send(ready.revision);
    expect(JSON.parse(sent.body)).toMatchObject({ code: 200 });
    expect(retried.body).toBe(sent.body);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await callOperation(t, contract.getSignPlanDetail, {}, { token: me.token })).result.usedCount).toBe(1);
    expect((await callOperation(t, contract.listAgreements, { query: {} }, { token: me.token, headers: { 'idempotency-key': 'x' } })).code).toBe(200);
    const badKey = await create({ token: me.token }, ' ', 'Bad key');
    expect(badKey).toMatchObject({ code: ErrorCode.ParameterError, msg: enUS.idempotency_key_invalid, data: { issues: [{ in: 'headers', path: 'Idempotency-Key', message: 'idempotency_key_invalid' }] } });
  });
});
