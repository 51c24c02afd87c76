import { createHash, randomBytes } from 'node:crypto';
import { AppError, ErrorCode, INVITATION_TTL_DAYS, webLink, type Company, type CompanyInvitation, type InvitableRole, type InvitationPreview, type Locale } from '@signet/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyInvitations, companyMembers, sessions, users } from '../../db/schema/index.js';
import { sendMailLater } from '../../jobs/mail-job.js';
import { renderCompanyInvitationMail } from '../../mail/templates/company-invitation-mail.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { recordCompanyEvent } from './company-activity.js';
import { requireRole } from './company-policy.js';
import { displayNameOf, findCompany, memberCountOf, roleIn } from './companies-repository.js';
import { presentCompany, presentInvitation } from './present-company.js';
import { presentSeats, requireFreeSeat } from './seats.js';

type InvitationRow = typeof companyInvitations.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Mails the invitation (in the invitee's language when they have an account, else the inviter's). */
async function mailInvitation(db: Db, invitation: InvitationRow, token: string, context: { publicUrl: string; locale: Locale }): Promise<void> {
  const company = await findCompany(db, invitation.companyId);
  const [invitee] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, invitation.email));
  const locale = (invitee?.locale as Locale | undefined) ?? context.locale;
  const link = webLink(context.publicUrl, 'companyJoin', {}, { t: token });
  const mail = renderCompanyInvitationMail(
    { inviter: await displayNameOf(db, invitation.invitedBy), company: company?.displayName ?? '', role: invitation.role as InvitableRole, link, expiresAt: invitation.expiresAt },
    locale,
  );
  await sendMailLater(db, { to: [invitation.email], ...mail }, { dedupeKey: `company-invitation:${invitation.id}:${invitation.tokenHash}` });
}

export interface InvitationContext {
  companyId: bigint;
  userId: bigint;
  publicUrl: string;
  locale: Locale;
  now?: Date;
}

/** The open invitations, for the owner and admins. */
export async function listOpenInvitations(db: Db, companyId: bigint, now = new Date()): Promise<CompanyInvitation[]> {
  const rows = await db
    .select({ invitation: companyInvitations, inviter: users.name, inviterEmail: users.email })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, now)))
    .orderBy(desc(companyInvitations.sentAt));
  return rows.map((row) => presentInvitation(row.invitation, row.inviter || row.inviterEmail || ''));
}

/**
 * Counts an invitation mail against the company's daily allowance (429 past it), once the caller
 * is known to be allowed to send one, and outside the transaction: a refused send still counts.
 */
async function allowInvitationMail(db: Db, input: InvitationContext): Promise<void> {
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'members.manage');
  await hitNamedLimit(db, 'companyInvitationsPerCompany', String(input.companyId), input.now);
}

/**
 * Invites an address (owner and admins). Refused with 8207 when it belongs to a member or has an
 * open invitation (an expired one is closed and replaced), 8208 when every seat is taken.
 */
export async function inviteMember(db: Db, input: InvitationContext & { email: string; role: InvitableRole }): Promise<CompanyInvitation> {
  const now = input.now ?? new Date();
  await allowInvitationMail(db, input);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, input.companyId), eq(users.email, input.email)));
    const [open] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, input.companyId), eq(companyInvitations.email, input.email), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt)));
    if (member || (open && open.expiresAt > now)) throw new AppError(ErrorCode.AlreadyInCompany, { values: { email: input.email } });
    if (open) await tx.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, open.id));
    await requireFreeSeat(tx, input.companyId, now);
    const token = newToken();
    const [row] = await tx
      .insert(companyInvitations)
      .values({ companyId: input.companyId, email: input.email, role: input.role, tokenHash: hashToken(token), invitedBy: input.userId, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS) })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    await mailInvitation(tx, row, token, input);
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'invited', actorId: input.userId, subject: input.email, role: input.role });
    return presentInvitation(row, await displayNameOf(tx, input.userId));
  });
}

