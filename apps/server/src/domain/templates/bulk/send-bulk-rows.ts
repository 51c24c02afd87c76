import { and, count, eq } from 'drizzle-orm';
import { isAppError } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { bulkSendRows, bulkSends, templateVersions } from '../../../db/schema/index.js';
import type { BulkSendChunk } from '../../../jobs/index.js';
import { useTemplate } from '../use-template.js';
import { makerWorkspace } from '../../company/companies-repository.js';

/**
 * Sends one chunk of a bulk send (a job): each row still 'queued' becomes its own agreement,
 * made and sent by useTemplate in a transaction that also marks the row 'sent', so a crash
 * never sends a row twice. A row a send rule refuses (the quota, say) is marked 'failed'
 * with the reason; other errors throw and the job is retried. The last chunk marks it done.
 */
export async function sendBulkRows(db: Db, chunk: BulkSendChunk & { publicUrl: string }): Promise<void> {
  const [bulk] = await db.select().from(bulkSends).where(eq(bulkSends.id, chunk.bulkSendId));
  if (!bulk) return;
  const [version] = await db.select({ number: templateVersions.number }).from(templateVersions).where(eq(templateVersions.id, bulk.versionId));
  if (!version) return;
  // A bulk send started by a test key (issue 38) makes test agreements, as the key would.
  const actor = { ...(await makerWorkspace(db, bulk)), ...(chunk.test ? { testMode: true } : {}), ip: chunk.ip, userAgent: chunk.userAgent };

  for (const rowId of chunk.rowIds) {
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(bulkSendRows).where(eq(bulkSendRows.id, rowId)).for('update');
        if (!row || row.status !== 'queued') return;
        const agreement = await useTemplate(tx, {
          actor,
          templateId: bulk.templateId,
          values: {
            version: version.number,
            roles: row.values.roles.map((role) => ({ roleId: BigInt(role.roleId), name: role.name, email: role.email })),
            prefill: row.values.prefill.map((entry) => ({ fieldId: BigInt(entry.fieldId), value: entry.value })),
            documents: [],
            send: true,
          },
          publicUrl: chunk.publicUrl,
        });
        await tx.update(bulkSendRows).set({ status: 'sent', agreementId: agreement.id, updatedAt: new Date() }).where(eq(bulkSendRows.id, rowId));
      });
    } catch (error) {
      if (!isAppError(error)) throw error;
      const key: string = error.messageKey ?? `http_error_${error.code}`;
      await db
        .update(bulkSendRows)
        .set({ status: 'failed', failure: { key, values: error.values }, updatedAt: new Date() })
        .where(and(eq(bulkSendRows.id, rowId), eq(bulkSendRows.status, 'queued')));
    }
  }

  const [left] = await db.select({ n: count() }).from(bulkSendRows).where(and(eq(bulkSendRows.bulkSendId, bulk.id), eq(bulkSendRows.status, 'queued')));
  if ((left?.n ?? 0) === 0) await db.update(bulkSends).set({ status: 'done', updatedAt: new Date() }).where(and(eq(bulkSends.id, bulk.id), eq(bulkSends.status, 'sending')));
}
