export { createFileStore } from './create-file-store.js';
export { FileNotFoundError, InvalidStorageKeyError, type ByteRange, type FileStore, type PutResult, type StoredFileInfo } from './file-store.js';
export { LocalFileStore } from './local-file-store.js';
export type { S3FileStoreOptions } from './s3-file-store.js';
export { assertValidKey, documentKey } from './storage-key.js';
