import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AgreementCounts, AgreementStatus } from '@signet/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { getUserById } from '../account/users-repository.js';
import type { Workspace } from '../company/workspace.js';
import { countsScope, ownedScope } from './workspace-scope.js';

/** How many agreements per status the user owns, in the trash or not (agreement_counts). */
interface OwnedCount {
  status: AgreementStatus;
  trashed: boolean;
  n: number;
}

/**
 * The side panel's numbers: Action required (received, my turn to sign), the workspace's own
 * agreements (workspace-scope.ts) per status out of the trash, and the trash. `version` is a digest of all of
 * them and of the latest change in and out of the trash, so it moves with any change a
 * list would show: every change moves the agreement's updated_at to now. The owner's
 * numbers come from agreement_counts (kept by triggers, migration 0013) and the latest
 * changes from the end of two indexes, so the cost does not grow with the agreements.
 */
export async function getAgreementCounts(db: Db, input: Workspace & { sentBy?: bigint | undefined; test?: 'true' | 'false' | undefined }): Promise<AgreementCounts> {
  const user = await getUserById(db, input.userId);
  const me = user.id.toString();
  const sentBy = input.sentBy ?? null;
  const owned = ownedScope(input, sentBy);
  const counted = countsScope(input, sentBy);
  // Test agreements are counted apart (issue 38), as the list shows them apart; a test key sees only those.
  const test = input.testMode === true || input.test === 'true';
  const [ownedCounts, latest, received] = await Promise.all([
    counted === null
      ? Promise.resolve([])
      : queryRows<OwnedCount>(db, sql`select status, trashed, sum(n)::int as n from agreement_counts c where ${counted} and c.test = ${test} group by status, trashed having sum(n) <> 0`),
    owned === null
      ? Promise.resolve([])
      : queryRows<{ live: string | null; trashed: string | null }>(
          db,
          sql`select (select max(a.updated_at) from agreements a where ${owned} and a.deleted_at is null)::text as live,
            (select max(a.updated_at) from agreements a where ${owned} and a.deleted_at is not null)::text as trashed`,
        ),
    user.email
      ? queryRows<{ action_required: number; latest: string | null }>(
          db,
          sql`select count(*) filter (where a.status = 'waiting' and r.step is not null and r.status in ('invited', 'viewed')
                and not exists (select 1 from agreement_recipients p
                  where p.agreement_id = a.id and p.step < r.step and p.status not in ('signed', 'approved', 'released')))::int as action_required,
              max(a.updated_at)::text as latest
            from agreement_recipients r join agreements a on a.id = r.agreement_id
            where r.email = ${user.email} and r.status <> 'pending' and a.owner_id <> ${me}::bigint
              and a.deleted_at is null and a.status not in ('draft', 'updating')`,
        )
      : Promise.resolve([]),
  ]);
  const live = (status: AgreementStatus) => ownedCounts.find((row) => row.status === status && !row.trashed)?.n ?? 0;
  const actionRequired = received[0]?.action_required ?? 0;
  const counts = {
    actionRequired,
    waiting: live('waiting'),
    draft: live('draft'),
    completed: live('completed'),
    declined: live('declined'),
    voided: live('voided'),
    failed: live('failed'),
    updating: live('updating'),
    expired: live('expired'),
    trash: ownedCounts.filter((row) => row.trashed).reduce((sum, row) => sum + row.n, 0),
  };
  const fingerprint = JSON.stringify([ownedCounts.map((row) => [row.status, row.trashed, row.n]).sort(), latest[0] ?? null, received[0] ?? null]);
  return { ...counts, version: createHash('sha256').update(fingerprint).digest('base64url').slice(0, 16) };
}
