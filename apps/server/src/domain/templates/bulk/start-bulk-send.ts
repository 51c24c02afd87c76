import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError, ErrorCode, isMessageKey, type BulkSend } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { bulkSendRows, bulkSends, type BulkProblem } from '../../../db/schema/index.js';
import { enqueueBulkSendRows } from '../../../jobs/index.js';
import { getUserById } from '../../account/users-repository.js';
import { effectivePlan } from '../../plan/effective-plan.js';
import type { Actor } from '../../agreement-core/record-agreement-event.js';
import { requireOwnBulkSend } from './bulk-sends-repository.js';
import { presentBulkSend } from './present-bulk-send.js';
import { workPlanHolder } from '../../company/work-plan.js';

/** Rows per job: small enough that a retried chunk redoes little, large enough to keep the queue short. */
export const BULK_CHUNK_ROWS = 25;

/**
 * Sends a checked bulk send, once (7201 when it was already started): refused with 403
 * while the file has problems, or rows do and `onlyValid` is off; 7206 when the plan's
 * quota does not cover the rows. Rows to send become 'queued' and go out as durable jobs
 * in chunks; invalid rows left out become 'skipped'. All in one transaction.
 */
export async function startBulkSend(db: Db, input: { actor: Actor; bulkSendId: bigint; onlyValid: boolean }): Promise<BulkSend> {
  return db.transaction(async (tx) => {
    const bulk = await requireOwnBulkSend(tx, input.actor, input.bulkSendId, { forUpdate: true });
    if (bulk.status !== 'checked') throw new AppError(ErrorCode.AlreadyCreated, { detail: `bulk send ${bulk.id} is ${bulk.status}` });
    const blocking = bulk.fileErrors.filter((problem) => problem.key !== 'bulk_quota');
    if (blocking[0]) throw refuse(blocking[0]);
    const rows = await tx.select({ id: bulkSendRows.id, status: bulkSendRows.status }).from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, bulk.id)).orderBy(asc(bulkSendRows.line));
    const invalid = rows.filter((row) => row.status === 'invalid');
    const ready = rows.filter((row) => row.status === 'ready');
    if (invalid.length > 0 && !input.onlyValid) throw refuse({ key: 'bulk_has_invalid_rows', values: {} });
    if (ready.length === 0) throw refuse({ key: 'bulk_no_rows', values: {} });
    const owner = await workPlanHolder(tx, bulk, await getUserById(tx, input.actor.userId));
    const quota = effectivePlan(owner).signatureQuota;
    // Test agreements (issue 38) cost no quota.
    const left = quota === null || input.actor.testMode ? null : Math.max(0, quota - owner.signaturesUsed);
    if (left !== null && ready.length > left) throw new AppError(ErrorCode.SignatureQuotaUsedUp, { messageKey: 'bulk_quota', values: { n: left, needed: ready.length } });

    await tx.update(bulkSendRows).set({ status: 'queued', updatedAt: new Date() }).where(and(eq(bulkSendRows.bulkSendId, bulk.id), eq(bulkSendRows.status, 'ready')));
    if (invalid.length > 0) {
      await tx.update(bulkSendRows).set({ status: 'skipped', updatedAt: new Date() }).where(inArray(bulkSendRows.id, invalid.map((row) => row.id)));
    }
    for (let start = 0, index = 0; start < ready.length; start += BULK_CHUNK_ROWS, index += 1) {
      const rowIds = ready.slice(start, start + BULK_CHUNK_ROWS).map((row) => row.id);
      await enqueueBulkSendRows(tx, { bulkSendId: bulk.id, rowIds, ip: input.actor.ip, userAgent: input.actor.userAgent, test: input.actor.testMode === true }, index);
    }
    const [started] = await tx.update(bulkSends).set({ status: 'sending', updatedAt: new Date() }).where(eq(bulkSends.id, bulk.id)).returning();
    if (!started) throw new Error(`bulk send ${bulk.id} vanished while locked`);
    return presentBulkSend(tx, started);
  });
}

/** 403 in the problem's own words (a missing column names the column). */
function refuse(problem: BulkProblem): AppError {
  const messageKey = isMessageKey(problem.key) ? problem.key : 'bulk_has_invalid_rows';
  return new AppError(ErrorCode.ParameterError, { messageKey, values: problem.values, data: { issues: [{ in: 'body', path: 'onlyValid', message: messageKey }] } });
}
