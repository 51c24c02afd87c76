import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@signet/contracts';
import { operations } from '@signet/contracts';
import { createSignetClient, isSignetApiError, SignetApiError, SignetAuthenticationError, SignetIdempotencyError, SignetNetworkError, SignetRateLimitError, SignetValidationError } from './index.js';

/** A fetch that answers from a script, one entry per attempt, and remembers every request. */
function fakeFetch(script: (() => Response)[]) {
  const requests: { url: string; method: string; headers: Headers; body: BodyInit | null | undefined }[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    requests.push({ url: url instanceof Request ? url.url : url.toString(), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    const next = script[requests.length - 1];
    if (!next) throw new Error('no more answers scripted');
    return next();
  };
  return { fetch, requests };
}

const json = (text: string, status = 200, headers: Record<string, string> = {}) => () => new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
const envelope = (code: number, data: unknown = null, msg = '', headers: Record<string, string> = {}) => json(JSON.stringify({ code, data, msg }), code === 200 ? 200 : code < 600 ? code : 400, headers);
const refused = () => () => {
  throw new TypeError('fetch failed');
};

function clientWith(script: (() => Response)[]) {
  const fake = fakeFetch(script);
  const waits: number[] = [];
  const client = createSignetClient({
    apiKey: 'sgk_test_abc',
    baseUrl: 'https://signet.example.com/',
    language: 'zh-CN',
    fetch: fake.fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { client, requests: fake.requests, waits };
}

const draft = { documents: [{ documentId: 7391234567890123457n }], recipients: [{ name: 'Ann Lee', email: 'ann@example.com', role: 'signer' as const }] };

describe('retries', () => {
  it('sends an idempotent create again after a lost answer and a 503, with the same Idempotency-Key each time', async () => {
    const { client, requests, waits } = clientWith([refused(), () => new Response('<html>Bad gateway</html>', { status: 503 }), envelope(200, { id: 1 })]);
    await client.call('createAgreement', { body: draft });
    expect(requests).toHaveLength(3);
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^sdk_[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(waits).toHaveLength(2);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer sgk_test_abc');
    expect(requests[0]?.headers.get('accept-language')).toBe('zh-CN');
    expect(requests[0]?.url).toBe('https://signet.example.com/v1/sign/flows');
  });

  it("uses the caller's Idempotency-Key, and a new one for each logical call", async () => {
    const { client, requests } = clientWith([envelope(200, {}), envelope(200, {}), envelope(200, {})]);
    await client.call('createAgreement', { body: draft }, { idempotencyKey: 'order-42' });
    await client.call('createAgreement', { body: draft });
    await client.call('createAgreement', { body: draft });
    const [given, first, second] = requests.map((request) => request.headers.get('idempotency-key'));
    expect(given).toBe('order-42');
    expect(first).not.toBe(second);
  });

  it('waits what a 429 says in Retry-After, then succeeds', async () => {
    const { client, waits } = clientWith([envelope(429, null, 'Too many requests', { 'retry-after': '2' }), envelope(200, { items: [] })]);
    await client.call('listAgreements');
    expect(waits).toEqual([2000]);
  });

  it('gives up after the retries allowed and throws the last answer as a typed error', async () => {
    const { client, requests } = clientWith([envelope(500), envelope(500), envelope(500)]);
    const error = await client.call('listAgreements').catch((caught: unknown) => caught);
    expect(requests).toHaveLength(3);
    expect(error).toBeInstanceOf(SignetApiError);
    expect(error).toMatchObject({ code: 500, status: 500 });
  });

  it('never repeats a write without an Idempotency-Key after a lost answer or a 5xx (it may have happened), only after a 429', async () => {
    const lost = clientWith([refused()]);
    await expect(lost.client.agreements.void(7391234567890123457n, 'Replaced')).rejects.toBeInstanceOf(SignetNetworkError);
    expect(lost.requests).toHaveLength(1);
    const failed = clientWith([envelope(502)]);
    await expect(failed.client.agreements.void(1n, 'Replaced')).rejects.toMatchObject({ status: 502 });
    expect(failed.requests).toHaveLength(1);
    const limited = clientWith([envelope(429, null, '', { 'retry-after': '1' }), envelope(200, null)]);
    await limited.client.agreements.void(1n, 'Replaced');
    expect(limited.requests).toHaveLength(2);
  });

  it('does not wait a Retry-After longer than allowed: the rate-limit error comes at once, with it', async () => {
    const { client, requests } = clientWith([envelope(429, null, 'Too many requests', { 'retry-after': '3600' })]);
    const error = await client.call('listAgreements').catch((caught: unknown) => caught);
    expect(requests).toHaveLength(1);
    expect(error).toBeInstanceOf(SignetRateLimitError);
    expect(error).toMatchObject({ retryAfterSeconds: 3600 });
  });

  it('does not retry when retries are off', async () => {
    const { client, requests } = clientWith([refused()]);
    await expect(client.call('listAgreements', {}, { retry: false })).rejects.toBeInstanceOf(SignetNetworkError);
    expect(requests).toHaveLength(1);
  });
});

describe('errors', () => {
  it("throws the envelope's code, status, message and data", async () => {
    const { client } = clientWith([envelope(ErrorCode.ProcessVoided, { reason: 'x' }, 'The agreement was voided.')]);
    const error = await client.agreements.get(1n).catch((caught: unknown) => caught);
    expect(isSignetApiError(error, ErrorCode.ProcessVoided)).toBe(true);
    expect(error).toMatchObject({ code: 7408, status: 400, msg: 'The agreement was voided.', data: { reason: 'x' }, operationId: 'getAgreement' });
  });

  it('maps notable codes to their own classes', async () => {
    const issues = [{ in: 'body', path: 'recipients.0.email', message: 'Invalid email' }];
    const { client } = clientWith([envelope(401), envelope(403, { issues }), envelope(ErrorCode.IdempotencyKeyReused)]);
    await expect(client.call('listAgreements')).rejects.toBeInstanceOf(SignetAuthenticationError);
    const invalid = await client.call('createAgreement', { body: draft }).catch((caught: unknown) => caught);
    expect(invalid).toBeInstanceOf(SignetValidationError);
    expect((invalid as SignetValidationError).issues).toEqual(issues);
    const reused = await client.call('createAgreement', { body: draft }, { idempotencyKey: 'k1' }).catch((caught: unknown) => caught);
    expect(reused).toBeInstanceOf(SignetIdempotencyError);
    expect(reused).toMatchObject({ code: 8104, idempotencyKey: 'k1' });
  });
});

describe('ids beyond 2^53', () => {
  it('sends and reads them exactly, in the path, the body and the answer', async () => {
    const big = '7391234567890123457';
    const { client, requests } = clientWith([json(`{"code":200,"data":{"id":${big},"recipients":[{"id":9223372036854775807}]},"msg":"ok"}`), envelope(200, {})]);
    const agreement = await client.agreements.get(BigInt(big));
    expect(agreement.id).toBe(7391234567890123457n);
    expect(agreement.recipients[0]?.id).toBe(9223372036854775807n);
    expect(requests[0]?.url).toBe(`https://signet.example.com/v1/sign/flows/${big}`);
    await client.call('createAgreement', { body: draft });
    expect(requests[1]?.body).toContain(`"documentId":${big}`);
  });
});

describe('files', () => {
  it('uploads a file as multipart with its name', async () => {
    const { client, requests } = clientWith([envelope(200, { id: 1 })]);
    await client.documents.upload(new TextEncoder().encode('%PDF-1.7'), { fileName: 'Lease.pdf', name: 'Lease 2026', contentType: 'application/pdf' });
    const form = requests[0]?.body as FormData;
    expect(form.get('name')).toBe('Lease 2026');
    const file = form.get('file') as File;
    expect(file.name).toBe('Lease.pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    expect(requests[0]?.headers.get('content-type')).toBeNull();
  });

  it('downloads a file with its name, and throws the envelope of a refused download', async () => {
    const pdf = () => new Response('%PDF-1.7 sealed', { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="Lease.pdf"; filename*=UTF-8''%E7%A7%9F%E7%BA%A6.pdf` } });
    const { client } = clientWith([pdf, envelope(7403, null, 'No permission')]);
    const file = await client.agreements.downloadFinal(1n);
    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.7 sealed');
    expect(file).toMatchObject({ contentType: 'application/pdf', fileName: '租约.pdf' });
    await expect(client.agreements.downloadFinal(1n)).rejects.toMatchObject({ code: 7403, msg: 'No permission' });
  });
});

describe('which operations a key reaches', () => {
  // The SDK follows the contracts: a new operation a key may call is callable without a change here.
  it('calls every operation for an account that is not kept for its session, and refuses the rest before sending', async () => {
    const { client, requests } = clientWith([]);
    const refused: string[] = [];
    for (const operation of operations) {
      const outcome = await client.call(operation.id as 'listAgreements', {}, { retry: false }).catch((error: unknown) => error);
      if (outcome instanceof TypeError && outcome.message.startsWith('Unknown operation')) refused.push(operation.id);
    }
    const expected = operations.filter((operation) => !(operation.auth === 'session' || operation.auth === 'none') || operation.sessionOnly).map((operation) => operation.id);
    expect(refused).toEqual(expected);
    expect(refused).toContain('createApiKey');
    expect(refused).toContain('submitSignature');
    expect(requests.length).toBeGreaterThan(0);
  });
});
