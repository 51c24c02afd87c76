import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3FileStoreOptions } from '../../src/storage/s3-file-store.js';

export interface S3TestServer {
  options: S3FileStoreOptions;
  close(): Promise<void>;
}

/** s3rver (a fake S3 in Node) on 127.0.0.1 with a fresh bucket, storing in a temporary folder. */
export async function startS3TestServer(bucket = 'signet-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'signet-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: process.env.S3RVER_LOG !== "1", directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver checks signatures made with these fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
