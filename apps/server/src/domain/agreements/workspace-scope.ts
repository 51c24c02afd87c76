import { sql, type SQL } from 'drizzle-orm';
import { mayDo } from '@signet/contracts';
import type { Workspace } from '../company/workspace.js';

/** A bigint parameter, as text both drivers accept. */
const big = (value: bigint) => sql`${value.toString()}::bigint`;

/**
 * Whose agreements a workspace's index and counts hold (issue 32), as a condition on
 * `agreements a`: in the personal space the person's own personal ones; in a company a member's
 * own company ones, and for an admin (agreements.manageAll, company-policy) every member's,
 * narrowed to one sender by `sentBy`. Null when the filter leaves nothing (a member asking for
 * another member's). The list's indexes lead with (owner_id, coalesce(company_id, 0)), an equality
 * so that they give the sort's order, or with (company_id) for an admin.
 */
export function ownedScope(workspace: Workspace, sentBy: bigint | null): SQL | null {
  if (workspace.companyId === null) {
    if (sentBy !== null && sentBy !== workspace.userId) return null;
    return sql`a.owner_id = ${big(workspace.userId)} and coalesce(a.company_id, 0) = 0`;
  }
  const company = big(workspace.companyId);
  if (mayDo(workspace.companyRole, 'agreements.manageAll')) {
    return sentBy === null ? sql`a.company_id = ${company}` : sql`a.owner_id = ${big(sentBy)} and coalesce(a.company_id, 0) = ${company}`;
  }
  if (sentBy !== null && sentBy !== workspace.userId) return null;
  return sql`a.owner_id = ${big(workspace.userId)} and coalesce(a.company_id, 0) = ${company}`;
}

/** The same scope on `agreement_counts c`, whose company_id is 0 for the personal space. */
export function countsScope(workspace: Workspace, sentBy: bigint | null): SQL | null {
  const scope = ownedScope(workspace, sentBy);
  if (scope === null) return null;
  if (workspace.companyId === null) return sql`c.owner_id = ${big(workspace.userId)} and c.company_id = 0`;
  const company = big(workspace.companyId);
  if (mayDo(workspace.companyRole, 'agreements.manageAll') && sentBy === null) return sql`c.company_id = ${company}`;
  return sql`c.owner_id = ${big(sentBy ?? workspace.userId)} and c.company_id = ${company}`;
}

/**
 * Received agreements (the person's e-mail is a recipient's) that the workspace's own part does
 * not already list: an admin sees the company's agreements as the company's, not twice.
 */
export function notOwnedHere(workspace: Workspace): SQL {
  if (workspace.companyId !== null && mayDo(workspace.companyRole, 'agreements.manageAll')) {
    return sql`a.company_id is distinct from ${big(workspace.companyId)}`;
  }
  return sql`true`;
}
