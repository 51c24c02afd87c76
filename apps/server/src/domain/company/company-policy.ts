import { AppError, ErrorCode, type CompanyRole } from '@signet/contracts';

/**
 * Everything a person may do in a company, and the roles that may do it (issue 32). This table is
 * the one place that says who may do what: operations ask `mayDo` or `requireRole`, never a role.
 */
const ALLOWED = {
  'company.view': ['owner', 'admin', 'member'],
  'company.edit': ['owner', 'admin'],
  'company.transfer': ['owner'],
  'members.view': ['owner', 'admin', 'member'],
  'members.manage': ['owner', 'admin'],
  'invitations.view': ['owner', 'admin'],
  'activity.view': ['owner', 'admin'],
} as const satisfies Record<string, readonly CompanyRole[]>;

export type CompanyAction = keyof typeof ALLOWED;

/** Whether a member with this role may do this; null (not a member) may do nothing. */
export function mayDo(role: CompanyRole | null, action: CompanyAction): boolean {
  return role !== null && (ALLOWED[action] as readonly CompanyRole[]).includes(role);
}

/**
 * Refuses a caller who may not: 8201 when they are not (or no longer) a member, 8202 when their
 * role is too low. Answers the role they have.
 */
export function requireRole(companyId: bigint, role: CompanyRole | null, action: CompanyAction): CompanyRole {
  if (role === null) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId }, detail: `not a member of company ${companyId}` });
  if (!mayDo(role, action)) throw new AppError(ErrorCode.CompanyRoleTooLow, { detail: `${role} may not ${action}` });
  return role;
}

/**
 * Whether a member may change another's membership (role or removal). The owner is never the
 * target (ownership passes by transfer: 8206); otherwise the owner and admins may.
 */
export function requireMayManage(companyId: bigint, actorRole: CompanyRole | null, targetRole: CompanyRole): void {
  requireRole(companyId, actorRole, 'members.manage');
  if (targetRole === 'owner') throw new AppError(ErrorCode.OwnerStays, { detail: 'the owner cannot be removed or demoted' });
}
