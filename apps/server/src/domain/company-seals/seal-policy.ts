import { AppError, ErrorCode, mayDo, SEAL_GRANT_MAX_DAYS, type CompanyRole, type SealStatus } from '@signet/contracts';

/**
 * Who may use and approve company seals (issue 34), in one place. Managing seals follows the
 * company's permission table (seals.manage); using and approving follow grants and requests here.
 */

export interface GrantFacts {
  id: bigint;
  validFrom: Date;
  validUntil: Date;
  revokedAt: Date | null;
  templateIds: bigint[] | null;
}

export interface ApprovalFacts {
  id: bigint;
  status: string;
  documentsSha256: string;
  usedAt: Date | null;
}

export type SealAuthority = { kind: 'grant'; grantId: bigint } | { kind: 'approval'; requestId: bigint };

export const grantInForce = (grant: GrantFacts, now: Date) => grant.revokedAt === null && grant.validFrom <= now && now < grant.validUntil;

const covers = (grant: GrantFacts, templateId: bigint | null) => grant.templateIds === null || (templateId !== null && grant.templateIds.includes(templateId));

/** Refuses a seal that is not active (8301, naming its status). */
export function requireActiveSeal(seal: { status: SealStatus }): void {
  if (seal.status !== 'active') throw new AppError(ErrorCode.SealUnusable, { data: { status: seal.status }, detail: `the seal is ${seal.status}` });
}

/**
 * What lets this person use the seal on this agreement now, or why nothing does. An approved,
 * unused request for these very documents always does (8304 when the documents changed since);
 * otherwise a use grant in force that covers the agreement's template, unless the seal needs an
 * approval for every use (the official seal, by default).
 */
export function useAuthority(input: {
  seal: { status: SealStatus };
  needsApproval: boolean;
  useGrants: readonly GrantFacts[];
  approvals: readonly ApprovalFacts[];
  documentsSha256: string;
  templateId: bigint | null;
  now: Date;
}): SealAuthority {
  requireActiveSeal(input.seal);
  const approved = input.approvals.filter((request) => request.status === 'approved' && request.usedAt === null);
  const current = approved.find((request) => request.documentsSha256 === input.documentsSha256);
  if (current) return { kind: 'approval', requestId: current.id };
  if (approved.length > 0) throw new AppError(ErrorCode.SealApprovalVoid, { detail: 'the documents changed after the approval' });
  const refuse = (reason: 'no_grant' | 'grant_expired' | 'template' | 'needs_approval') => new AppError(ErrorCode.SealNoAuthority, { data: { reason }, detail: reason });
  if (input.needsApproval) throw refuse('needs_approval');
  const live = input.useGrants.filter((grant) => grantInForce(grant, input.now));
  const fitting = live.find((grant) => covers(grant, input.templateId));
  if (fitting) return { kind: 'grant', grantId: fitting.id };
  if (live.length > 0) throw refuse('template');
  if (input.useGrants.some((grant) => grant.revokedAt === null && grant.validUntil <= input.now)) throw refuse('grant_expired');
  throw refuse('no_grant');
}

/**
 * Whether a member may decide a request: an owner or admin, or someone granted "may approve" on
 * the seal; never the one who asked (8305), whatever their role.
 */
export function requireMayDecide(input: { role: CompanyRole | null; userId: bigint; requesterId: bigint; approveGrants: readonly GrantFacts[]; now: Date }): void {
  if (input.role === null) throw new AppError(ErrorCode.NotCompanyMember, { detail: 'not a member' });
  if (input.userId === input.requesterId) throw new AppError(ErrorCode.SealSelfApproval, { detail: 'self-approval' });
  if (mayDo(input.role, 'seals.approveAll')) return;
  if (!input.approveGrants.some((grant) => grantInForce(grant, input.now))) throw new AppError(ErrorCode.CompanyRoleTooLow, { detail: 'no approve grant on this seal' });
}

export function mayDecide(input: Parameters<typeof requireMayDecide>[0]): boolean {
  try {
    requireMayDecide(input);
    return true;
  } catch {
    return false;
  }
}

/** A grant ends after now and at most SEAL_GRANT_MAX_DAYS ahead (8302). */
export function requireGrantSpan(validUntil: Date, now: Date): void {
  const max = now.getTime() + SEAL_GRANT_MAX_DAYS * 24 * 3600 * 1000;
  if (validUntil.getTime() <= now.getTime() || validUntil.getTime() > max) throw new AppError(ErrorCode.SealGrantTooLong, { detail: `grant until ${validUntil.toISOString()}` });
}

/** The official seal needs an approval for every use unless the company turned that off. */
export const needsApproval = (seal: { kind: string }, settings: { officialNeedsApproval: boolean }) => seal.kind === 'official' && settings.officialNeedsApproval;
