import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { startOfUtcDay, type ReminderState } from './follow-up-rules.js';

/**
 * Each recipient's reminder state on one agreement: automatic reminders so far, and re-sends
 * plus reminders today (UTC), which together may not pass the daily limit (7603).
 */
export async function loadReminderStates(db: Db, agreementId: bigint, now: Date): Promise<Map<bigint, Omit<ReminderState, 'invitedAt'>>> {
  const rows = await queryRows<{ recipient_id: string; auto_reminders: number; notices_today: number }>(
    db,
    sql`select recipient_id::text as recipient_id,
          count(*) filter (where kind = 'auto_reminder')::int as auto_reminders,
          count(*) filter (where kind in ('reminder', 'auto_reminder') and created_at >= ${startOfUtcDay(now).toISOString()}::timestamptz)::int as notices_today
        from agreement_notices where agreement_id = ${agreementId.toString()}::bigint group by recipient_id`,
  );
  return new Map(rows.map((row) => [BigInt(row.recipient_id), { autoReminders: row.auto_reminders, noticesToday: row.notices_today }]));
}

/** Re-sends and reminders one recipient had today (UTC). */
export async function noticesToday(db: Db, recipientId: bigint, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from agreement_notices
        where recipient_id = ${recipientId.toString()}::bigint and kind in ('reminder', 'auto_reminder') and created_at >= ${startOfUtcDay(now).toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}
