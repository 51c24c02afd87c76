import { AppError, ErrorCode } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { requireGrantSpan, requireMayDecide, useAuthority, type GrantFacts } from './seal-policy.js';

const now = new Date('2026-11-28T12:00:00Z');
const day = 86_400_000;
const grant = (overrides: Partial<GrantFacts> = {}): GrantFacts => ({ id: 1n, validFrom: new Date(now.getTime() - day), validUntil: new Date(now.getTime() + day), revokedAt: null, templateIds: null, ...overrides });
const base = { seal: { status: 'active' as const }, needsApproval: false, useGrants: [grant()], approvals: [], documentsSha256: 'abc', templateId: null, now };

function refusal(run: () => unknown): { code: number; data: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, data: error.data };
    throw error;
  }
  throw new Error('not refused');
}

describe('who may use a seal (seal-policy)', () => {
  it('lets a grant in force use it, and names why anything else may not', () => {
    expect(useAuthority(base)).toEqual({ kind: 'grant', grantId: 1n });
    expect(refusal(() => useAuthority({ ...base, useGrants: [] }))).toEqual({ code: ErrorCode.SealNoAuthority, data: { reason: 'no_grant' } });
    expect(refusal(() => useAuthority({ ...base, useGrants: [grant({ validUntil: new Date(now.getTime() - 1) })] })).data).toEqual({ reason: 'grant_expired' });
    expect(refusal(() => useAuthority({ ...base, useGrants: [grant({ revokedAt: now })] })).data).toEqual({ reason: 'no_grant' });
    expect(refusal(() => useAuthority({ ...base, useGrants: [grant({ templateIds: [7n] })] })).data).toEqual({ reason: 'template' });
    expect(useAuthority({ ...base, useGrants: [grant({ templateIds: [7n] })], templateId: 7n })).toEqual({ kind: 'grant', grantId: 1n });
    expect(refusal(() => useAuthority({ ...base, seal: { status: 'suspended' } }))).toEqual({ code: ErrorCode.SealUnusable, data: { status: 'suspended' } });
  });

  it('asks the official seal for an approval bound to these documents, spent once', () => {
    const approval = { id: 9n, status: 'approved', documentsSha256: 'abc', usedAt: null };
    expect(refusal(() => useAuthority({ ...base, needsApproval: true })).data).toEqual({ reason: 'needs_approval' });
    expect(useAuthority({ ...base, needsApproval: true, approvals: [approval] })).toEqual({ kind: 'approval', requestId: 9n });
    expect(refusal(() => useAuthority({ ...base, needsApproval: true, approvals: [{ ...approval, documentsSha256: 'changed' }] })).code).toBe(ErrorCode.SealApprovalVoid);
    expect(refusal(() => useAuthority({ ...base, needsApproval: true, approvals: [{ ...approval, usedAt: now }] })).data).toEqual({ reason: 'needs_approval' });
    expect(refusal(() => useAuthority({ ...base, needsApproval: true, approvals: [{ ...approval, status: 'rejected' }] })).data).toEqual({ reason: 'needs_approval' });
  });

  it('never lets the requester decide, and lets only admins or approve grants decide', () => {
    const ask = { userId: 2n, requesterId: 3n, approveGrants: [], now };
    expect(() => requireMayDecide({ ...ask, role: 'admin' })).not.toThrow();
    expect(refusal(() => requireMayDecide({ ...ask, role: 'owner', requesterId: 2n })).code).toBe(ErrorCode.SealSelfApproval);
    expect(refusal(() => requireMayDecide({ ...ask, role: 'member' })).code).toBe(ErrorCode.CompanyRoleTooLow);
    expect(() => requireMayDecide({ ...ask, role: 'member', approveGrants: [grant()] })).not.toThrow();
    expect(refusal(() => requireMayDecide({ ...ask, role: 'member', approveGrants: [grant({ validUntil: now })] })).code).toBe(ErrorCode.CompanyRoleTooLow);
    expect(refusal(() => requireMayDecide({ ...ask, role: null })).code).toBe(ErrorCode.NotCompanyMember);
  });

  it('keeps grants within three years and after now', () => {
    expect(() => requireGrantSpan(new Date(now.getTime() + 1096 * day), now)).not.toThrow();
    expect(refusal(() => requireGrantSpan(new Date(now.getTime() + 1097 * day), now)).code).toBe(ErrorCode.SealGrantTooLong);
    expect(refusal(() => requireGrantSpan(now, now)).code).toBe(ErrorCode.SealGrantTooLong);
  });
});
