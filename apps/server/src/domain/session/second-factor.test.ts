import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { buildMeta, buildUser, signInUser } from '../../../test/helpers/factories.js';
import { createSession } from './create-session.js';
import { resolveSession } from './resolve-session.js';
import { passedSecondFactor, sessionPassedSecondFactor } from './second-factor.js';

const ttlMs = 24 * 3600 * 1000;

describe.each(databaseTargets())('whether a session passed a second factor, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('is false for a sign-in with one factor, true for one with two, by session or by id', async () => {
    const plain = await signInUser(database.db);
    const user = await buildUser(database.db);
    const strong = await createSession(database.db, { userId: user.id, meta: buildMeta(), ttlMs, secondFactor: true });
    const resolvedPlain = await resolveSession(database.db, { token: plain.token, ttlMs });
    const resolvedStrong = await resolveSession(database.db, { token: strong.token, ttlMs });
    if (resolvedPlain.status !== 'active' || resolvedStrong.status !== 'active') throw new Error('sessions should be live');
    expect(passedSecondFactor(resolvedPlain.session)).toBe(false);
    expect(passedSecondFactor(resolvedStrong.session)).toBe(true);
    expect(resolvedStrong.session.reauthAt).not.toBeNull();
    expect(await sessionPassedSecondFactor(database.db, plain.sessionId)).toBe(false);
    expect(await sessionPassedSecondFactor(database.db, strong.sessionId)).toBe(true);
    expect(await sessionPassedSecondFactor(database.db, 1n)).toBe(false);
  });
});
