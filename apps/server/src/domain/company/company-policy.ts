import { AppError, ErrorCode, mayDo, type CompanyAction, type CompanyRole } from '@signet/contracts';

/**
 * Enforces the contracts' table of who may do what (company-permissions.ts, shared with the web).
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
