import { and, eq, sql } from 'drizzle-orm';
import { parameterRefused } from '@signet/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { agreements, bulkSends, documents, templates } from '../../db/schema/index.js';
import { recordCompanyEvent } from './company-activity.js';
import { displayNameOf, roleIn } from './companies-repository.js';

export interface HandOver {
  companyId: bigint;
  /** The member (or former member) whose company work moves. */
  fromUserId: bigint;
  /** A current member other than `fromUserId`. */
  toUserId: bigint;
  /** Who decided it: the admin removing someone, or the person leaving. */
  actorId: bigint;
}

/**
 * Passes everything a person made in the company to another member, in the caller's transaction
 * (issue 32): agreements (in flight ones keep working, since signing goes by recipients' links),
 * templates with their versions, bulk sends and uploads. Each agreement's trail says who passed it
 * from whom to whom; the company log gets one line. Nothing is deleted. Answers how many agreements
 * and templates moved. 403 `hand_to_not_member` when the receiver is not a member (or the same person).
 */
export async function handOverWork(db: Db, input: HandOver): Promise<{ agreements: number; templates: number }> {
  if (input.toUserId === input.fromUserId || (await roleIn(db, input.companyId, input.toUserId)) === null) {
    throw parameterRefused('query', 'handTo', 'hand_to_not_member');
  }
  const fromName = await displayNameOf(db, input.fromUserId);
  const toName = await displayNameOf(db, input.toUserId);
  const theirs = <T extends typeof agreements | typeof templates | typeof bulkSends | typeof documents>(table: T) =>
    and(eq(table.companyId, input.companyId), eq(table.ownerId, input.fromUserId));

  const moved = await db.update(agreements).set({ ownerId: input.toUserId }).where(theirs(agreements)).returning({ id: agreements.id, purpose: agreements.purpose });
  const agreementIds = moved.filter((row) => row.purpose === 'agreement').map((row) => row.id.toString());
  if (agreementIds.length > 0) {
    // One statement for the trail however many there are; ids from the sequence like any event.
    await queryRows(
      db,
      sql`insert into agreement_events (agreement_id, type, actor_user_id, data)
        select unnest(${`{${agreementIds.join(',')}}`}::bigint[]), 'handed_over', ${input.actorId.toString()}::bigint,
          jsonb_build_object('fromName', ${fromName}::text, 'toName', ${toName}::text, 'fromUserId', ${input.fromUserId.toString()}::text, 'toUserId', ${input.toUserId.toString()}::text)
        returning id`,
    );
  }
  const templateRows = await db.update(templates).set({ ownerId: input.toUserId }).where(theirs(templates)).returning({ id: templates.id });
  await db.update(bulkSends).set({ ownerId: input.toUserId }).where(theirs(bulkSends));
  await db.update(documents).set({ ownerId: input.toUserId }).where(theirs(documents));
  if (moved.length > 0 || templateRows.length > 0) {
    await recordCompanyEvent(db, { companyId: input.companyId, kind: 'work_handed_over', actorId: input.actorId, subject: `${fromName} → ${toName}` });
  }
  return { agreements: agreementIds.length, templates: templateRows.length };
}
