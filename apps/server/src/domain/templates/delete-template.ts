import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema/index.js';
import { requireEditableTemplate } from './templates-repository.js';
import type { Workspace } from '../company/workspace.js';

/**
 * Hides the template and switches its public link off. Its versions stay, so every
 * agreement made from it keeps the version it names; their files stay with them.
 */
export async function deleteTemplate(db: Db, input: Workspace & { templateId: bigint }): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await requireEditableTemplate(tx, input, input.templateId, { forUpdate: true });
    await tx.update(templates).set({ deletedAt: new Date(), publicEnabled: false, updatedAt: new Date() }).where(eq(templates.id, row.id));
  });
  return null;
}
