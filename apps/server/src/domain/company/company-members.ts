import { AppError, ErrorCode, mayDo, type CompanyMember, type CompanyRole, type InvitableRole } from '@signet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyMembers, sessions } from '../../db/schema/index.js';
import { recordCompanyEvent } from './company-activity.js';
import { requireMayManage, requireRole } from './company-policy.js';
import { displayNameOf, membersOf, roleIn } from './companies-repository.js';
import { listOpenInvitations } from './company-invitations.js';
import { presentMember } from './present-company.js';
import { handOverWork } from './hand-over.js';

/** Every member sees who is in the company; the open invitations only the owner and admins. */
export async function listMembers(db: Db, companyId: bigint, userId: bigint) {
  const role = requireRole(companyId, await roleIn(db, companyId, userId), 'members.view');
  const members = (await membersOf(db, companyId)).map(presentMember);
  const invitations = mayDo(role, 'invitations.view') ? await listOpenInvitations(db, companyId) : [];
  return { members, invitations };
}

async function targetRole(db: Db, companyId: bigint, userId: bigint): Promise<CompanyRole> {
  const role = await roleIn(db, companyId, userId);
  if (!role) throw new AppError(ErrorCode.NotFound, { detail: `user ${userId} is not in company ${companyId}` });
  return role;
}

/** Ends a membership: every device of that person working in the company returns to the personal space. */
async function endMembership(db: Db, companyId: bigint, userId: bigint): Promise<void> {
  await db.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function changeMemberRole(db: Db, input: { companyId: bigint; actorId: bigint; userId: bigint; role: InvitableRole }): Promise<CompanyMember> {
  return db.transaction(async (tx) => {
    requireMayManage(input.companyId, await roleIn(tx, input.companyId, input.actorId), await targetRole(tx, input.companyId, input.userId));
    await tx.update(companyMembers).set({ role: input.role }).where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.userId, input.userId)));
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'role_changed', actorId: input.actorId, subject: await displayNameOf(tx, input.userId), role: input.role });
    const member = (await membersOf(tx, input.companyId)).find((row) => row.userId === input.userId);
    if (!member) throw new AppError(ErrorCode.NotFound);
    return presentMember(member);
  });
}

/**
 * Removes a member (owner and admins; never the owner). Their access ends at once: the next
 * request any of their devices makes in the company is refused (8201). Their company work passes,
 * in the same transaction, to `handTo` (a member the admin picks; by default the admin).
 */
export async function removeMember(db: Db, input: { companyId: bigint; actorId: bigint; userId: bigint; handTo?: bigint | undefined }): Promise<void> {
  await db.transaction(async (tx) => {
    requireMayManage(input.companyId, await roleIn(tx, input.companyId, input.actorId), await targetRole(tx, input.companyId, input.userId));
    const subject = await displayNameOf(tx, input.userId);
    await handOverWork(tx, { companyId: input.companyId, fromUserId: input.userId, toUserId: input.handTo ?? input.actorId, actorId: input.actorId });
    await endMembership(tx, input.companyId, input.userId);
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'removed', actorId: input.actorId, subject });
  });
}

/**
 * Leaves a company; this device returns to the personal space. The owner hands the company over
 * first (8206). The leaver's company work passes to the member an admin chose for leavers
 * (setLeaversWorkTo), or to the owner, who answers for the company, when none is chosen, the one
 * chosen has left, or is the leaver.
 */
export async function leaveCompany(db: Db, input: { companyId: bigint; userId: bigint; sessionId: bigint }): Promise<void> {
  await db.transaction(async (tx) => {
    const role = requireRole(input.companyId, await roleIn(tx, input.companyId, input.userId), 'company.view');
    if (!mayDo(role, 'company.leave')) throw new AppError(ErrorCode.OwnerStays);
    const members = await membersOf(tx, input.companyId);
    const [company] = await tx.select({ leaversWorkTo: companies.leaversWorkTo }).from(companies).where(eq(companies.id, input.companyId));
    const chosen = members.find((member) => member.userId === company?.leaversWorkTo && member.userId !== input.userId);
    const heir = chosen ?? members.find((member) => member.role === 'owner');
    if (heir) await handOverWork(tx, { companyId: input.companyId, fromUserId: input.userId, toUserId: heir.userId, actorId: input.userId });
    await endMembership(tx, input.companyId, input.userId);
    await tx.update(sessions).set({ companyId: null }).where(and(eq(sessions.id, input.sessionId), eq(sessions.companyId, input.companyId)));
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'left', actorId: input.userId });
  });
}

/** Chooses who takes over the work of members who leave by themselves (owner and admins); null: the owner. */
export async function setLeaversWorkTo(db: Db, input: { companyId: bigint; actorId: bigint; userId: bigint | null }): Promise<void> {
  await db.transaction(async (tx) => {
    requireRole(input.companyId, await roleIn(tx, input.companyId, input.actorId), 'members.manage');
    if (input.userId !== null && (await roleIn(tx, input.companyId, input.userId)) === null) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId: input.companyId } });
    await tx.update(companies).set({ leaversWorkTo: input.userId, updatedAt: new Date() }).where(eq(companies.id, input.companyId));
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'settings_changed', actorId: input.actorId });
  });
}

/** The owner makes another member the owner and stays on as an admin. */
export async function transferOwnership(db: Db, input: { companyId: bigint; actorId: bigint; userId: bigint }): Promise<CompanyMember[]> {
  return db.transaction(async (tx) => {
    requireRole(input.companyId, await roleIn(tx, input.companyId, input.actorId), 'company.transfer');
    await targetRole(tx, input.companyId, input.userId);
    if (input.userId === input.actorId) return (await membersOf(tx, input.companyId)).map(presentMember);
    // The old owner steps down first: one owner per company, at every moment (a unique index says so).
    await tx.update(companyMembers).set({ role: 'admin' }).where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.userId, input.actorId)));
    await tx.update(companyMembers).set({ role: 'owner' }).where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.userId, input.userId)));
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'ownership_transferred', actorId: input.actorId, subject: await displayNameOf(tx, input.userId), role: 'owner' });
    return (await membersOf(tx, input.companyId)).map(presentMember);
  });
}
