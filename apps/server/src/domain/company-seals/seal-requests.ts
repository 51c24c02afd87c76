import { and, desc, eq, inArray, isNull, gt, lte } from 'drizzle-orm';
import { AppError, ErrorCode, mayDo, type Locale, type SealKind, type SealRequest, type SealRequestStatus } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements, companies, companyMembers, companySealGrants, companySealRequests, companySeals, users } from '../../db/schema/index.js';
import { sendMailLater } from '../../jobs/mail-job.js';
import { renderSealDecisionMail, renderSealRequestMail } from '../../mail/templates/seal-request-mails.js';
import { displayNameOf, roleIn } from '../company/companies-repository.js';
import { requireRole } from '../company/company-policy.js';
import { agreementDigests } from './documents-digest.js';
import { grantsOf } from './seal-grants.js';
import { appendSealEvent } from './seal-log.js';
import { mayDecide, requireActiveSeal, requireMayDecide } from './seal-policy.js';
import type { SealRow } from './seals-repository.js';

type RequestRow = typeof companySealRequests.$inferSelect;

/** Everyone who may decide requests on a seal, but the one asking: owner, admins, and members granted "may approve". */
async function approversOf(db: Db, seal: SealRow, requesterId: bigint) {
  const now = new Date();
  const admins = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, seal.companyId), inArray(companyMembers.role, ['owner', 'admin'])));
  const granted = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(companySealGrants)
    .innerJoin(users, eq(users.id, companySealGrants.userId))
    .innerJoin(companyMembers, and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, seal.companyId)))
    .where(and(eq(companySealGrants.sealId, seal.id), eq(companySealGrants.right, 'approve'), isNull(companySealGrants.revokedAt), lte(companySealGrants.validFrom, now), gt(companySealGrants.validUntil, now)));
  const byId = new Map([...admins, ...granted].filter((person) => person.id !== requesterId && person.email).map((person) => [person.id, person]));
  return [...byId.values()];
}

/**
 * Asks to use a seal once on an agreement, bound to its documents' digest. A pending request of
 * the same person for the same seal and agreement is answered as it is (asking twice sends nothing
 * twice). Approvers hear by mail and see it in their inbox.
 */
export async function requestSealUse(
  tx: Db,
  input: { seal: SealRow; agreementId: bigint; agreementName: string; requesterId: bigint; documentsSha256: string; reason: string; publicUrl: string },
): Promise<RequestRow> {
  requireActiveSeal(input.seal as { status: 'active' | 'suspended' | 'revoked' });
  const [open] = await tx
    .select()
    .from(companySealRequests)
    .where(and(eq(companySealRequests.sealId, input.seal.id), eq(companySealRequests.agreementId, input.agreementId), eq(companySealRequests.requesterId, input.requesterId), eq(companySealRequests.status, 'pending')));
  if (open && open.documentsSha256 === input.documentsSha256) return open;
  if (open) await tx.update(companySealRequests).set({ status: 'withdrawn' }).where(eq(companySealRequests.id, open.id));
  const [row] = await tx
    .insert(companySealRequests)
    .values({ companyId: input.seal.companyId, sealId: input.seal.id, agreementId: input.agreementId, requesterId: input.requesterId, documentsSha256: input.documentsSha256, reason: input.reason })
    .returning();
  if (!row) throw new Error('the request was not written');
  const requester = await displayNameOf(tx, input.requesterId);
  await appendSealEvent(tx, {
    companyId: input.seal.companyId,
    kind: 'requested',
    sealId: input.seal.id,
    actorId: input.requesterId,
    actorName: requester,
    detail: { requestId: row.id.toString(), agreementId: input.agreementId.toString(), documentsSha256: input.documentsSha256, reason: input.reason },
  });
  const [company] = await tx.select({ legalName: companies.legalName }).from(companies).where(eq(companies.id, input.seal.companyId));
  const link = `${input.publicUrl}/companies/${input.seal.companyId}?tab=seals&inbox=1`;
  for (const approver of await approversOf(tx, input.seal, input.requesterId)) {
    const mail = renderSealRequestMail({ requester, seal: input.seal.name, company: company?.legalName ?? '', agreement: input.agreementName, reason: input.reason, link }, approver.locale as Locale);
    await sendMailLater(tx, { to: [approver.email ?? ''], ...mail }, { dedupeKey: `seal-request:${row.id}:${approver.id}` });
  }
  return row;
}

/**
 * Approves or rejects a pending request (8307 if it is not pending). The decider must be allowed
 * (requireMayDecide: never the requester, 8305). Approving is refused when the documents changed
 * since the request (8304): the approval would bind to documents nobody asked about. A rejection
 * needs a comment saying why.
 */
