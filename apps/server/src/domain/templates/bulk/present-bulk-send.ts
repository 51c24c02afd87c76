import { asc, eq } from 'drizzle-orm';
import type { BulkSend } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { bulkSendRows, templateVersions, type bulkSends } from '../../../db/schema/index.js';
import { getUserById } from '../../account/users-repository.js';
import { effectivePlan } from '../../plan/effective-plan.js';
import { workPlanHolder } from '../../company/work-plan.js';

export type BulkSendRow = typeof bulkSends.$inferSelect;

/** A bulk send with every row, its counts and what the owner's plan has left. */
export async function presentBulkSend(db: Db, bulk: BulkSendRow): Promise<BulkSend> {
  const [rows, [version], owner] = await Promise.all([
    db.select().from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, bulk.id)).orderBy(asc(bulkSendRows.line)),
    db.select({ number: templateVersions.number }).from(templateVersions).where(eq(templateVersions.id, bulk.versionId)),
    getUserById(db, bulk.ownerId).then((user) => workPlanHolder(db, bulk, user)),
  ]);
  const count = (...statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).length;
  const quota = effectivePlan(owner).signatureQuota;
  return {
    id: bulk.id,
    templateId: bulk.templateId,
    version: version?.number ?? 0,
    fileName: bulk.fileName,
    status: bulk.status,
    fileErrors: bulk.fileErrors,
    counts: {
      rows: rows.length,
      valid: rows.length - count('invalid'),
      invalid: count('invalid'),
      queued: count('queued'),
      sent: count('sent'),
      failed: count('failed'),
    },
    quotaLeft: quota === null ? null : Math.max(0, quota - owner.signaturesUsed),
    rows: rows.map((row) => ({ line: row.line, status: row.status, label: row.label, errors: row.errors, failure: row.failure ?? null, agreementId: row.agreementId })),
    createdAt: bulk.createdAt.toISOString(),
  };
}
