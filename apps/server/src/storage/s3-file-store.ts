import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream';
import { DigestStream, toReadable } from './digest-stream.js';
import { FileNotFoundError, type ByteRange, type FileStore, type PutOptions, type PutResult, type StoredFileInfo } from './file-store.js';
import { assertValidKey } from './storage-key.js';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, OSS...); AWS itself when absent. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

// Multipart parts are buffered in memory: at most PART_SIZE * QUEUE_SIZE bytes per upload.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Objects in an S3-compatible bucket; large bodies go up as a multipart upload. */
export class S3FileStore implements FileStore {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3FileStoreOptions, clientConfig: S3ClientConfig = {}) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Many S3-compatible services reject the SDK's default CRC32 trailers; checksums only where S3 demands them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...clientConfig,
    });
  }

  /** HeadBucket: the bucket exists and these credentials may use it. */
  async verify(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<PutResult> {
    assertValidKey(key);
    const digest = new DigestStream();
    // A failing source destroys the digest stream, which fails (and aborts) the upload.
    const stream = pipeline(toReadable(body), digest, () => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: stream, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    await upload.done();
    return { key, size: digest.byteCount, sha256: digest.sha256() };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      if (!(result.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return result.Body;
    } catch (error) {
      throw isMissingObject(error) ? new FileNotFoundError(key) : error;
    }
  }

  async read(key: string): Promise<Buffer> {
    return buffer(await this.get(key));
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a missing key too, so deleting is idempotent as it is.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

// A missing bucket is also a 404, but it is a configuration error, not a missing file.
function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
