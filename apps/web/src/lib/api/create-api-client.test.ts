/// <reference types="node" />
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineOperation, getPublicConfig, sharedMessages } from '@signet/contracts';
import type { MessageKey, Service } from '@signet/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isApiError } from './api-error';
import { createApiClient } from './create-api-client';
import type { ApiClientDeps } from './create-api-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server answering what the current test scripts. */
let server: Server;
let baseUrl = '';
let seen: Seen[] = [];
let answer: (seenRequest: Seen) => { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(request);
      const reply = answer(request);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body ?? '{"code":200,"data":{},"msg":"ok"}');
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  answer = () => ({});
});

const ping = (service: Service, extra: { blockRepeats?: boolean; silentErrors?: boolean } = {}) =>
  defineOperation({
    id: `ping-${service}`,
    service,
    method: 'POST',
    path: '/v1/test/ping/{flowId}',
    summary: 'test',
    auth: 'none',
    params: z.object({ flowId: z.string() }),
    body: z.unknown(),
    response: z.unknown(),
    ...extra,
  });

function setup(overrides: Partial<ApiClientDeps> = {}) {
  const log = { toasts: [] as string[], tokens: [] as [string, string][], unauthorized: 0, sessionEnded: [] as number[] };
  let token = 'tok-1';
  let clock = 1_000_000;
  const client = createApiClient({
    headerContext: () => ({ token, language: 'zh-CN', deviceId: 'dev-1', deviceName: 'Chrome 131 on Linux', systemVersion: 'Linux' }),
    baseUrl: () => baseUrl,
    onNewToken: (next, expiresAt) => {
      token = next;
      log.tokens.push([next, expiresAt]);
    },
    onUnauthorized: () => {
      token = '';
      log.unauthorized++;
    },
    onSessionEnded: (code) => log.sessionEnded.push(code),
    translateError: (code) => sharedMessages['en-US'][`http_error_${code}` as MessageKey],
    showErrorToast: (message) => log.toasts.push(message),
    now: () => clock,
    ...overrides,
  });
  return { client, log, token: () => token, advance: (ms: number) => (clock += ms) };
}

describe('headers per service family', () => {
  it('gives the sign family device and product headers', async () => {
    const { client } = setup();
    await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} });
    const headers = seen[0]!.headers;
    expect(headers['x-token']).toBe('tok-1');
    expect(headers['accept-language']).toBe('zh-CN');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['device-id']).toBe('dev-1');
    expect(headers['device-type']).toBe('WEB');
    expect(headers['product-name']).toBe('Signet');
    expect(headers['product-id']).toBe('25654');
    expect(headers['version']).toBe('1.0.0');
    expect(headers['device-name']).toBe('Chrome 131 on Linux');
    expect(headers['system-version']).toBe('Linux');
    expect(headers['authorization']).toBeUndefined();
  });

  it("adds a call's own headers (a signer token) on top of the family's", async () => {
    const { client } = setup();
    await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} }, { headers: { 'x-signer-token': 'signer-1' } });
    await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} });
    expect(seen[0]!.headers['x-signer-token']).toBe('signer-1');
    expect(seen[0]!.headers['x-token']).toBe('tok-1');
    expect(seen[0]!.headers['product-id']).toBe('25654');
    // Only that call: the next one goes without.
    expect(seen[1]!.headers['x-signer-token']).toBeUndefined();
  });

  it('gives the account family no device headers', async () => {
    const { client } = setup();
    await client.callOperation(ping('account'), { params: { flowId: '1' }, body: {} });
    const headers = seen[0]!.headers;
    expect(headers['x-token']).toBe('tok-1');
    expect(headers['device-id']).toBeUndefined();
    expect(headers['device-type']).toBeUndefined();
    expect(headers['product-name']).toBeUndefined();
    expect(headers['product-id']).toBeUndefined();
  });

  it('gives the app family the fixed basic authorization and builds the path', async () => {
    answer = () => ({ body: '{"code":200,"data":{"productName":"Signet"},"msg":"ok"}' });
    const { client } = setup();
    const data = await client.callOperation(getPublicConfig);
    expect(data.productName).toBe('Signet');
    expect(seen[0]!.url).toBe('/v1/app/config');
    expect(seen[0]!.headers['authorization']).toBe(`Basic ${Buffer.from('signet-web:signet-web').toString('base64')}`);
    expect(seen[0]!.headers['device-id']).toBe('dev-1');
    expect(seen[0]!.headers['product-id']).toBeUndefined();
  });
});

