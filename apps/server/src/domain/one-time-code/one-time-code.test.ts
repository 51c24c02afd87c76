import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_MS, isAppError } from '@signet/contracts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { consumeCode } from './consume-code.js';
import { issueCode } from './issue-code.js';
import { verifyCode } from './verify-code.js';

let n = 0;
const email = () => `code-${++n}-${Date.now()}@example.com`;
const other = (code: string) => (code === '000000' ? '000001' : '000000');

async function codeOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

describe.each(databaseTargets())('one-time codes on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('are 6 digits, verify, and work once', async () => {
    const address = email();
    const { code } = await issueCode(database.db, { email: address, purpose: 'login' });
    expect(code).toMatch(/^\d{6}$/);
    const id = await verifyCode(database.db, { email: address, purpose: 'login', code });
    await consumeCode(database.db, id);
    expect(await codeOf(consumeCode(database.db, id))).toBe(2002);
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'login', code }))).toBe(2002);
  });

  it('die after 5 wrong tries', async () => {
    const address = email();
    const { code } = await issueCode(database.db, { email: address, purpose: 'reset' });
    for (let i = 0; i < 4; i++) expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'reset', code: other(code) }))).toBe(2002);
    // Four wrong tries still leave the code alive.
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'reset', code }))).toBe('ok');
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'reset', code: other(code) }))).toBe(2002);
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'reset', code }))).toBe(2002);
  });

  it('expire after 10 minutes', async () => {
    const address = email();
    const issuedAt = new Date(Date.now() - CODE_TTL_MS - 1000);
    const { code } = await issueCode(database.db, { email: address, purpose: 'login', now: issuedAt });
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'login', code }))).toBe(2002);
    const justInTime = new Date(issuedAt.getTime() + CODE_TTL_MS - 1000);
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'login', code, now: justInTime }))).toBe('ok');
  });

  it('a new code for the same e-mail and purpose replaces the older one; other purposes are untouched', async () => {
    const address = email();
    const first = await issueCode(database.db, { email: address, purpose: 'login' });
    const reset = await issueCode(database.db, { email: address, purpose: 'reset' });
    const second = await issueCode(database.db, { email: address, purpose: 'login' });
    if (first.code !== second.code) {
      expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'login', code: first.code }))).toBe(2002);
    }
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'login', code: second.code }))).toBe('ok');
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'reset', code: reset.code }))).toBe('ok');
    expect(await codeOf(verifyCode(database.db, { email: address, purpose: 'register', code: second.code }))).toBe(2002);
  });

  it('let only one of two racing requests use a code', async () => {
    const address = email();
    const { code } = await issueCode(database.db, { email: address, purpose: 'login' });
    const id = await verifyCode(database.db, { email: address, purpose: 'login', code });
    const results = await Promise.all([codeOf(consumeCode(database.db, id)), codeOf(consumeCode(database.db, id))]);
    expect(results.sort()).toEqual([2002, 'ok']);
  });
});
