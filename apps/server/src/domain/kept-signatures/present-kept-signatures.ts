import { buffer } from 'node:stream/consumers';
import type { KeptSignature, KeptSignatures } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { FileNotFoundError } from '../../storage/file-store.js';
import { listKeptSignatures, type KeptSignatureRow } from './kept-signatures-repository.js';

export const NOTHING_KEPT: KeptSignatures = { signature: null, initials: null };

async function present(files: FileStore, row: KeptSignatureRow): Promise<KeptSignature | null> {
  try {
    const png = await buffer(await files.get(row.imageKey));
    return { image: `data:image/png;base64,${png.toString('base64')}`, madeBy: row.madeBy as KeptSignature['madeBy'], updatedAt: row.updatedAt.toISOString() };
  } catch (error) {
    // A file lost from the store is offered as nothing kept rather than a broken image.
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

/** The person's kept signature and initials, each image as a PNG data URL (they are small: at most 1 MB, mostly a few KB). */
export async function keptSignaturesOf(db: Db, files: FileStore, userId: bigint): Promise<KeptSignatures> {
  const rows = await listKeptSignatures(db, userId);
  const byKind = async (kind: 'signature' | 'initials') => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row ? present(files, row) : null;
  };
  return { signature: await byKind('signature'), initials: await byKind('initials') };
}
