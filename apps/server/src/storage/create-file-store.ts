import type { Config } from '../config/env.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

/** The AWS SDK (about 20 MB in memory) is loaded only by servers that store in a bucket. */
const loadS3FileStore = () => import('./s3-file-store.js');

/** The file store the configuration names: a data-directory folder by default, or an S3-compatible bucket. */
export async function createFileStore(storage: Config['storage']): Promise<FileStore> {
  if (storage.kind !== 's3') return new LocalFileStore(storage.dir);
  const { S3FileStore } = await loadS3FileStore();
  return new S3FileStore(storage);
}
