import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { ZEmail, ZOk } from '../account/account-schemas.js';
import { ZAccentColor } from '../../companies/brand-colour.js';
import { ZCompany, ZCompanyEvent, ZCompanyInvitation, ZCompanyMember, ZCompanyProfileInput, ZInvitationPreview, INVITABLE_ROLES } from './company-schemas.js';

const companyParams = z.object({ companyId: ZId });

/** A company logo (PNG, JPEG or WebP as a data URL; SVG is refused) is at most this large. */
export const COMPANY_LOGO_MAX_BYTES = 512 * 1024;

/**
 * The company's look for its recipients (issue 32; owner and admins): a logo, stored re-encoded as a
 * PNG at most 120 px high, and an accent colour that white text reads on (contrast at least
 * ACCENT_MIN_CONTRAST, else 403 naming the ratio). A field left out stays as it is; null removes it.
 */
export const setCompanyBranding = defineOperation({
  id: 'setCompanyBranding',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}/branding',
  summary: 'Set the company logo and accent colour recipients see',
  auth: 'session',
  params: companyParams,
  body: z
    .object({
      logo: z
        .string()
        .max(Math.ceil((COMPANY_LOGO_MAX_BYTES * 4) / 3) + 64)
        .regex(/^data:image\/[a-z+.-]+;base64,/, { error: 'logo_type' })
        .nullable()
        .optional(),
      accentColor: ZAccentColor.nullable().optional(),
    })
    .strict(),
  response: z.object({ company: ZCompany }),
});

/**
 * Who takes over the company agreements and templates of a member who leaves by themselves (issue
 * 32; owner and admins): a member of the company, or null for the owner. A removal names its own.
 * 8201 when the person named is not a member.
 */
export const setLeaversWorkTo = defineOperation({
  id: 'setLeaversWorkTo',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}/leavers-work-to',
  summary: "Choose who takes over a leaving member's work",
  auth: 'session',
  params: companyParams,
  body: z.object({ userId: ZId.nullable() }).strict(),
  response: z.object({ company: ZCompany }),
});

/** The companies the caller belongs to, with their role in each (the personal space is not one). */
export const listCompanies = defineOperation({
  id: 'listCompanies',
  service: 'account',
  method: 'GET',
  path: '/v1/companies',
  summary: 'The companies you belong to',
  auth: 'session',
  response: z.object({ list: z.array(ZCompany) }),
});

/** Makes a company; its maker is its owner. A China-region registration number must pass its check character (403 naming why). */
export const createCompany = defineOperation({
  id: 'createCompany',
  service: 'account',
  method: 'POST',
  path: '/v1/companies',
  summary: 'Create a company',
  auth: 'session',
  sessionOnly: true,
  blockRepeats: true,
  body: ZCompanyProfileInput,
  response: z.object({ company: ZCompany }),
});

export const getCompany = defineOperation({
  id: 'getCompany',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}',
  summary: 'A company you belong to',
  auth: 'session',
  params: companyParams,
  response: z.object({ company: ZCompany }),
});

/** The owner or an admin changes the company's names, region or registration number. */
export const updateCompany = defineOperation({
  id: 'updateCompany',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}',
  summary: "Change a company's profile",
  auth: 'session',
  params: companyParams,
  body: ZCompanyProfileInput,
  response: z.object({ company: ZCompany }),
});

/**
 * Chooses this device's workspace: a company the caller belongs to, or null for the personal
 * space. The choice belongs to the session (per device) and shows as the user's `companyId`.
 */
export const switchWorkspace = defineOperation({
  id: 'switchWorkspace',
  service: 'account',
  method: 'PUT',
  path: '/v1/user/workspace',
  summary: 'Switch between your personal space and a company',
  auth: 'session',
  sessionOnly: true,
  body: z.object({ companyId: ZId.nullable() }).strict(),
  response: z.object({ companyId: ZIdOut.nullable() }),
});

/** The members, and for the owner and admins the invitations still open. */
export const listCompanyMembers = defineOperation({
  id: 'listCompanyMembers',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/members',
  summary: "A company's members and open invitations",
  auth: 'session',
  params: companyParams,
  response: z.object({ members: z.array(ZCompanyMember), invitations: z.array(ZCompanyInvitation) }),
});

