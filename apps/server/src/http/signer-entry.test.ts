import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { signerRootOf } from './web-app.js';

/**
 * The signer's pages come from their own build (decision 024): every page under /sign/ is its
 * sign.html, its files are under /sign-app/, and every other page is the sender's app.
 * (One database kind: nothing here touches it.)
 */
describe('the signer’s entry beside the sender’s app', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'signet-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>the sender’s app</title>');
    const signerRoot = signerRootOf(webRoot);
    await mkdir(path.join(signerRoot, 'assets'), { recursive: true });
    // The built page's shape (the first screen is written into it); the comment tells it from the sender's app.
    await writeFile(
      path.join(signerRoot, 'sign.html'),
      '<!doctype html><html lang="en-US"><head><title>Signet</title><script type="module" src="/sign-app/assets/sign-1a2b.js"></script></head><body><div id="root"></div><!-- the signer’s pages --></body></html>',
    );
    await writeFile(path.join(signerRoot, 'assets', 'sign-1a2b.js'), 'export {};\n');
    t = await buildTestApp('pglite', { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(signerRootOf(webRoot), { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the signer’s page for every path under /sign/ and the sender’s app elsewhere', async () => {
    for (const url of ['/sign/start/42/noticeView/7?t=abc', '/sign/start/42', '/sign/42', '/sign/error/7601']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('the signer’s pages');
      // Its first screen names the agreement and the signer: never kept by a cache.
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/', '/agreements', '/t/abc', '/signin']) expect((await page(url)).body, url).toContain('the sender’s app');
  });

  it('serves the signer’s scripts under /sign-app/ for a year, without a page’s headers', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/sign-app/assets/sign-1a2b.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-security-policy']).toBeUndefined();
  });
});
