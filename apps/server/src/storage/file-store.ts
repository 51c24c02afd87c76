import type { Readable } from 'node:stream';

/** What a finished write reports; callers keep size and sha256 beside the key in the database. */
export interface PutResult {
  key: string;
  size: number;
  /** Lower-case hex SHA-256 of the bytes as stored, computed while they streamed past. */
  sha256: string;
}

export interface StoredFileInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface PutOptions {
  /** Served back by object stores (presigned downloads); the local store does not keep it. */
  contentType?: string;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where document bytes live: a folder in the data directory or an S3-compatible
 * bucket. Bodies are streamed end to end, so memory does not grow with file size.
 */
export interface FileStore {
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<PutResult>;
  /** Opens the file, or one range of it, for reading; throws FileNotFoundError when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * The whole file in one Buffer, for work that needs all of it at once (a PDF to seal).
   * A local file is read straight into one allocation rather than gathered from 64 KB
   * chunks and joined: half the memory, which sealing a big scan would otherwise add to
   * the garbage collector's work. Throws FileNotFoundError when there is none.
   */
  read(key: string): Promise<Buffer>;
  /** Size and time of a stored file, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; deleting a missing file succeeds, so retried clean-ups are safe. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written (the `check` entry point): folder not writable, bucket missing or forbidden. */
  verify(): Promise<void>;
}

/** A read of a key that holds no file. */
export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file at '${key}'`);
    this.name = 'FileNotFoundError';
  }
}

/** A key that could escape the store's root or name a hidden or temporary file. */
export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key '${key}'`);
    this.name = 'InvalidStorageKeyError';
  }
}