export async function decideSealRequest(
  db: Db,
  caller: { companyId: bigint; userId: bigint; requestId: bigint },
  input: { approve: boolean; comment: string },
  now = new Date(),
): Promise<SealRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(companySealRequests).where(and(eq(companySealRequests.id, caller.requestId), eq(companySealRequests.companyId, caller.companyId))).for('update');
    const role = await roleIn(tx, caller.companyId, caller.userId);
    if (!row) {
      requireRole(caller.companyId, role, 'company.view');
      throw new AppError(ErrorCode.NotFound, { detail: `no request ${caller.requestId}` });
    }
    requireMayDecide({ role, userId: caller.userId, requesterId: row.requesterId, approveGrants: await grantsOf(tx, row.sealId, caller.userId, 'approve'), now });
    if (row.status !== 'pending') throw new AppError(ErrorCode.SealRequestDecided, { detail: `request is ${row.status}` });
    if (!input.approve && !input.comment) throw new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: 'comment', message: 'Say why the request is rejected.' }] }, detail: 'rejection without a comment' });
    const [seal] = await tx.select().from(companySeals).where(eq(companySeals.id, row.sealId));
    if (!seal) throw new AppError(ErrorCode.NotFound, { detail: 'seal gone' });
    if (input.approve) {
      requireActiveSeal(seal as { status: 'active' | 'suspended' | 'revoked' });
      const current = (await agreementDigests(tx, [row.agreementId])).get(row.agreementId);
      if (current !== row.documentsSha256) throw new AppError(ErrorCode.SealApprovalVoid, { detail: 'documents changed before the decision' });
    }
    const status: SealRequestStatus = input.approve ? 'approved' : 'rejected';
    const [updated] = await tx.update(companySealRequests).set({ status, decidedBy: caller.userId, decidedAt: now, comment: input.comment }).where(eq(companySealRequests.id, row.id)).returning();
    if (!updated) throw new Error('the request was not updated');
    const decider = await displayNameOf(tx, caller.userId);
    await appendSealEvent(tx, { companyId: caller.companyId, kind: status, sealId: row.sealId, actorId: caller.userId, actorName: decider, detail: { requestId: row.id.toString(), agreementId: row.agreementId.toString(), documentsSha256: row.documentsSha256, comment: input.comment } });
    const [requester] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, row.requesterId));
    const [context] = await tx.select({ agreement: agreements.name, company: companies.legalName }).from(agreements).innerJoin(companies, eq(companies.id, caller.companyId)).where(eq(agreements.id, row.agreementId));
    if (requester?.email) {
      const mail = renderSealDecisionMail({ decider, seal: seal.name, company: context?.company ?? '', agreement: context?.agreement ?? '', approved: input.approve, comment: input.comment }, requester.locale as Locale);
      await sendMailLater(tx, { to: [requester.email], ...mail }, { dedupeKey: `seal-decision:${row.id}` });
    }
    const [presented] = await presentRequests(tx, [updated], { userId: caller.userId, role });
    if (!presented) throw new Error('the request vanished');
    return presented;
  });
}

/** Requests for the inbox ('decide': pending ones the caller may decide), the caller's own ('mine'), or all (owner and admins). */
export async function listSealRequests(db: Db, caller: { companyId: bigint; userId: bigint; box: 'decide' | 'mine' | 'all' }): Promise<SealRequest[]> {
  const role = requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), caller.box === 'all' ? 'seals.manage' : 'company.view');
  const where = [eq(companySealRequests.companyId, caller.companyId)];
  if (caller.box === 'mine') where.push(eq(companySealRequests.requesterId, caller.userId));
  if (caller.box === 'decide') where.push(eq(companySealRequests.status, 'pending'));
  const rows = await db.select().from(companySealRequests).where(and(...where)).orderBy(desc(companySealRequests.id)).limit(200);
  const presented = await presentRequests(db, rows, { userId: caller.userId, role });
  return caller.box === 'decide' ? presented.filter((request) => request.mayDecide) : presented;
}

async function presentRequests(db: Db, rows: readonly RequestRow[], viewer: { userId: bigint; role: Awaited<ReturnType<typeof roleIn>> }): Promise<SealRequest[]> {
  if (rows.length === 0) return [];
  const sealIds = [...new Set(rows.map((row) => row.sealId))];
  const agreementIds = [...new Set(rows.map((row) => row.agreementId))];
  const peopleIds = [...new Set(rows.flatMap((row) => [row.requesterId, ...(row.decidedBy ? [row.decidedBy] : [])]))];
  const seals = new Map((await db.select().from(companySeals).where(inArray(companySeals.id, sealIds))).map((seal) => [seal.id, seal]));
  const names = new Map((await db.select({ id: agreements.id, name: agreements.name }).from(agreements).where(inArray(agreements.id, agreementIds))).map((row) => [row.id, row.name]));
  const people = new Map((await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, peopleIds))).map((row) => [row.id, row]));
  const digests = await agreementDigests(db, agreementIds);
  const approveGrants = mayDo(viewer.role, 'seals.approveAll')
    ? []
    : await db.select().from(companySealGrants).where(and(eq(companySealGrants.userId, viewer.userId), eq(companySealGrants.right, 'approve'), inArray(companySealGrants.sealId, sealIds)));
  const now = new Date();
  return rows.map((row) => {
    const seal = seals.get(row.sealId);
    const requester = people.get(row.requesterId);
    const decider = row.decidedBy ? people.get(row.decidedBy) : undefined;
    return {
      id: row.id,
      sealId: row.sealId,
      sealName: seal?.name ?? '',
      sealKind: (seal?.kind ?? 'other') as SealKind,
      agreementId: row.agreementId,
      agreementName: names.get(row.agreementId) ?? '',
      requester: { id: row.requesterId, name: requester?.name || requester?.email || '', email: requester?.email ?? '' },
      reason: row.reason,
      status: row.status as SealRequestStatus,
      decidedBy: decider ? decider.name || decider.email || '' : null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      comment: row.comment,
      usedAt: row.usedAt?.toISOString() ?? null,
      documentsChanged: digests.get(row.agreementId) !== row.documentsSha256,
      mayDecide: row.status === 'pending' && mayDecide({ role: viewer.role, userId: viewer.userId, requesterId: row.requesterId, approveGrants: approveGrants.filter((grant) => grant.sealId === row.sealId), now }),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
