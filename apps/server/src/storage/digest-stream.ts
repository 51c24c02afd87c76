import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * Passes bytes through unchanged while counting them and hashing them with SHA-256.
 * The count is not called `size`: lib-storage reads `Body.size` as the total length.
 */
export class DigestStream extends Transform {
  byteCount = 0;
  private readonly hash = createHash('sha256');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.byteCount += chunk.length;
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** The hex digest; call once, after the stream has ended. */
  sha256(): string {
    return this.hash.digest('hex');
  }
}

/** A Buffer as a one-chunk stream (Readable.from(buffer) would yield single bytes). */
export function toReadable(body: Buffer | Readable): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}