async function openInvitation(db: Db, companyId: bigint, invitationId: bigint): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt)));
  if (!row) throw new AppError(ErrorCode.NotFound, { detail: `no open invitation ${invitationId} in company ${companyId}` });
  return row;
}

/** A fresh link and a new week; the old link stops working. */
export async function resendInvitation(db: Db, input: InvitationContext & { invitationId: bigint }): Promise<CompanyInvitation> {
  const now = input.now ?? new Date();
  await allowInvitationMail(db, input);
  return db.transaction(async (tx) => {
    await openInvitation(tx, input.companyId, input.invitationId);
    const token = newToken();
    const [row] = await tx
      .update(companyInvitations)
      .set({ tokenHash: hashToken(token), sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS) })
      .where(eq(companyInvitations.id, input.invitationId))
      .returning();
    if (!row) throw new Error('invitation update returned nothing');
    await mailInvitation(tx, row, token, input);
    return presentInvitation(row, await displayNameOf(tx, row.invitedBy));
  });
}

export async function revokeInvitation(db: Db, input: { companyId: bigint; userId: bigint; invitationId: bigint; now?: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    requireRole(input.companyId, await roleIn(tx, input.companyId, input.userId), 'members.manage');
    const row = await openInvitation(tx, input.companyId, input.invitationId);
    await tx.update(companyInvitations).set({ revokedAt: input.now ?? new Date() }).where(eq(companyInvitations.id, row.id));
    await recordCompanyEvent(tx, { companyId: input.companyId, kind: 'invitation_revoked', actorId: input.userId, subject: row.email });
  });
}

function statusOf(row: InvitationRow, now: Date): InvitationPreview['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

async function invitationByToken(db: Db, token: string): Promise<InvitationRow> {
  const [row] = await db.select().from(companyInvitations).where(eq(companyInvitations.tokenHash, hashToken(token)));
  if (!row) throw new AppError(ErrorCode.InvitationUnusable, { detail: 'unknown invitation token' });
  return row;
}

/** What the link offers, for the page shown before signing in. */
export async function previewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const row = await invitationByToken(db, token);
  const company = await findCompany(db, row.companyId);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  return {
    companyName: company?.displayName ?? '',
    invitedBy: await displayNameOf(db, row.invitedBy),
    email: row.email,
    role: row.role as InvitableRole,
    status: statusOf(row, now),
    hasAccount: Boolean(account),
  };
}

const UNUSABLE = { accepted: 'invitation_used', revoked: 'invitation_revoked', expired: 'invitation_expired' } as const;

/**
 * Joins the company as the invitation says, signed in with the invited address (8205 otherwise),
 * and makes it this device's workspace. A link used, withdrawn or past its week answers 8204 saying which.
 */
export async function acceptInvitation(db: Db, input: { token: string; userId: bigint; sessionId: bigint; now?: Date }): Promise<Company> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await invitationByToken(tx, input.token);
    const status = statusOf(row, now);
    if (status !== 'pending') throw new AppError(ErrorCode.InvitationUnusable, { messageKey: UNUSABLE[status] });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    if (user?.email !== row.email) throw new AppError(ErrorCode.InvitationForAnotherEmail, { values: { email: row.email } });
    const already = await roleIn(tx, row.companyId, input.userId);
    if (!already) await tx.insert(companyMembers).values({ companyId: row.companyId, userId: input.userId, role: row.role });
    await tx.update(companyInvitations).set({ acceptedAt: now, acceptedBy: input.userId }).where(eq(companyInvitations.id, row.id));
    await tx.update(sessions).set({ companyId: row.companyId }).where(eq(sessions.id, input.sessionId));
    if (!already) await recordCompanyEvent(tx, { companyId: row.companyId, kind: 'joined', actorId: input.userId, subject: row.email, role: row.role as InvitableRole });
    const company = await findCompany(tx, row.companyId);
    if (!company) throw new AppError(ErrorCode.InvitationUnusable);
    return presentCompany(company, already ?? row.role, await memberCountOf(tx, row.companyId), await presentSeats(tx, company));
  });
}
