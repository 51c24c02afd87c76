import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { buildMeta, buildUser } from '../../../test/helpers/factories.js';
import { resolveSession } from './resolve-session.js';
import { endUserSessions, startSession } from './start-session.js';

const ttlMs = 24 * 3600 * 1000;

describe.each(databaseTargets())('startSession on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const liveCount = async (userId: bigint) =>
    (await database.db.select().from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))).length;

  it('ends the oldest session with device_limit once the plan is full', async () => {
    const user = await buildUser(database.db);
    const a = await startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'a' }), ttlMs });
    const b = await startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'b' }), ttlMs });
    expect(await resolveSession(database.db, { token: a.token, ttlMs })).toEqual({ status: 'ended', reason: 'device_limit' });
    expect((await resolveSession(database.db, { token: b.token, ttlMs })).status).toBe('active');
  });

  it('does not count expired sessions', async () => {
    const user = await buildUser(database.db, { planId: 'individual' });
    const old = new Date(Date.now() - 2 * ttlMs);
    await startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'old' }), ttlMs, now: old });
    const a = await startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'a' }), ttlMs });
    const b = await startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'b' }), ttlMs });
    expect((await resolveSession(database.db, { token: a.token, ttlMs })).status).toBe('active');
    expect((await resolveSession(database.db, { token: b.token, ttlMs })).status).toBe('active');
  });

  it('lets concurrent sign-ins on many devices never exceed the limit', async () => {
    const user = await buildUser(database.db, { planId: 'individual' });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => startSession(database.db, { userId: user.id, meta: buildMeta({ id: `d${i}` }), ttlMs })),
    );
    expect(await liveCount(user.id)).toBe(2);
    const ended = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ended.filter((s) => s.endReason === 'device_limit')).toHaveLength(6);
  });

  it('lets concurrent sign-ins on one device leave one live session', async () => {
    const user = await buildUser(database.db, { planId: 'enterprise' });
    await Promise.all(
      Array.from({ length: 6 }, () => startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'same' }), ttlMs })),
    );
    expect(await liveCount(user.id)).toBe(1);
  });

  it('endUserSessions ends all sessions, or all but one', async () => {
    const user = await buildUser(database.db, { planId: 'enterprise' });
    const a = await startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'a' }), ttlMs });
    await startSession(database.db, { userId: user.id, meta: buildMeta({ id: 'b' }), ttlMs });
    await endUserSessions(database.db, { userId: user.id, except: a.sessionId });
    expect(await liveCount(user.id)).toBe(1);
    await endUserSessions(database.db, { userId: user.id });
    expect(await liveCount(user.id)).toBe(0);
    await database.db.update(users).set({ planId: 'free' }).where(eq(users.id, user.id));
  });
});
