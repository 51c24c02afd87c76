import type { CompanyRole } from '@signet/contracts';

/**
 * Where a person works on this device (issue 32): their personal space (companyId null) or a
 * company they belong to, with their role in it. Everything a sender makes is made in a workspace
 * and found only from it; company-policy.ts decides what the workspace may do with a row.
 */
export interface Workspace {
  userId: bigint;
  companyId: bigint | null;
  companyRole: CompanyRole | null;
  /**
   * True when acting through a test-mode API key (issue 38): what it makes is a test agreement, and
   * it sees and changes test agreements only (agreement-core/policy.ts). Absent for a web session
   * and a live key, which see both.
   */
  testMode?: boolean | undefined;
}

export const personalSpace = (userId: bigint): Workspace => ({ userId, companyId: null, companyRole: null });

/** The workspace of a session (or of an actor, which carries one): just the three fields. */
export const workspaceOf = (from: Workspace): Workspace => ({ userId: from.userId, companyId: from.companyId, companyRole: from.companyRole, ...(from.testMode ? { testMode: true } : {}) });

/** The owner columns of a row made in the workspace: its maker, and the company if any. */
export const madeIn = (workspace: Workspace) => ({ ownerId: workspace.userId, companyId: workspace.companyId });
