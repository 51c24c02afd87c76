import type { Company, CompanyEvent, CompanyEventKind, CompanyInvitation, CompanyMember, CompanyRole, InvitableRole, Region } from '@signet/contracts';
import type { companyEvents, companyInvitations } from '../../db/schema/index.js';
import type { CompanyRow, MemberRow } from './companies-repository.js';
import { logoPath } from './company-logo.js';

export function presentCompany(row: CompanyRow, myRole: string, memberCount: number, seats: Company['seats']): Company {
  return {
    id: row.id,
    displayName: row.displayName,
    legalName: row.legalName,
    region: row.region as Region,
    registrationNumber: row.registrationNumber,
    createdAt: row.createdAt.toISOString(),
    myRole: myRole as CompanyRole,
    memberCount,
    leaversWorkTo: row.leaversWorkTo,
    branding: { logoUrl: logoPath(row.logoKey), accentColor: row.accentColor },
    seats,
    requireTwoFactor: row.requireTwoFactor,
  };
}

export function presentMember(row: MemberRow): CompanyMember {
  return { userId: row.userId, name: row.name, email: row.email, role: row.role as CompanyRole, joinedAt: row.joinedAt.toISOString() };
}

export function presentInvitation(row: typeof companyInvitations.$inferSelect, invitedBy: string): CompanyInvitation {
  return { id: row.id, email: row.email, role: row.role as InvitableRole, invitedBy, sentAt: row.sentAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

export function presentCompanyEvent(row: typeof companyEvents.$inferSelect): CompanyEvent {
  return { id: row.id, kind: row.kind as CompanyEventKind, actor: row.actorName, subject: row.subject, role: (row.role as CompanyRole | null) ?? null, at: row.at.toISOString() };
}
