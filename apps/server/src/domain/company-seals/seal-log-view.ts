import type { SealEvent, SealEventKind } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { roleIn } from '../company/companies-repository.js';
import { requireRole } from '../company/company-policy.js';
import { checkSealLog, readSealLog, sealLogJsonLines, sealLogPage, type SealEventRow } from './seal-log.js';

const present = (row: SealEventRow): SealEvent => ({
  seq: row.seq,
  kind: row.kind as SealEventKind,
  sealId: row.sealId,
  actor: row.actorName,
  detail: row.detail,
  at: row.at.toISOString(),
  hash: row.hash,
});

/** A page of the seal log, newest first, with the whole chain checked (owner and admins). */
export async function sealLogView(db: Db, input: { companyId: bigint; userId: bigint; before?: number | undefined; limit: number }) {
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'seals.manage');
  const page = await sealLogPage(db, { companyId: input.companyId, limit: input.limit, ...(input.before ? { before: input.before } : {}) });
  return { list: page.rows.map(present), more: page.more, check: checkSealLog(await readSealLog(db, input.companyId)) };
}

/** The whole log as JSON Lines for keeping outside Signet (owner and admins). */
export async function exportSealLog(db: Db, input: { companyId: bigint; userId: bigint }): Promise<Buffer> {
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'seals.manage');
  return sealLogJsonLines(await readSealLog(db, input.companyId));
}
