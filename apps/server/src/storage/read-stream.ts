import type { Readable } from 'node:stream';

/** Reads a whole stream into one Buffer (for files that must be in memory anyway, e.g. to decrypt). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
