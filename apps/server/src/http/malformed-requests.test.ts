import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, parseJson, type Operation } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { databaseTargets } from '../../test/helpers/database.js';

/** Chinese asked for, so a translated msg shows: every answer below must be in it. */
const ASKED = { 'accept-language': 'zh-CN' };
const HAN = /\p{Script=Han}/u;

interface Answer {
  status: number;
  body: string;
}

/** The answer is the envelope, in the language asked for, and never a server error. */
function expectEnvelope(answer: Answer, what: string) {
  expect(answer.status, `${what}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  const envelope = parseJson(answer.body) as { code?: unknown; data?: unknown; msg?: unknown };
  expect(typeof envelope.code, what).toBe('number');
  expect(envelope.code, what).not.toBe(200);
  expect('data' in envelope, what).toBe(true);
  expect(envelope.msg, what).toMatch(HAN);
  return envelope as { code: number; data: { issues?: { in: string; message: string }[] } | null; msg: string };
}

/** The operation's path with every `{param}` replaced. */
const pathWith = (operation: Operation, value: string) => operation.path.replace(/\{[^}]+\}/g, value);
const hasParams = (operation: Operation) => operation.path.includes('{');
const takesBody = (operation: Operation) => operation.method !== 'GET' && operation.method !== 'DELETE';
const OTHER_METHOD = { GET: 'PATCH', POST: 'PATCH', PUT: 'PATCH', PATCH: 'PUT', DELETE: 'PATCH' } as const;

describe.each(databaseTargets())('whatever the framework refuses under /v1 answers the envelope, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const inject = async (options: { method: string; url: string; headers?: Record<string, string>; payload?: string }): Promise<Answer> => {
    const res = await t.app.inject({ ...options, method: options.method as 'GET', headers: { ...ASKED, ...options.headers } });
    return { status: res.statusCode, body: res.body };
  };

  it('a path value longer than 100 characters, on every operation with one, says so', async () => {
    const withParams = operations.filter(hasParams);
    expect(withParams.length).toBeGreaterThan(20);
    for (const operation of withParams) {
      const answer = expectEnvelope(await inject({ method: operation.method, url: pathWith(operation, 'x'.repeat(101)) }), operation.id);
      expect(answer.code, operation.id).toBe(403);
      expect(answer.data?.issues?.[0]?.message, operation.id).toContain('100 characters');
    }
  });

  it('a path that is not valid percent-encoding, on every operation', async () => {
    for (const operation of operations) {
      const url = hasParams(operation) ? pathWith(operation, '%E0%A4%A') : `${operation.path}/%E0%A4%A`;
      expectEnvelope(await inject({ method: operation.method, url }), operation.id);
    }
  });

  it('a body that is not JSON, of another content type, too large or oddly encoded, on every operation that takes one', async () => {
    const bodies: { what: string; headers: Record<string, string>; payload: string }[] = [
      { what: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"name": "unterminated' },
      { what: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { what: 'no content type', headers: { 'content-type': '' }, payload: 'name=x' },
      { what: 'gzip that is not', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: 'not gzip' },
      { what: 'over 1 MB', headers: { 'content-type': 'application/json' }, payload: `{"name":"${'x'.repeat(1_100_000)}"}` },
      { what: 'a JSON array', headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
    ];
    for (const operation of operations.filter(takesBody)) {
      for (const body of bodies) {
        // An operation that declares no body (beginPasskeySignIn) reads none: well-formed JSON is ignored, not refused.
        if (body.what === 'a JSON array' && !operation.body && !operation.multipart) continue;
        expectEnvelope(await inject({ method: operation.method, url: pathWith(operation, '1'), headers: body.headers, payload: body.payload }), `${operation.id}, ${body.what}`);
      }
    }
  });

  it('a method the path does not have, on every operation', async () => {
    for (const operation of operations) {
      const method = OTHER_METHOD[operation.method];
      const taken = operations.some((other) => other.method === method && other.path === operation.path);
      if (taken) continue;
      expectEnvelope(await inject({ method, url: pathWith(operation, '1') }), `${method} ${operation.path}`);
    }
  });

  it('headers larger than Node accepts (20,000 characters) answer the envelope on the socket, in the language asked for', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(`GET /v1/app/config HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: zh-CN\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
    const answer = expectEnvelope({ status, body }, 'oversized headers');
    expect(answer.code).toBe(403);
    expect(answer.data?.issues?.[0]).toMatchObject({ in: 'headers', message: 'the request headers are larger than the server accepts' });
  });
});
