import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { isHashedSubresource } from './web-app.js';

/**
 * What goes over the wire: the build's own brotli/gzip copies for its files, and answers
 * built per request compressed when over 1 KB. (One database kind: nothing here touches it.)
 */
describe('compressed delivery', () => {
  let t: TestApp;
  let webRoot: string;
  const script = Buffer.from('export const greeting = "Please sign the agreement";\n'.repeat(200));
  // The build's copies, byte for byte: what is sent must be these, not compressed again per request.
  const scriptBr = brotliCompressSync(script);
  const scriptGz = gzipSync(script, { level: 9 });
  const page = Buffer.from(`<!doctype html><title>Signet</title>${'<!-- padding -->'.repeat(100)}`);

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'signet-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), page);
    await writeFile(path.join(webRoot, 'index.html.br'), brotliCompressSync(page));
    await writeFile(path.join(webRoot, 'assets', 'app-1a2b.js'), script);
    await writeFile(path.join(webRoot, 'assets', 'app-1a2b.js.br'), scriptBr);
    await writeFile(path.join(webRoot, 'assets', 'app-1a2b.js.gz'), scriptGz);
    t = await buildTestApp('pglite', { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string | undefined, accept = '*/*') =>
    t.app.inject({ method: 'GET', url, headers: { accept, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) } });

  it('sends a script as the build’s brotli copy, gzip to a browser without brotli, and plain to one that takes neither', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload).toEqual(scriptBr);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(script);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(scriptGz);
    expect(gunzipSync(gz.rawPayload)).toEqual(script);

    const plain = await get('/assets/app-1a2b.js', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
  });

  it('sends a script with the headers a script needs and not those that rule a document', async () => {
    const res = await get('/assets/app-1a2b.js', 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag', 'last-modified']) expect(res.headers[name], name).toBeUndefined();
    expect(isHashedSubresource('/assets/pdf.worker.min-FHbm.mjs')).toBe(false);
    expect(isHashedSubresource('/assets/pdf.worker.min-vIrj.js')).toBe(false);
    expect(isHashedSubresource('/assets/index-4f2a.css?v=1')).toBe(true);
  });

  it('sends the app’s page compressed for any address it routes', async () => {
    const res = await get('/sign/start/123', 'br', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload)).toEqual(page);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses a JSON answer over 1 KB and leaves a short one as it is', async () => {
    const big = await get('/v1/openapi.json', 'br, gzip');
    expect(big.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8')) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const gz = await get('/v1/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const small = await get('/v1/no-such-operation', 'br, gzip');
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.payload)).toMatchObject({ code: expect.any(Number) });
  });
});
