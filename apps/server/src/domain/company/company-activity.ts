import type { CompanyEventKind, CompanyRole } from '@signet/contracts';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyEvents } from '../../db/schema/index.js';
import { displayNameOf, roleIn } from './companies-repository.js';
import { requireRole } from './company-policy.js';

/** Writes one line of the company's activity log, in the caller's transaction. */
export async function recordCompanyEvent(
  db: Db,
  input: { companyId: bigint; kind: CompanyEventKind; actorId: bigint; subject?: string; role?: CompanyRole | null },
): Promise<void> {
  await db.insert(companyEvents).values({
    companyId: input.companyId,
    kind: input.kind,
    actorId: input.actorId,
    actorName: await displayNameOf(db, input.actorId),
    subject: input.subject ?? '',
    role: input.role ?? null,
  });
}

/** A page of the log, newest first, for the owner and admins; `before` continues from an event id. */
export async function listCompanyEvents(db: Db, input: { companyId: bigint; userId: bigint; before?: bigint; limit: number }) {
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'activity.view');
  const rows = await db
    .select()
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, input.companyId), input.before ? lt(companyEvents.id, input.before) : undefined))
    .orderBy(desc(companyEvents.id))
    .limit(input.limit + 1);
  return { rows: rows.slice(0, input.limit), more: rows.length > input.limit };
}

const loadPapaParse = async () => (await import('papaparse')).default;

/**
 * The whole log as CSV, oldest first, with a byte-order mark so spreadsheet programs read it as
 * UTF-8. Names are people's own text: a cell starting like a formula is quoted as text
 * (escapeFormulae), so opening the file never runs anything.
 */
export async function companyEventsCsv(db: Db, input: { companyId: bigint; userId: bigint }): Promise<Buffer> {
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'activity.view');
  const rows = await db.select().from(companyEvents).where(eq(companyEvents.companyId, input.companyId)).orderBy(asc(companyEvents.id));
  const Papa = await loadPapaParse();
  const table = [['time_utc', 'event', 'by', 'concerning', 'role'], ...rows.map((row) => [row.at.toISOString(), row.kind, row.actorName, row.subject, row.role ?? ''])];
  return Buffer.from(`\uFEFF${Papa.unparse(table, { escapeFormulae: true })}\r\n`, 'utf8');
}