describe('failures', () => {
  it('turns a time-out into 408 error', async () => {
    answer = () => ({ delayMs: 300 });
    const { client, log } = setup({ timeoutMs: 50 });
    const error = await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} }).catch((e: unknown) => e);
    expect(isApiError(error) && { code: error.code, msg: error.msg }).toEqual({ code: 408, msg: 'error' });
    expect(log.toasts).toEqual([sharedMessages['en-US'].http_error_408]);
  });

  it('turns a refused connection into 408 error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client } = setup({ baseUrl: () => `http://127.0.0.1:${port}` });
    const error = await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} }).catch((e: unknown) => e);
    expect(isApiError(error) && { code: error.code, msg: error.msg }).toEqual({ code: 408, msg: 'error' });
  });

  it('cancels an opted-in repeat within 1000 ms and lets it through after', async () => {
    const { client, advance, log } = setup();
    const op = ping('sign', { blockRepeats: true });
    const input = { params: { flowId: '7' }, body: { a: 1 } };
    await client.callOperation(op, input);
    advance(999);
    const error = await client.callOperation(op, input).catch((e: unknown) => e);
    expect(isApiError(error) && { code: error.code, msg: error.msg }).toEqual({ code: 409, msg: 'Canceled request' });
    // A different body is a different call.
    await client.callOperation(op, { params: { flowId: '7' }, body: { a: 2 } });
    advance(1);
    await client.callOperation(op, input);
    expect(seen).toHaveLength(3);
    expect(log.toasts).toEqual([]);
  });

  it('does not block repeats unless asked', async () => {
    const { client } = setup();
    const input = { params: { flowId: '7' }, body: {} };
    await client.callOperation(ping('sign'), input);
    await client.callOperation(ping('sign'), input);
    await client.callOperation(ping('sign'), input, { blockRepeats: true });
    await expect(client.callOperation(ping('sign'), input, { blockRepeats: true })).rejects.toMatchObject({ code: 409 });
    expect(seen).toHaveLength(3);
  });

  it('clears the session on 401 and shows the translated message', async () => {
    answer = () => ({ status: 401, body: '{"code":401,"data":null,"msg":"Unauthorized"}' });
    const { client, log, token } = setup();
    await expect(client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} })).rejects.toMatchObject({ code: 401 });
    expect(log.unauthorized).toBe(1);
    expect(token()).toBe('');
    expect(log.toasts).toEqual([sharedMessages['en-US'].http_error_401]);
  });

  it('hands 2008 and 2010 from any call to the kick-out, without an error toast or a quiet 401 clear', async () => {
    answer = (req) =>
      req.url.endsWith('/1')
        ? { status: 401, body: '{"code":2008,"data":null,"msg":"Too many devices online"}' }
        : { status: 401, body: '{"code":2010,"data":null,"msg":"Switch accounts"}' };
    const { client, log } = setup();
    await expect(client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} })).rejects.toMatchObject({ code: 2008 });
    await expect(client.callOperation(ping('drive'), { params: { flowId: '2' }, body: {} })).rejects.toMatchObject({ code: 2010 });
    expect(log.sessionEnded).toEqual([2008, 2010]);
    expect(log.unauthorized).toBe(0);
    expect(log.toasts).toEqual([]);
  });

  it('rejects other codes with the envelope and throttles toasts to one per second', async () => {
    answer = (req) =>
      req.url.endsWith('/unknown')
        ? { status: 400, body: '{"code":9999,"data":{"x":1},"msg":"Server words"}' }
        : { status: 400, body: '{"code":7403,"data":null,"msg":"No permission"}' };
    const { client, log, advance } = setup();
    const call = (flowId: string) => client.callOperation(ping('sign'), { params: { flowId }, body: {} }).catch((e: unknown) => e);
    const first = await call('1');
    expect(isApiError(first) && { code: first.code, msg: first.msg, data: first.data }).toEqual({ code: 7403, msg: 'No permission', data: null });
    await call('2');
    advance(999);
    await call('3');
    expect(log.toasts).toEqual([sharedMessages['en-US'].http_error_7403]);
    advance(1);
    const unknown = await call('unknown');
    expect(isApiError(unknown) && unknown.data).toEqual({ x: 1 });
    // No catalogue entry for 9999: the server's own message is shown.
    expect(log.toasts).toEqual([sharedMessages['en-US'].http_error_7403, 'Server words']);
  });

  it('stays quiet for silent operations and callers that opt out', async () => {
    answer = () => ({ status: 400, body: '{"code":7403,"data":null,"msg":"No permission"}' });
    const { client, log, advance } = setup();
    await expect(client.callOperation(ping('sign', { silentErrors: true }), { params: { flowId: '1' }, body: {} })).rejects.toMatchObject({ code: 7403 });
    advance(5000);
    await expect(client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} }, { silent: true })).rejects.toMatchObject({ code: 7403 });
    expect(log.toasts).toEqual([]);
  });

  it("tells the caller's onError of the failure, with its data, before rejecting", async () => {
    answer = () => ({ status: 400, body: '{"code":7407,"data":{"sender":{"name":"Dana","email":"d@x.io"}},"msg":"Declined"}' });
    const { client } = setup();
    const told: unknown[] = [];
    const options = { silent: true, onError: (error: { code: number; data: unknown }) => told.push([error.code, error.data]) };
    await expect(client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} }, options)).rejects.toMatchObject({ code: 7407 });
    expect(told).toEqual([[7407, { sender: { name: 'Dana', email: 'd@x.io' } }]]);
  });
});

