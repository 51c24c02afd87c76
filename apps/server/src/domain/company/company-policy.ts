import { AppError, ErrorCode, mayDo, type CompanyAction, type CompanyRole } from '@signet/contracts';
import type { Workspace } from './workspace.js';

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

/** A row a sender made: an agreement, template, upload, key or webhook, with the workspace it was made in. */
export interface Owned {
  ownerId: bigint;
  companyId: bigint | null;
}

/** Whether the row lives in the workspace: the same company, or both personal and the row is the person's own. */
export function isInWorkspace(workspace: Workspace, row: Owned): boolean {
  if (row.companyId === null) return workspace.companyId === null && row.ownerId === workspace.userId;
  return row.companyId === workspace.companyId && workspace.companyRole !== null;
}

/**
 * Whether the workspace may act on the row as its sender: its maker, in the workspace it was made
 * in; in a company also a member whose role may do `othersAction` to other members' rows (admins
 * manage every company agreement and template). A removed member's device works in no company, so
 * their former rows are refused to them like anyone's.
 */
export function mayManage(workspace: Workspace, row: Owned, othersAction: CompanyAction): boolean {
  if (!isInWorkspace(workspace, row)) return false;
  return row.ownerId === workspace.userId || mayDo(workspace.companyRole, othersAction);
}

/** Whether the workspace may use a template (see it, send from it, bulk-send it): every member of its company, or its maker in the personal space. */
export function mayUseTemplate(workspace: Workspace, row: Owned): boolean {
  return isInWorkspace(workspace, row);
}

/**
 * Who may make, see and change API keys and webhook endpoints in a workspace: anyone their own in
 * the personal space; in a company its admins (integrations.manage), whose keys and endpoints
 * belong to the company and outlive their maker (8202 for a member).
 */
export function requireIntegrationsAccess(workspace: Workspace): void {
  if (workspace.companyId !== null) requireRole(workspace.companyId, workspace.companyRole, 'integrations.manage');
}

/** Whether the workspace may manage this key or endpoint (see requireIntegrationsAccess). */
export function mayManageIntegration(workspace: Workspace, row: { userId: bigint; companyId: bigint | null }): boolean {
  if (row.companyId === null) return workspace.companyId === null && row.userId === workspace.userId;
  return row.companyId === workspace.companyId && mayDo(workspace.companyRole, 'integrations.manage');
}