/** Invites an address as admin or member: a mail with an accept link valid INVITATION_TTL_DAYS. */
export const inviteCompanyMember = defineOperation({
  id: 'inviteCompanyMember',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/invitations',
  summary: 'Invite someone to a company',
  auth: 'session',
  blockRepeats: true,
  params: companyParams,
  body: z.object({ email: ZEmail, role: z.enum(INVITABLE_ROLES) }).strict(),
  response: z.object({ invitation: ZCompanyInvitation }),
});

const invitationParams = z.object({ companyId: ZId, invitationId: ZId });

/** Sends the invitation again with a fresh link and a new week; the old link stops working. */
export const resendCompanyInvitation = defineOperation({
  id: 'resendCompanyInvitation',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/invitations/{invitationId}/resend',
  summary: 'Send an invitation again',
  auth: 'session',
  blockRepeats: true,
  params: invitationParams,
  response: z.object({ invitation: ZCompanyInvitation }),
});

export const revokeCompanyInvitation = defineOperation({
  id: 'revokeCompanyInvitation',
  service: 'account',
  method: 'DELETE',
  path: '/v1/companies/{companyId}/invitations/{invitationId}',
  summary: 'Withdraw an invitation',
  auth: 'session',
  params: invitationParams,
  response: ZOk,
});

const ZInvitationToken = z.object({ token: z.string().trim().min(20).max(200) }).strict();

/** What an invitation link offers, before signing in; a wrong token answers 8204. */
export const previewCompanyInvitation = defineOperation({
  id: 'previewCompanyInvitation',
  service: 'account',
  method: 'POST',
  path: '/v1/company-invitations/preview',
  summary: 'What an invitation link offers',
  auth: 'none',
  body: ZInvitationToken,
  response: z.object({ invitation: ZInvitationPreview }),
});

/** Joins the company, signed in with the invited address; the session's workspace becomes it. */
export const acceptCompanyInvitation = defineOperation({
  id: 'acceptCompanyInvitation',
  service: 'account',
  method: 'POST',
  path: '/v1/company-invitations/accept',
  summary: 'Accept an invitation',
  auth: 'session',
  sessionOnly: true,
  body: ZInvitationToken,
  response: z.object({ company: ZCompany }),
});

const memberParams = z.object({ companyId: ZId, userId: ZId });

export const changeCompanyMemberRole = defineOperation({
  id: 'changeCompanyMemberRole',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}/members/{userId}/role',
  summary: "Change a member's role",
  auth: 'session',
  params: memberParams,
  body: z.object({ role: z.enum(INVITABLE_ROLES) }).strict(),
  response: z.object({ member: ZCompanyMember }),
});

/** Removes a member: their very next request in the company is refused (8201). */
export const removeCompanyMember = defineOperation({
  id: 'removeCompanyMember',
  service: 'account',
  method: 'DELETE',
  path: '/v1/companies/{companyId}/members/{userId}',
  summary: 'Remove a member; their company agreements, templates and uploads pass to another member',
  auth: 'session',
  params: memberParams,
  /** Who receives the removed member's company work: a member other than them; by default the one removing them. */
  query: z.object({ handTo: ZId.optional() }),
  response: ZOk,
});

/** Leaves a company; the owner hands it over first (8206). */
export const leaveCompany = defineOperation({
  id: 'leaveCompany',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/leave',
  summary: 'Leave a company',
  auth: 'session',
  sessionOnly: true,
  params: companyParams,
  response: ZOk,
});

/** The owner makes another member the owner and becomes an admin. */
export const transferCompanyOwnership = defineOperation({
  id: 'transferCompanyOwnership',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/transfer',
  summary: 'Hand the company to another member',
  auth: 'session',
  sessionOnly: true,
  params: companyParams,
  body: z.object({ userId: ZId }).strict(),
  response: z.object({ members: z.array(ZCompanyMember) }),
});

/** The company's activity, newest first (owner and admins). */
export const listCompanyActivity = defineOperation({
  id: 'listCompanyActivity',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/activity',
  summary: "A company's activity log",
  auth: 'session',
  params: companyParams,
  query: z.object({ before: ZId.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: z.object({ list: z.array(ZCompanyEvent), more: z.boolean() }),
});

/** The whole activity log as CSV (owner and admins), for records kept outside Signet. */
export const exportCompanyActivity = defineOperation({
  id: 'exportCompanyActivity',
  service: 'account',
  method: 'GET',
  path: '/v1/companies/{companyId}/activity/export',
  summary: "A company's activity log as CSV",
  auth: 'session',
  params: companyParams,
  response: fileResponse('text/csv'),
});
