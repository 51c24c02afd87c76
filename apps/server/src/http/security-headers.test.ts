import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { fetchFile } from '../../test/helpers/call-operation.js';
import { registerAccount } from '../../test/helpers/accounts.js';
import { databaseTargets, runsOnPglite } from '../../test/helpers/database.js';
import { upload } from '../../test/helpers/drive.js';
import { makePdf } from '../../test/helpers/sample-files.js';
import { callOperation } from '../../test/helpers/call-operation.js';

/** The CSP header as directive → sources. */
function csp(headers: Record<string, string | string[] | number | undefined>): Map<string, string[]> {
  const value = headers['content-security-policy'];
  const text = typeof value === 'string' ? value : '';
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe.each(databaseTargets())('security headers on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'signet-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Signet</title>');
    t = await buildTestApp(kind, { webRoot, env: { VIEWER_FRAME_ANCESTORS: 'https://intranet.example.com/portal' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('gives the SPA a policy with no inline script or eval, that nothing may frame', async () => {
    const res = await page('/agreements');
    const policy = csp(res.headers);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Signing links carry tokens: no Referer at all, so none can reach another origin.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets the embeddable viewer be framed by our own pages and the configured sites only', async () => {
    const res = await page('/iframe/pdfViewer?src=/x.pdf');
    expect(csp(res.headers).get('frame-ancestors')).toEqual(["'self'", 'https://intranet.example.com']);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(csp(res.headers).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('sends no HSTS while PUBLIC_URL is http', async () => {
    expect((await page('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps API answers with personal data and tokens out of every cache', async () => {
    const { token } = await registerAccount(t);
    const profile = await callOperation(t, contract.getUserInfo, {}, { token });
    expect(profile.code).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const login = await callOperation(t, contract.login, { body: { email: 'nobody@example.com', password: 'wrong password' } });
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    expect(login.headers['referrer-policy']).toBe('no-referrer');

    const uploaded = await upload(t, token, 'contract.pdf', await makePdf());
    const file = await fetchFile(t, contract.getDocumentFile, { params: { documentId: uploaded.result.id } }, { token: token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.runIf(runsOnPglite())('security headers behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { PUBLIC_URL: 'https://sign.example.com' } });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrades insecure requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers).has('upgrade-insecure-requests')).toBe(true);
  });
});
