import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { callOperation } from '../../test/helpers/call-operation.js';
import { signInUser } from '../../test/helpers/factories.js';

/**
 * What an integrator does with /v1/openapi.json (issue 38 point 7): an independent validator accepts
 * it, openapi-typescript makes types of it, and a small client on those types (openapi-fetch)
 * type-checks and calls a running server with an API key.
 */
const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The integrator's client, written against the generated `paths`; ids arrive as exact digit strings. */
const clientSource = `import createClient from 'openapi-fetch';
import { parse, isInteger } from 'lossless-json';
import type { paths } from './signet-api.js';

// 64-bit ids are JSON numbers past 2^53: read every long integer exactly, as a digit string.
const exactIds: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.headers.get('content-type')?.includes('json')) return response;
  const value = parse(await response.text(), null, (digits) => (isInteger(digits) && digits.length >= 14 ? digits : Number(digits)));
  return new Response(JSON.stringify(value), { status: response.status, headers: { 'content-type': 'application/json' } });
};

export async function createThenRead(baseUrl: string, apiKey: string) {
  const client = createClient<paths>({ baseUrl, fetch: exactIds, headers: { authorization: 'Bearer ' + apiKey } });
  const created = await client.POST('/v1/sign/flows', { body: { name: 'Made by a typed client' } });
  if (!created.data) throw new Error('createAgreement failed: ' + JSON.stringify(created.error));
  const flowId = created.data.data.id;
  const read = await client.GET('/v1/sign/flows/{flowId}', { params: { path: { flowId } } });
  const name: string | undefined = read.data?.data.name;
  return { flowId: String(flowId), name, status: read.data?.data.status, code: read.data?.code };
}
`;

describe('the OpenAPI document in an integrator’s tools', () => {
  let t: TestApp;
  let document: Record<string, unknown>;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    document = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    // Under the server's node_modules (ignored by git and lint), so the client's imports resolve from the workspace's.
    await mkdir(path.join(serverRoot, 'node_modules/.cache'), { recursive: true });
    dir = await mkdtemp(path.join(serverRoot, 'node_modules/.cache/openapi-client-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await t.close();
  });

  it('passes an independent OpenAPI 3.1 validator (swagger-parser), every $ref resolved', async () => {
    const api = (await SwaggerParser.validate(structuredClone(document) as never)) as { openapi?: string };
    expect(api.openapi).toBe('3.1.0');
  });

  it('becomes types with openapi-typescript; a client on them type-checks and creates then reads an agreement with an API key', async () => {
    await writeFile(path.join(dir, 'signet-api.ts'), astToString(await openapiTS(structuredClone(document) as never)));
    await writeFile(path.join(dir, 'client.ts'), clientSource);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    const me = await signInUser(t.database.db);
    const key = await callOperation(t, contract.createApiKey, { body: { name: 'Typed client', scope: 'write', expiresAt: null } }, { token: me.token });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { createThenRead } = (await import(path.join(dir, 'client.ts'))) as { createThenRead: (url: string, key: string) => Promise<Record<string, unknown>> };
    const answer = await createThenRead(address, key.result.secret);
    expect(answer).toMatchObject({ code: 200, name: 'Made by a typed client', status: 'draft' });
    expect(String(answer.flowId)).toMatch(/^\d{14,19}$/);
  });
});
