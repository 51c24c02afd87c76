import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { endSession } from './end-session.js';
import { resolveSession } from './resolve-session.js';

const DAY = 24 * 3600 * 1000;
const ttlMs = 30 * DAY;

describe.each(databaseTargets())('sessions on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('stores only a hash of the token', async () => {
    const { token, sessionId } = await signInUser(database.db);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const rows = await database.db.query.sessions.findMany();
    const row = rows.find((r) => r.id === sessionId);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(token);
  });

  it('keeps a fresh token as it is', async () => {
    const { token } = await signInUser(database.db);
    const resolved = await resolveSession(database.db, { token, ttlMs });
    expect(resolved).toMatchObject({ status: 'active', renewed: null });
  });

  it('rotates the token past half its life, and the old one works for a grace minute', async () => {
    const start = new Date(Date.now() - 20 * DAY);
    const { token } = await signInUser(database.db, { now: start, ttlMs });
    const now = new Date();
    const first = await resolveSession(database.db, { token, ttlMs, now });
    if (first.status !== 'active' || !first.renewed) throw new Error('expected a renewal');
    expect(first.renewed.token).not.toBe(token);
    expect(first.renewed.expiresAt.getTime()).toBe(now.getTime() + ttlMs);

    const withNew = await resolveSession(database.db, { token: first.renewed.token, ttlMs, now });
    expect(withNew).toMatchObject({ status: 'active', renewed: null });
    const oldInGrace = await resolveSession(database.db, { token, ttlMs, now: new Date(now.getTime() + 30_000) });
    expect(oldInGrace).toMatchObject({ status: 'active', renewed: null });
    const oldAfterGrace = await resolveSession(database.db, { token, ttlMs, now: new Date(now.getTime() + 120_000) });
    expect(oldAfterGrace.status).toBe('missing');
  });

  it('renews once when two requests race with the same old token', async () => {
    const { token } = await signInUser(database.db, { now: new Date(Date.now() - 20 * DAY), ttlMs });
    const now = new Date();
    const results = await Promise.all([
      resolveSession(database.db, { token, ttlMs, now }),
      resolveSession(database.db, { token, ttlMs, now }),
    ]);
    expect(results.every((r) => r.status === 'active')).toBe(true);
    expect(results.filter((r) => r.status === 'active' && r.renewed).length).toBe(1);
  });

  it('ends on logout and on expiry', async () => {
    const a = await signInUser(database.db);
    await endSession(database.db, { sessionId: a.sessionId, reason: 'logout' });
    expect(await resolveSession(database.db, { token: a.token, ttlMs })).toEqual({ status: 'ended', reason: 'logout' });
    const b = await signInUser(database.db, { now: new Date(Date.now() - 31 * DAY), ttlMs });
    expect(await resolveSession(database.db, { token: b.token, ttlMs })).toEqual({ status: 'ended', reason: 'expired' });
  });
});
