import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DigestStream, toReadable } from './digest-stream.js';
import { FileNotFoundError, type ByteRange, type FileStore, type PutResult, type StoredFileInfo } from './file-store.js';
import { assertValidKey } from './storage-key.js';

// Temporary files live under the root so the final rename stays on one file
// system (and is atomic); no valid key starts with a dot, so none can collide.
const TEMP_FOLDER = '.tmp';

/** Files in a folder of the data directory, written atomically: a reader sees the old file or the whole new one. */
export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async verify(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  /** Streams the body to a temporary file, flushes it to disk, then renames it into place. */
  async put(key: string, body: Buffer | Readable): Promise<PutResult> {
    const target = this.pathOf(key);
    const tempFolder = path.join(this.root, TEMP_FOLDER);
    await Promise.all([mkdir(path.dirname(target), { recursive: true }), mkdir(tempFolder, { recursive: true })]);
    const temp = path.join(tempFolder, `${randomUUID()}.part`);
    const digest = new DigestStream();
    try {
      await pipeline(toReadable(body), digest, createWriteStream(temp, { flush: true }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { key, size: digest.byteCount, sha256: digest.sha256() };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    // Opening first turns a missing file into an error here, not a later stream 'error' event.
    const handle = await open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    });
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error as NodeJS.ErrnoException)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    // The key pattern already forbids '..'; this second check guards against a future change to it.
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Key '${key}' resolves outside the store`);
    return full;
  }
}

function isMissing(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ENOENT' || error.code === 'ENOTDIR';
}
