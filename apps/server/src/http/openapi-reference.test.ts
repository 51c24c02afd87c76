import { describe, expect, it } from 'vitest';
import { enUS, httpStatusOf, operationErrors, operations, parseJson, REFERENCE_TAGS, stringifyJson, type ErrorCode } from '@signet/contracts';
import { buildOpenApiDocument } from './openapi.js';

type Described = {
  description: string;
  tags: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { example?: { code: number; data: unknown } }> }>;
  'x-error-codes': number[];
};

const documented = operations.filter((operation) => !operation.devOnly);
// Read back as a client reads it: ids in examples are exact 64-bit numbers on the wire.
const doc = parseJson(stringifyJson(buildOpenApiDocument(documented, 'http://localhost:3000'))) as {
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Described>>;
};
const described = (id: string) => {
  const operation = documented.find((candidate) => candidate.id === id)!;
  return doc.paths[operation.path]![operation.method.toLowerCase()]!;
};

describe('the reference in /v1/openapi.json (issue 38 point 7)', () => {
  it('lists under each operation exactly the codes derived for it, grouped by HTTP status with their English message', () => {
    for (const operation of documented) {
      const codes = operationErrors[operation.id] ?? [];
      const entry = described(operation.id);
      expect(entry['x-error-codes'], operation.id).toEqual(codes);
      for (const code of codes) {
        const response = entry.responses[String(httpStatusOf(code as ErrorCode))];
        expect(response?.description, `${operation.id} ${code}`).toContain(`| ${code} | ${enUS[`http_error_${code}` as keyof typeof enUS]} |`);
      }
      expect(Object.keys(entry.responses).filter((status) => status !== '200' && !codes.some((code) => String(httpStatusOf(code as ErrorCode)) === status)), operation.id).toEqual([]);
    }
    // The whole catalogue is no longer under every operation.
    expect(described('getAgreement')['x-error-codes']).not.toContain(7206);
    expect(described('sendAgreement')['x-error-codes']).toEqual(expect.arrayContaining([7205, 7206]));
  });

  it('describes each operation with who may call it, and shows its examples', () => {
    for (const operation of documented) expect(described(operation.id).description, operation.id).toMatch(/\*\*Who may call it:\*\* \S/);
    expect(described('createApiKey').description).toContain('an API key is refused (8102)');
    const send = described('createAgreement');
    expect(send.requestBody?.content['application/json']?.example).toMatchObject({ name: expect.any(String) });
    const answer = send.responses['200']?.content?.['application/json']?.example;
    expect(answer).toMatchObject({ code: 200 });
    // An id in an example shows all its 19 digits: quoted, as a browser's JSON.parse would round a number.
    expect((answer?.data as { id: unknown }).id).toMatch(/^\d{19}$/);
  });

  it('declares the headers: Idempotency-Key and the replay mark on idempotent calls, the rate budget (X- and IETF) on key calls, Retry-After on 429', () => {
    const send = described('sendAgreement');
    expect(send.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]));
    expect(Object.keys(send.responses['200']?.headers ?? {})).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed']);
    expect(Object.keys(send.responses['429']?.headers ?? {})).toContain('Retry-After');
    expect(Object.keys(send.responses['400']?.headers ?? {})).toContain('RateLimit');
    const read = described('getAgreement');
    expect(read.parameters?.some((parameter) => parameter.name === 'Idempotency-Key')).toBe(false);
    expect(Object.keys(read.responses['200']?.headers ?? {})).not.toContain('Idempotent-Replayed');
    expect(read['x-error-codes']).not.toContain(8104);
  });

  it('orders its sections for an integrator, each with a description, and files every operation under one', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual(REFERENCE_TAGS.map((tag) => tag.name));
    expect(doc.tags[0]?.name).toBe('agreements');
    for (const tag of doc.tags) expect(tag.description.length, tag.name).toBeGreaterThan(30);
    const names = new Set(doc.tags.map((tag) => tag.name));
    for (const operation of documented) expect(names.has(described(operation.id).tags[0]!), operation.id).toBe(true);
  });
});
