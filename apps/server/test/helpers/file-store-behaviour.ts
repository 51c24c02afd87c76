import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { FileNotFoundError, InvalidStorageKeyError, type FileStore } from '../../src/storage/file-store.js';

/** A deterministic generated stream of `total` bytes, never held in memory whole, and its SHA-256. */
export function generatedStream(total: number, chunkSize = 64 * 1024): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  const chunkAt = (offset: number) => {
    const chunk = Buffer.alloc(Math.min(chunkSize, total - offset));
    for (let i = 0; i + 4 <= chunk.length; i += 4) chunk.writeUInt32LE((offset + i) * 2654435761 >>> 0, i);
    return chunk;
  };
  for (let offset = 0; offset < total; offset += chunkSize) hash.update(chunkAt(offset));
  async function* chunks() {
    for (let offset = 0; offset < total; offset += chunkSize) yield chunkAt(offset);
  }
  return { stream: Readable.from(chunks()), sha256: hash.digest('hex') };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The behaviour every FileStore must show; each implementation's test file runs it. */
export function itBehavesLikeAFileStore(store: () => FileStore): void {
  it('reads one byte range, ends included, as a viewer asks for the part of a PDF it shows first', async () => {
    const body = Buffer.from('0123456789abcdefghij');
    await store().put('documents/2026/11/range.pdf', body);
    expect((await readAll(await store().get('documents/2026/11/range.pdf', { start: 0, end: 3 }))).toString()).toBe('0123');
    expect((await readAll(await store().get('documents/2026/11/range.pdf', { start: 10, end: 19 }))).toString()).toBe('abcdefghij');
    expect((await readAll(await store().get('documents/2026/11/range.pdf', { start: 5, end: 5 }))).toString()).toBe('5');
  });

  it('writes and reads back bytes, with size and sha256 equal to node:crypto', async () => {
    const body = Buffer.from('%PDF-1.7\n签名 test\n');
    const result = await store().put('documents/2026/11/1.pdf', body, { contentType: 'application/pdf' });
    expect(result).toEqual({
      key: 'documents/2026/11/1.pdf',
      size: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    });
    expect(await readAll(await store().get('documents/2026/11/1.pdf'))).toEqual(body);
    expect(await store().stat('documents/2026/11/1.pdf')).toMatchObject({ size: body.length });
    expect(await store().exists('documents/2026/11/1.pdf')).toBe(true);
  });

  it('overwrites a key with the new bytes', async () => {
    await store().put('a/over.txt', Buffer.from('first version'));
    await store().put('a/over.txt', Buffer.from('second'));
    expect(await text(await store().get('a/over.txt'))).toBe('second');
  });

  it('streams a 20 MB generated body', async () => {
    const total = 20 * 1024 * 1024 + 123;
    const { stream, sha256 } = generatedStream(total);
    const started = performance.now();
    const result = await store().put('big/blob.bin', stream);
    const elapsed = performance.now() - started;
    expect(result).toEqual({ key: 'big/blob.bin', size: total, sha256 });
    const readBack = createHash('sha256');
    let size = 0;
    for await (const chunk of await store().get('big/blob.bin')) {
      readBack.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    expect({ size, sha256: readBack.digest('hex') }).toEqual({ size: total, sha256 });
    console.info(`${store().constructor.name}: 20 MB put in ${elapsed.toFixed(0)} ms`);
  });

  it('reads a whole file into one Buffer', async () => {
    const body = Buffer.from('%PDF-1.7\n签名 whole\n'.repeat(5000));
    await store().put('documents/2026/11/whole.pdf', body);
    expect((await store().read('documents/2026/11/whole.pdf')).equals(body)).toBe(true);
  });

  it('throws FileNotFoundError for a missing key, and stat answers null', async () => {
    await expect(store().get('missing/file.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store().read('missing/file.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await store().stat('missing/file.pdf')).toBeNull();
    expect(await store().exists('missing/file.pdf')).toBe(false);
  });

  it('deletes idempotently', async () => {
    await store().put('to-delete/x.txt', Buffer.from('x'));
    await store().delete('to-delete/x.txt');
    await store().delete('to-delete/x.txt');
    await store().delete('never/existed.txt');
    expect(await store().exists('to-delete/x.txt')).toBe(false);
  });

  it.each(['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a//b', '.tmp/x', 'a/./b', 'a\\b', ''])(
    'rejects the key %j',
    async (key) => {
      await expect(store().put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store().get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store().read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store().delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
}
