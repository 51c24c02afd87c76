import { z } from 'zod';
import { REGIONS } from '../../constants.js';
import { ZIdOut } from '../../ids.js';
import { userText } from '../../user-text.js';
import { normaliseRegistrationNumber, usccProblem } from '../../companies/registration-number.js';

/** owner: billing, deleting the company, handing it over; admin: members, settings, all company work; member: their own work and the company's templates. */
export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** What an invitation or a role change may give: ownership only passes by transfer. */
export const INVITABLE_ROLES = ['admin', 'member'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const COMPANY_NAME_MAX_CHARS = 100;
/** An invitation's accept link works this long (issue 32). */
export const INVITATION_TTL_DAYS = 7;

/**
 * A registration number: for the China region the unified social credit code, checked with its
 * check character (a wrong one is refused, naming why); elsewhere what the register issued, up to 40 characters.
 */
const ZRegistrationNumber = z.string().trim().max(40).nullable().default(null);

/** What a company is called and where it is registered, as its creator or an admin sets it. */
export const ZCompanyProfileInput = z
  .object({
    displayName: userText().min(1).max(COMPANY_NAME_MAX_CHARS),
    legalName: userText().min(1).max(COMPANY_NAME_MAX_CHARS),
    region: z.enum(REGIONS),
    registrationNumber: ZRegistrationNumber,
  })
  .strict()
  .transform((input) => ({ ...input, registrationNumber: input.registrationNumber ? (input.region === 'cn' ? normaliseRegistrationNumber(input.registrationNumber) : input.registrationNumber) : null }))
  .superRefine((input, ctx) => {
    if (input.region !== 'cn' || !input.registrationNumber) return;
    const problem = usccProblem(input.registrationNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['registrationNumber'], message: `uscc_${problem}` });
  });
export type CompanyProfileInput = z.input<typeof ZCompanyProfileInput>;

export const ZCompany = z.object({
  id: ZIdOut,
  displayName: z.string(),
  legalName: z.string(),
  region: z.enum(REGIONS),
  registrationNumber: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** The caller's role in it. */
  myRole: z.enum(COMPANY_ROLES),
  memberCount: z.number().int(),
  /**
   * What the company may hold (issue 32): its seats (members plus open invitations), taken and in
   * all, on its plan until `planExpiresAt` (LIMITS.freeCompanySeats without Enterprise).
   * Optional in the type only (fixtures written before seats); the server always sends it.
   */
  seats: z
    .object({
      total: z.number().int(),
      used: z.number().int(),
      planId: z.enum(['free', 'enterprise']),
      planExpiresAt: z.string().meta({ format: 'date-time' }).nullable(),
      /**
       * How the seats are paid (shown to the owner and admins): 'subscription' renews by itself until
       * cancelled (`renews` false once it is set to end with its period; `renewalFailed` after a
       * renewal payment failed, until one succeeds); 'prepaid' runs to its end (licence codes,
       * Alipay, WeChat Pay); null on the free plan. Optional in the type only.
       */
      billing: z.enum(['subscription', 'prepaid']).nullable().optional(),
      renews: z.boolean().optional(),
      renewalFailed: z.boolean().optional(),
    })
    .optional(),
  /** Who takes over the work of a member who leaves by themselves; null: the owner. Optional in the type only. */
  leaversWorkTo: ZIdOut.nullable().optional(),
  /** What recipients see of the company (issue 32): its logo (a public image, fixed height) and accent colour; null for Signet's. Optional in the type only. */
  branding: z.object({ logoUrl: z.string().nullable(), accentColor: z.string().nullable() }).optional(),
  /** Whether members must sign in with a second factor to do company work (issue 35). Optional in the type only. */
  requireTwoFactor: z.boolean().optional(),
});
export type Company = z.infer<typeof ZCompany>;

export const ZCompanyMember = z.object({
  userId: ZIdOut,
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(COMPANY_ROLES),
  joinedAt: z.string().meta({ format: 'date-time' }),
});
export type CompanyMember = z.infer<typeof ZCompanyMember>;

export const ZCompanyInvitation = z.object({
  id: ZIdOut,
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  invitedBy: z.string(),
  sentAt: z.string().meta({ format: 'date-time' }),
  expiresAt: z.string().meta({ format: 'date-time' }),
});
export type CompanyInvitation = z.infer<typeof ZCompanyInvitation>;

/** What the accept page shows before anyone signs in: who invites whom, to what, and whether the link still works. */
export const ZInvitationPreview = z.object({
  companyName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  /** Whether an account with the invited address exists: the page offers sign-in, else sign-up. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof ZInvitationPreview>;

export const COMPANY_EVENT_KINDS = ['created', 'settings_changed', 'invited', 'invitation_revoked', 'joined', 'left', 'removed', 'role_changed', 'ownership_transferred', 'work_handed_over', 'api_key_created', 'api_key_revoked', 'webhook_created', 'webhook_deleted', 'seats_added', 'branding_changed', 'seats_bought', 'plan_renewed', 'renewal_failed', 'subscription_changed'] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];

export const ZCompanyEvent = z.object({
  id: ZIdOut,
  kind: z.enum(COMPANY_EVENT_KINDS),
  /** Who did it (a member's name, kept as it was). */
  actor: z.string(),
  /** Whom or what it concerned: a person's name or e-mail, or empty. */
  subject: z.string(),
  /** The role given, for invitations and role changes. */
  role: z.enum(COMPANY_ROLES).nullable(),
  at: z.string().meta({ format: 'date-time' }),
});
export type CompanyEvent = z.infer<typeof ZCompanyEvent>;
