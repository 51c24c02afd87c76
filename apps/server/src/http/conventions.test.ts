import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allErrorCodes,
  AppError,
  defineOperation,
  ErrorCode,
  httpStatusOf,
  operations,
  parseJson,
  ZId,
  ZIdOut,
  enUS,
  zhCN,
  type ErrorCode as Code,
} from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { databaseTargets } from '../../test/helpers/database.js';
import { registerOperation } from './register-operation.js';

const echoIds = defineOperation({
  id: 'testEchoIds',
  service: 'app',
  method: 'POST',
  path: '/v1/test/echo/{flowId}',
  summary: 'test only',
  auth: 'none',
  params: z.object({ flowId: ZId }),
  body: z.object({ id: ZId, ids: z.array(ZId), name: z.string().min(1).max(10) }),
  response: z.object({ flowId: ZIdOut, id: ZIdOut, ids: z.array(ZIdOut), sum: z.string() }),
});

const explode = defineOperation({
  id: 'testExplode',
  service: 'app',
  method: 'GET',
  path: '/v1/test/explode',
  summary: 'test only',
  auth: 'none',
  response: z.object({}),
});

const quota = defineOperation({ ...explode, id: 'testQuota', path: '/v1/test/quota' });
const failWith = defineOperation({
  ...explode,
  id: 'testFailWith',
  path: '/v1/test/fail/{code}',
  params: z.object({ code: z.coerce.number().int() }),
});
const leaky = defineOperation({ ...explode, id: 'testLeaky', path: '/v1/test/leaky', response: z.object({ name: z.string() }) });

describe.each(databaseTargets())('API conventions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      extend(app, deps) {
        registerOperation(app, deps, echoIds, async ({ params, body }) => ({
          flowId: params.flowId,
          id: body.id,
          ids: body.ids,
          sum: (body.id + 1n).toString(),
        }));
        registerOperation(app, deps, explode, async () => {
          throw new Error('secret database password in stack');
        });
        registerOperation(app, deps, quota, async () => {
          throw new AppError(ErrorCode.SignatureQuotaUsedUp);
        });
        registerOperation(app, deps, failWith, async ({ params }) => {
          throw new AppError(params.code as Code);
        });
        registerOperation(app, deps, leaky, async () => ({ name: 'Ann', passwordHash: 'x' }) as { name: string });
      },
    });
  });
  afterAll(() => t.close());

  it('keeps 18-digit ids exact through body, path and response', async () => {
    const raw = '{"id":123456789012345678,"ids":[987654321098765432,98765432109876543],"name":"a"}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo/999999999999999999',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"id":123456789012345678');
    expect(res.body).toContain('"flowId":999999999999999999');
    expect(res.body).toContain('"ids":[987654321098765432,98765432109876543]');
    expect(parseJson(res.body)).toEqual({
      code: 200,
      msg: 'Success',
      data: {
        flowId: 999999999999999999n,
        id: 123456789012345678n,
        ids: [987654321098765432n, 98765432109876543n],
        sum: '123456789012345679',
      },
    });
  });

  it('answers invalid input with 403 Parameter error and says which field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo/12',
      payload: { id: 'abc', ids: [], name: '' },
    });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.code).toBe(403);
    expect(body.msg).toBe('Parameter error');
    expect(body.data.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['id', 'name']));
  });

  it('answers malformed JSON with 403 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo/12',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": 1,',
    });
    expect(res.json()).toMatchObject({ code: 403, msg: 'Parameter error', data: null });
  });

  it('answers unknown routes with 404 in the envelope, in the caller language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/v1/nothing/here' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ code: 404, data: null, msg: enUS.http_error_404 });
    const zh = await t.app.inject({ method: 'GET', url: '/v1/nothing/here', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.json().msg).toBe(zhCN.http_error_404);
  });

  it('hides unexpected errors behind the generic message, without a stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, data: null, msg: 'Operation failed, please try again.' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('answers catalogue errors with their code and translated message', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/v1/test/quota' });
    expect(en.json()).toEqual({ code: 7206, data: null, msg: enUS.http_error_7206 });
    const zh = await t.app.inject({ method: 'GET', url: '/v1/test/quota', headers: { 'accept-language': 'zh' } });
    expect(zh.json().msg).toBe(zhCN.http_error_7206);
  });

  it('answers every catalogue code in the envelope, in en-US and zh-CN', async () => {
    for (const code of allErrorCodes.filter((c) => c !== ErrorCode.Ok)) {
      const key = `http_error_${code}` as keyof typeof enUS;
      const en = await t.app.inject({ method: 'GET', url: `/v1/test/fail/${code}` });
      expect(en.statusCode, String(code)).toBe(httpStatusOf(code));
      expect(en.json(), String(code)).toEqual({ code, data: null, msg: enUS[key] });
      const zh = await t.app.inject({ method: 'GET', url: `/v1/test/fail/${code}`, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.json().msg, String(code)).toBe(zhCN[key]);
    }
  });

  it('sends only what the response contract names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/leaky' });
    expect(res.json()).toEqual({ code: 200, data: { name: 'Ann' }, msg: 'Success' });
  });

  it('serves the OpenAPI document generated from the contracts, and a docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/app/config'].get.operationId).toBe('getPublicConfig');
    expect(doc.paths['/v1/user/checkDevices'].get.tags).toEqual(['account']);
    const messageId = doc.paths['/v1/dev/outbox/{messageId}'].get.parameters[0];
    expect(messageId.schema).toMatchObject({ type: 'integer', format: 'int64' });
    // API keys (issue 18): a bearer scheme, offered on every session operation but the session-only ones.
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/v1/sign/flows/{flowId}'].get.security).toEqual([{ token: [] }, { apiKey: [] }]);
    expect(doc.paths['/v1/user/api-keys'].post.security).toEqual([{ token: [] }]);
    expect(doc.paths['/v1/user/changePassword'].post.security).toEqual([{ token: [] }]);
    // The headers integrators rely on are declared where they apply (issue 31 point 7).
    const idempotent = operations.filter((operation) => operation.idempotent);
    expect(idempotent.length).toBeGreaterThan(0);
    for (const operation of idempotent) {
      const described = doc.paths[operation.path][operation.method.toLowerCase()];
      expect(described.parameters, operation.id).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]));
      expect(Object.keys(described.responses['200'].headers ?? {}), operation.id).toContain('Idempotent-Replayed');
    }
    for (const operation of operations.filter((candidate) => candidate.auth === 'session' && !candidate.devOnly)) {
      const described = doc.paths[operation.path][operation.method.toLowerCase()];
      const rated = !operation.sessionOnly;
      expect(Object.keys(described.responses['200'].headers ?? {}).includes('X-RateLimit-Remaining'), operation.id).toBe(rated);
      expect(Object.keys(described.responses['429']?.headers ?? {}), operation.id).toEqual(rated ? ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'RateLimit', 'RateLimit-Policy', 'Retry-After'] : []);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
  });
});
