import type { Config } from '../config/env.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The file store the configuration names: a data-directory folder by default, or an S3-compatible bucket. */
export function createFileStore(storage: Config['storage']): FileStore {
  return storage.kind === 's3' ? new S3FileStore(storage) : new LocalFileStore(storage.dir);
}
