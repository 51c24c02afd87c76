import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.js';

/** Draws a new id before an insert, for callers that need it first (storage keys, links). */
export async function nextId(db: Db): Promise<bigint> {
  const [row] = await queryRows<{ id: string | bigint }>(db, sql`select signet_next_id() as id`);
  if (!row) throw new Error('signet_next_id() returned nothing');
  return BigInt(row.id);
}
