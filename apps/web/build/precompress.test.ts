import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files over 1 KB that decompress to the same bytes, and nothing else', async () => {
    dir = await mkdtemp(join(tmpdir(), 'signet-precompress-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, '.vite'));
    const script = Buffer.from('export const words = "sign here, then finish";\n'.repeat(100));
    await writeFile(join(dir, 'assets', 'app.js'), script);
    await writeFile(join(dir, 'assets', 'tiny.js'), 'export {};');
    await writeFile(join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify({ pad: 'x'.repeat(4096) }));

    const totals = await precompressFolder(dir);

    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(await readFile(join(dir, 'assets', 'app.js.br')))).toEqual(script);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'app.js.gz')))).toEqual(script);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'photo.png', 'tiny.js']);
    expect(await readdir(join(dir, '.vite'))).toEqual(['manifest.json']);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 10);
  });
});
