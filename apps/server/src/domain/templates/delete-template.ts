import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema/index.js';
import { requireOwnTemplate } from './templates-repository.js';

/**
 * Hides the template and switches its public link off. Its versions stay, so every
 * agreement made from it keeps the version it names; their files stay with them.
 */
export async function deleteTemplate(db: Db, input: { userId: bigint; templateId: bigint }): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await requireOwnTemplate(tx, input.userId, input.templateId, { forUpdate: true });
    await tx.update(templates).set({ deletedAt: new Date(), publicEnabled: false, updatedAt: new Date() }).where(eq(templates.id, row.id));
  });
  return null;
}
