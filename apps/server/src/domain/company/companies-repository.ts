import { AppError, ErrorCode } from '@signet/contracts';
import type { CompanyRole } from '@signet/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyMembers, users } from '../../db/schema/index.js';
import type { Workspace } from './workspace.js';

export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof companyMembers.$inferSelect;

/** The caller's role in a company, or null when they are not a member (or it does not exist). */
export async function roleIn(db: Db, companyId: bigint, userId: bigint): Promise<CompanyRole | null> {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return (row?.role as CompanyRole | undefined) ?? null;
}

/**
 * The workspace a row's maker works in for work done on their behalf later (a bulk send's job,
 * a public link's use): their personal space, or the row's company with their role today, null
 * when they are no longer a member (company-policy then refuses them like anyone).
 */
export async function makerWorkspace(db: Db, row: { ownerId: bigint; companyId: bigint | null }): Promise<Workspace> {
  if (row.companyId === null) return { userId: row.ownerId, companyId: null, companyRole: null };
  return { userId: row.ownerId, companyId: row.companyId, companyRole: await roleIn(db, row.companyId, row.ownerId) };
}

/**
 * The workspace a company API key acts in (issue 32): the company, with an admin's reach, as its
 * maker while they are a member, else as the company's owner, so a key outlives the person who
 * made it and what it sends still belongs to a member.
 */
export async function companyKeyWorkspace(db: Db, key: { userId: bigint; companyId: bigint }): Promise<Workspace> {
  const rows = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, key.companyId), sql`(${companyMembers.userId} = ${key.userId} or ${companyMembers.role} = 'owner')`));
  const actingAs = rows.find((row) => row.userId === key.userId) ?? rows.find((row) => row.role === 'owner');
  if (!actingAs) throw new AppError(ErrorCode.Unauthorized, { detail: `company ${key.companyId} has no owner` });
  return { userId: actingAs.userId, companyId: key.companyId, companyRole: 'admin' };
}

export async function findCompany(db: Db, companyId: bigint): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** The companies a person belongs to, with their role and the member count, oldest membership first. */
export async function companiesOf(db: Db, userId: bigint) {
  const memberCount = sql<number>`(select count(*)::int from ${companyMembers} m where m.company_id = ${companies.id})`;
  return db
    .select({ company: companies, role: companyMembers.role, memberCount })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.joinedAt), asc(companies.id));
}

export async function memberCountOf(db: Db, companyId: bigint): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** The members with their names and e-mails: the owner first, then admins, then members, each by joining. */
export async function membersOf(db: Db, companyId: bigint) {
  return db
    .select({ userId: companyMembers.userId, role: companyMembers.role, joinedAt: companyMembers.joinedAt, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`case ${companyMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(companyMembers.joinedAt));
}
export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** How a person is named in the company's pages, mails and log: their name, else their e-mail. */
export async function displayNameOf(db: Db, userId: bigint | null): Promise<string> {
  if (userId === null) return '';
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row?.name || row?.email || '';
}
