import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companySealRequests, companySeals, users } from '../../db/schema/index.js';
import { FileNotFoundError, type FileStore } from '../../storage/file-store.js';
import { sealUsesOf } from '../company-seals/seal-uses.js';
import { CompletionFailure } from './completion-failure.js';
import type { SealUseFace } from './seal-appearances.js';

/** The agreement's applied seals with the faces they carried, read from the file store. */
export async function sealUsesWithFaces(db: Db, files: FileStore, agreementId: bigint): Promise<SealUseFace[]> {
  const uses = await sealUsesOf(db, agreementId);
  return Promise.all(
    uses.map(async (use) => {
      try {
        const face = await buffer(await files.get(use.faceKey));
        const [seal] = use.sealId ? await db.select({ name: companySeals.name }).from(companySeals).where(eq(companySeals.id, use.sealId)) : [];
        const [request] = use.requestId
          ? await db.select({ by: users.name, email: users.email, at: companySealRequests.decidedAt }).from(companySealRequests).leftJoin(users, eq(users.id, companySealRequests.decidedBy)).where(eq(companySealRequests.id, use.requestId))
          : [];
        return { use, face, sealName: seal?.name ?? null, authority: request ? { kind: 'approval' as const, by: request.by || request.email || '', at: request.at } : null };
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new CompletionFailure('signature_image_missing', `no seal face ${use.faceKey}`);
        throw error;
      }
    }),
  );
}
