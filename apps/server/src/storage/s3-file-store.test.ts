import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itBehavesLikeAFileStore } from '../../test/helpers/file-store-behaviour.js';
import { startS3TestServer, type S3TestServer } from '../../test/helpers/s3-test-server.js';
import { createFileStore } from './create-file-store.js';
import { S3FileStore } from './s3-file-store.js';

describe('S3FileStore against s3rver on 127.0.0.1', () => {
  let server: S3TestServer;
  let store: S3FileStore;
  beforeAll(async () => {
    server = await startS3TestServer();
    store = new S3FileStore(server.options);
  });
  afterAll(async () => {
    store.close();
    await server.close();
  });

  itBehavesLikeAFileStore(() => store);

  it('uploads a 20 MB body in several parts and keeps the content type', async () => {
    // 20 MB over 8 MB parts is three parts; the object must still be whole afterwards.
    const body = Readable.from([Buffer.alloc(10 * 1024 * 1024, 1), Buffer.alloc(10 * 1024 * 1024, 2)]);
    const result = await store.put('multipart/doc.pdf', body, { contentType: 'application/pdf' });
    expect(result.size).toBe(20 * 1024 * 1024);
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: server.options.bucket, Prefix: 'multipart/' }));
    expect(listed.Contents?.map((item) => [item.Key, item.Size])).toEqual([['multipart/doc.pdf', 20 * 1024 * 1024]]);
  });

  it('is what createFileStore builds for an s3 configuration', async () => {
    const built = await createFileStore({ kind: 's3', ...server.options });
    expect(built).toBeInstanceOf(S3FileStore);
    (built as S3FileStore).close();
  });
});