describe('tokens and ids', () => {
  it('stores a refreshed token from x-new-token and sends it next time', async () => {
    answer = () => ({ headers: { 'x-new-token': 'tok-2', 'x-new-expires-at': '2030-01-01T00:00:00.000Z' } });
    const { client, log } = setup();
    await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} });
    expect(log.tokens).toEqual([['tok-2', '2030-01-01T00:00:00.000Z']]);
    answer = () => ({});
    await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: {} });
    expect(seen[1]!.headers['x-token']).toBe('tok-2');
  });

  it('keeps an 18-digit id exact in both directions', async () => {
    answer = (req) => ({ body: `{"code":200,"data":${req.body},"msg":"ok"}` });
    const { client } = setup();
    const data = (await client.callOperation(ping('sign'), { params: { flowId: '1' }, body: { id: 123456789012345678n } })) as {
      id: unknown;
    };
    expect(seen[0]!.body).toBe('{"id":123456789012345678}');
    expect(data.id).toBe(123456789012345678n);
  });
});

describe('multipart uploads', () => {
  const uploadOp = defineOperation({
    id: 'uploadThing',
    service: 'drive',
    method: 'POST',
    path: '/v1/test/upload',
    summary: 'test',
    auth: 'session',
    multipart: { fileField: 'file', fields: z.object({ name: z.string().optional() }) },
    response: z.unknown(),
  });

  it("sends the caller's own headers too, as a signer's token", async () => {
    answer = () => ({ body: '{"code":200,"data":{},"msg":"ok"}' });
    const { client } = setup();
    await client.upload(uploadOp, { file: new Blob(['x']), fileName: 'a.pdf' }, { headers: { 'x-signer-token': 'signer-1' } });
    expect(seen[0]!.headers['x-signer-token']).toBe('signer-1');
  });

  it('posts form data with the session headers, a boundary and the file last', async () => {
    answer = () => ({ body: '{"code":200,"data":{"id":123456789012345678},"msg":"ok"}' });
    const { client } = setup();
    const progress: number[] = [];
    const data = (await client.upload(
      uploadOp,
      { file: new File(['%PDF-1.7 hello'], 'Contract.PDF', { type: 'application/pdf' }), fields: { name: 'Contract' } },
      { onUploadProgress: (fraction) => progress.push(fraction) },
    )) as { id: unknown };
    const request = seen[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers['x-token']).toBe('tok-1');
    expect(request.headers['device-id']).toBe('dev-1');
    expect(request.body.indexOf('name="name"')).toBeLessThan(request.body.indexOf('name="file"; filename="Contract.PDF"'));
    expect(request.body).toContain('%PDF-1.7 hello');
    expect(data.id).toBe(123456789012345678n);
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects with the envelope (data kept) and clears the session on 401', async () => {
    answer = () => ({ status: 400, body: '{"code":7800,"data":{"uploadId":123456789012345678,"fileName":"a.pdf"},"msg":"File has a password"}' });
    const { client, log } = setup();
    const error = await client.upload(uploadOp, { file: new Blob(['x']), fileName: 'a.pdf' }, { silent: true }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(7800);
    expect(isApiError(error) && error.data).toEqual({ uploadId: 123456789012345678n, fileName: 'a.pdf' });
    expect(log.toasts).toEqual([]);
    answer = () => ({ status: 401, body: '{"code":401,"data":null,"msg":"Unauthorized"}' });
    await expect(client.upload(uploadOp, { file: new Blob(['x']), fileName: 'a.pdf' })).rejects.toMatchObject({ code: 401 });
    expect(log.unauthorized).toBe(1);
  });

  it('turns an abort into a silent 409', async () => {
    answer = () => ({ delayMs: 500 });
    const { client, log } = setup();
    const controller = new AbortController();
    const pending = client.upload(uploadOp, { file: new Blob(['x']), fileName: 'a.pdf' }, { signal: controller.signal });
    // Abort once the server holds the request: aborted on a timer, a request still on its way on a
    // busy machine reached the server during the next test and took that test's first answer.
    await expect.poll(() => seen.length, { timeout: 60_000 }).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 409 });
    expect(log.toasts).toEqual([]);
  });
});

