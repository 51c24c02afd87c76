import type { CompanyRole } from '../operations/companies/company-schemas.js';

/**
 * Everything a person may do in a company, and the roles that may do it (issue 32). This table is
 * the one place that says who may do what: the server enforces it (domain/company/company-policy.ts)
 * and the web shows only what it allows, never comparing roles itself.
 */
const ALLOWED = {
  'company.view': ['owner', 'admin', 'member'],
  'company.edit': ['owner', 'admin'],
  'company.transfer': ['owner'],
  // The company's plan and seats: bought or redeemed by the owner, who pays.
  'company.billing': ['owner'],
  // The owner hands the company over before leaving.
  'company.leave': ['admin', 'member'],
  'members.view': ['owner', 'admin', 'member'],
  'members.manage': ['owner', 'admin'],
  'invitations.view': ['owner', 'admin'],
  'activity.view': ['owner', 'admin'],
  // Another member's company agreements: see them in the index, open, void, resend, copy (issue 32).
  'agreements.manageAll': ['owner', 'admin'],
  // Another member's company templates: edit, publish, share, delete. Every member uses them.
  'templates.manageAll': ['owner', 'admin'],
  'integrations.manage': ['owner', 'admin'],
  // Company seals (issue 34): make and change them, grant them, set the rules, read the seal log.
  'seals.manage': ['owner', 'admin'],
  // Decide any request to use a seal (members decide only where granted "may approve").
  'seals.approveAll': ['owner', 'admin'],
} as const satisfies Record<string, readonly CompanyRole[]>;

export type CompanyAction = keyof typeof ALLOWED;

/** Whether a member with this role may do this; null (not a member) may do nothing. */
export function mayDo(role: CompanyRole | null, action: CompanyAction): boolean {
  return role !== null && (ALLOWED[action] as readonly CompanyRole[]).includes(role);
}
