import { open } from 'node:fs/promises';

// The trailer (or cross-reference stream) naming /Encrypt sits at the end of a PDF,
// or near the start in a linearized one; reading both ends avoids loading the file.
const HEAD_BYTES = 16 * 1024;
const TAIL_BYTES = 64 * 1024;
const ENCRYPT = Buffer.from('/Encrypt');

/** True when the PDF on disk declares encryption (e.g. an owner password that restricts editing). */
export async function hasEncryption(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    if (head.includes(ENCRYPT)) return true;
    const tail = Buffer.alloc(Math.min(TAIL_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return tail.includes(ENCRYPT);
  } finally {
    await handle.close();
  }
}