describe('the re-check before a sensitive action (8411, 8412)', () => {
  const refusal = (code: number) => ({ status: 400, body: `{"code":${code},"data":null,"msg":"Please confirm it is you"}` });

  it('asks once, then makes the same call again, with the same body, past the repeat guard', async () => {
    let calls = 0;
    answer = () => (++calls === 1 ? refusal(8411) : { body: '{"code":200,"data":{"made":true},"msg":"ok"}' });
    const asked: number[] = [];
    const { client, log } = setup({ recheck: () => async (error) => (asked.push(error.code), true) });
    const result = await client.callOperation(ping('account', { blockRepeats: true }), { params: { flowId: '1' }, body: { name: 'CRM' } });
    expect(result).toEqual({ made: true });
    expect(asked).toEqual([8411]);
    expect(seen.map((request) => request.body)).toEqual(['{"name":"CRM"}', '{"name":"CRM"}']);
    // Nothing failed as far as the person can tell: no toast.
    expect(log.toasts).toEqual([]);
  });

  it('fails as cancelled, silently, when the person closes the dialog; a second refusal after a re-check is not asked again', async () => {
    answer = () => refusal(8412);
    const { client, log } = setup({ recheck: () => async () => false });
    await expect(client.callOperation(ping('account'), { params: { flowId: '1' }, body: {} })).rejects.toMatchObject({ code: 409 });
    const again = setup({ recheck: () => async () => true });
    await expect(again.client.callOperation(ping('account'), { params: { flowId: '1' }, body: {} }, { silent: true })).rejects.toMatchObject({ code: 8412 });
    expect(seen).toHaveLength(3);
    expect(log.toasts).toEqual([]);
  });

  it('fails as any refusal where the page has no re-check (the signer pages)', async () => {
    answer = () => refusal(8411);
    const { client, log } = setup({ recheck: () => null });
    await expect(client.callOperation(ping('account'), { params: { flowId: '1' }, body: {} })).rejects.toMatchObject({ code: 8411 });
    expect(log.toasts).toHaveLength(1);
  });
});
