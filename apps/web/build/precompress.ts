import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser fetches as text-like bytes: worth compressing. Images and woff2 are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.wasm', '.bcmap', '.pfb', '.ttf', '.icc', '.xml']);
/** Below this a compressed copy saves less than its extra round of headers. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip 9) beside every compressible
 * file of the build, once, so the server sends them (@fastify/static `preCompressed`) without
 * compressing per request. A copy that would not be smaller is not written.
 */
export async function precompressFolder(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const queue: string[] = [];
  for await (const file of filesUnder(dir)) {
    // .vite holds a build manifest when one is made: read by tools, never served.
    if (COMPRESSIBLE.has(extname(file)) && !file.includes(`${sep}.vite${sep}`)) queue.push(file);
  }
  // Brotli at its best quality is slow; zlib runs on libuv's threads, so one file per core at a time.
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).size < MIN_BYTES) continue;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzipAsync(source, { level: 9 }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += source.length;
      totals.brotliBytes += Math.min(br.length, source.length);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return totals;
}

/** Vite plugin: precompresses the finished build (after every file, pdf.js's data included, is written). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'signet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotliBytes } = await precompressFolder(outDir);
      this.info(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
    },
  };
}
