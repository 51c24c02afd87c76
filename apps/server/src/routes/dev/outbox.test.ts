import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, resultOf } from '../../../test/helpers/call-operation.js';
import { databaseTargets, runsOnPglite } from '../../../test/helpers/database.js';

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(databaseTargets())('development outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('sends a test e-mail through the job queue and shows it in the outbox, by its exact id', async () => {
    const sent = await callOperation(t, contract.sendTestMail, { body: { to: 'ann@example.com' } }, { locale: 'zh-CN' });
    expect(sent.code).toBe(200);

    const list = await waitFor(async () => {
      const { messages } = await resultOf(t, contract.listOutbox, { query: { to: 'ann@example.com' } });
      return messages.length > 0 ? messages : undefined;
    });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ subject: 'Signet 测试邮件', to: ['ann@example.com'] });
    expect(typeof list[0]?.id).toBe('bigint');

    const message = await resultOf(t, contract.getOutboxMessage, { params: { messageId: list[0]?.id ?? 0n } });
    expect(message.id).toBe(list[0]?.id);
    expect(message.text).toContain('Signet');
  });

  it('answers 404 for a message that does not exist and 403 for a bad address', async () => {
    expect((await callOperation(t, contract.getOutboxMessage, { params: { messageId: 123456789012345678n } })).code).toBe(404);
    const bad = await callOperation(t, contract.sendTestMail, { body: { to: 'nope' } });
    expect(bad).toMatchObject({ code: 403, msg: 'Parameter error' });
  });
});

describe.runIf(runsOnPglite())('development outbox when dev tools are off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { DEV_TOOLS: 'false' } });
  });
  afterAll(() => t.close());

  it('is not served and not documented', async () => {
    expect((await callOperation(t, contract.listOutbox)).code).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/v1/dev/'))).toBe(false);
  });
});
