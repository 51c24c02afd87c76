import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { getUserById } from '../account/users-repository.js';

/** The sites that may frame this account's signing pages. */
export async function getEmbedOrigins(db: Db, userId: bigint): Promise<string[]> {
  return (await getUserById(db, userId)).embedOrigins;
}

/** Replaces the list, without repeats, in the order given. */
export async function setEmbedOrigins(db: Db, input: { userId: bigint; origins: readonly string[] }): Promise<string[]> {
  const origins = [...new Set(input.origins)];
  await db.update(users).set({ embedOrigins: origins, updatedAt: new Date() }).where(eq(users.id, input.userId));
  return origins;
}

/**
 * The sites that may frame a signing page of this recipient: its agreement's owner's list.
 * One indexed query, run only for pages loaded in a frame.
 */
export async function embedOriginsOfRecipient(db: Db, recipientId: bigint): Promise<string[]> {
  const [row] = await queryRows<{ origins: string[] }>(
    db,
    sql`select u.embed_origins as origins from agreement_recipients r join agreements a on a.id = r.agreement_id join users u on u.id = a.owner_id
        where r.id = ${recipientId.toString()}::bigint`,
  );
  return row?.origins ?? [];
}
