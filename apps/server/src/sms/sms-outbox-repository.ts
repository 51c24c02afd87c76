import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { smsOutbox } from '../db/schema/index.js';

/** Shaped like the contracts' ZOutboxSms. */
export interface OutboxSms {
  id: bigint;
  to: string;
  text: string;
  locale: string;
  createdAt: string;
}

/** Keeps one text message; returns its id. */
export async function saveOutboxSms(db: Db, message: { to: string; text: string; locale: string }): Promise<bigint> {
  const [row] = await db.insert(smsOutbox).values(message).returning({ id: smsOutbox.id });
  if (!row) throw new Error('the SMS outbox kept nothing');
  return row.id;
}

/** Kept text messages, newest first, optionally only those sent to one number. */
export async function listOutboxSms(db: Db, options: { to?: string | undefined; limit: number }): Promise<OutboxSms[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(options.to === undefined ? undefined : eq(smsOutbox.to, options.to))
    // Ids are time-ordered, so the newest message has the highest id.
    .orderBy(desc(smsOutbox.id))
    .limit(options.limit);
  return rows.map((row) => ({ id: row.id, to: row.to, text: row.text, locale: row.locale, createdAt: row.createdAt.toISOString() }));
}
