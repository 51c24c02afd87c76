import type { CompanyEventKind, CompanyRole } from '@signet/contracts';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyEvents, users } from '../../db/schema/index.js';

/** Writes one line of the company's activity log, in the caller's transaction. */
export async function recordCompanyEvent(
  db: Db,
  input: { companyId: bigint; kind: CompanyEventKind; actorId: bigint; subject?: string; role?: CompanyRole | null },
): Promise<void> {
  const [actor] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, input.actorId));
  await db.insert(companyEvents).values({
    companyId: input.companyId,
    kind: input.kind,
    actorId: input.actorId,
    actorName: actor?.name || actor?.email || '',
    subject: input.subject ?? '',
    role: input.role ?? null,
  });
}

/** A page of the log, newest first; `before` continues from an event id. */
export async function listCompanyEvents(db: Db, companyId: bigint, options: { before?: bigint; limit: number }) {
  const rows = await db
    .select()
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, companyId), options.before ? lt(companyEvents.id, options.before) : undefined))
    .orderBy(desc(companyEvents.id))
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit), more: rows.length > options.limit };
}

const loadPapaParse = async () => (await import('papaparse')).default;

/**
 * The whole log as CSV, oldest first, with a byte-order mark so spreadsheet programs read it as
 * UTF-8. Names are people's own text: a cell starting like a formula is quoted as text
 * (escapeFormulae), so opening the file never runs anything.
 */
export async function companyEventsCsv(db: Db, companyId: bigint): Promise<Buffer> {
  const rows = await db.select().from(companyEvents).where(eq(companyEvents.companyId, companyId)).orderBy(asc(companyEvents.id));
  const Papa = await loadPapaParse();
  const table = [['time_utc', 'event', 'by', 'concerning', 'role'], ...rows.map((row) => [row.at.toISOString(), row.kind, row.actorName, row.subject, row.role ?? ''])];
  return Buffer.from(`\uFEFF${Papa.unparse(table, { escapeFormulae: true })}\r\n`, 'utf8');
}
