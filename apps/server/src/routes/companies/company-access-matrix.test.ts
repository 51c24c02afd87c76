import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, parseJson, type JsonOperation, type Operation } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { companies, companyInvitations, companyMembers } from '../../db/schema/index.js';

const ACTORS = ['owner', 'admin', 'member', 'removed member', 'member of another company', 'outsider'] as const;
type ActorName = (typeof ACTORS)[number];

/** A company with one of each actor, made straight in the database so that every case starts fresh. */
async function world(t: TestApp) {
  const db = t.database.db;
  const people = Object.fromEntries(await Promise.all([...ACTORS, 'target'].map(async (name) => [name, await signInUser(db)] as const))) as Record<ActorName | 'target', Awaited<ReturnType<typeof signInUser>>>;
  const [company, other] = await db
    .insert(companies)
    .values([
      // Seats for everyone here and the invitations the cases send.
      { displayName: 'Acme', legalName: 'Acme Ltd', region: 'intl', planId: 'enterprise', planExpiresAt: new Date(Date.now() + 365 * 86_400_000), seats: 50 },
      { displayName: 'Globex', legalName: 'Globex Ltd', region: 'intl' },
    ])
    .returning();
  if (!company || !other) throw new Error('no companies');
  await db.insert(companyMembers).values([
    { companyId: company.id, userId: people.owner.user.id, role: 'owner' },
    { companyId: company.id, userId: people.admin.user.id, role: 'admin' },
    { companyId: company.id, userId: people.member.user.id, role: 'member' },
    { companyId: company.id, userId: people.target.user.id, role: 'member' },
    { companyId: other.id, userId: people['member of another company'].user.id, role: 'owner' },
  ]);
  const [invitation] = await db
    .insert(companyInvitations)
    .values({ companyId: company.id, email: `invitee-${randomBytes(4).toString('hex')}@example.com`, role: 'member', tokenHash: randomBytes(32).toString('hex'), invitedBy: people.owner.user.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  if (!invitation) throw new Error('no invitation');
  // The removed member was in, had chosen the company on their device, and was then removed.
  await db.insert(companyMembers).values({ companyId: company.id, userId: people['removed member'].user.id, role: 'member' });
  await callOperation(t, contract.switchWorkspace, { body: { companyId: company.id } }, { token: people['removed member'].token });
  await db.delete(companyMembers).where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, people['removed member'].user.id)));
  return { company, people, invitation };
}

type World = Awaited<ReturnType<typeof world>>;
interface Case {
  operation: JsonOperation;
  input: (w: World) => object;
  allowed: readonly ActorName[];
  /** What an allowed actor hears, when not 200: here no payment provider is on, and there is no subscription. */
  allowedAnswer?: number;
}

const managers = ['owner', 'admin'] as const;
const members = ['owner', 'admin', 'member'] as const;
const CASES: Case[] = [
  { operation: contract.getCompany, input: (w) => ({ params: { companyId: w.company.id } }), allowed: members },
  { operation: contract.updateCompany, input: (w) => ({ params: { companyId: w.company.id }, body: { displayName: 'Taken', legalName: 'Taken Ltd', region: 'intl', registrationNumber: null } }), allowed: managers },
  { operation: contract.switchWorkspace, input: (w) => ({ body: { companyId: w.company.id } }), allowed: members },
  { operation: contract.listCompanyMembers, input: (w) => ({ params: { companyId: w.company.id } }), allowed: members },
  { operation: contract.inviteCompanyMember, input: (w) => ({ params: { companyId: w.company.id }, body: { email: `new-${w.invitation.id}@example.com`, role: 'member' } }), allowed: managers },
  { operation: contract.resendCompanyInvitation, input: (w) => ({ params: { companyId: w.company.id, invitationId: w.invitation.id } }), allowed: managers },
  { operation: contract.revokeCompanyInvitation, input: (w) => ({ params: { companyId: w.company.id, invitationId: w.invitation.id } }), allowed: managers },
  { operation: contract.changeCompanyMemberRole, input: (w) => ({ params: { companyId: w.company.id, userId: w.people.target.user.id }, body: { role: 'admin' } }), allowed: managers },
  { operation: contract.removeCompanyMember, input: (w) => ({ params: { companyId: w.company.id, userId: w.people.target.user.id } }), allowed: managers },
  { operation: contract.leaveCompany, input: (w) => ({ params: { companyId: w.company.id } }), allowed: ['admin', 'member'] },
  { operation: contract.transferCompanyOwnership, input: (w) => ({ params: { companyId: w.company.id }, body: { userId: w.people.target.user.id } }), allowed: ['owner'] },
  { operation: contract.listCompanyActivity, input: (w) => ({ params: { companyId: w.company.id }, query: {} }), allowed: managers },
  { operation: contract.setLeaversWorkTo, input: (w) => ({ params: { companyId: w.company.id }, body: { userId: w.people.target.user.id } }), allowed: managers },
  { operation: contract.setCompanyBranding, input: (w) => ({ params: { companyId: w.company.id }, body: { accentColor: '#1d4ed8' } }), allowed: managers },
  { operation: contract.buyCompanySeats, input: (w) => ({ params: { companyId: w.company.id }, body: { seats: 5, period: 'year' } }), allowed: ['owner'], allowedAnswer: ErrorCode.PaymentUnavailable },
  { operation: contract.openCompanyBillingPortal, input: (w) => ({ params: { companyId: w.company.id } }), allowed: ['owner'], allowedAnswer: ErrorCode.NoSubscription },
];

/** What a refused caller hears: outsiders that they are not members, members that their role is too low, the owner that they stay. */
function refusalFor(actor: ActorName, operation: Operation): number {
  if (actor === 'owner' && operation === contract.leaveCompany) return ErrorCode.OwnerStays;
  return actor === 'member' || actor === 'admin' ? ErrorCode.CompanyRoleTooLow : ErrorCode.NotCompanyMember;
}

describe.each(databaseTargets())('who may do what in a company, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it(`answers each of ${ACTORS.length} actors × ${CASES.length} operations (and the log's download, below) as the policy says, and nothing of the company leaks to those refused`, async () => {
    const leaks: string[] = [];
    const textOf = (value: unknown) => JSON.stringify(value ?? null, (_, inner: unknown) => (typeof inner === 'bigint' ? String(inner) : inner));
    for (const { operation, input, allowed, allowedAnswer = 200 } of CASES) {
      // Every refused actor on one world (a refused call changes nothing, which is checked), then
      // each allowed actor on a fresh one, as an allowed call may change it (a member removed).
      const shared = await world(t);
      for (const actor of ACTORS) {
        const w = allowed.includes(actor) ? await world(t) : shared;
        const answer = await callOperation(t, operation, input(w) as never, { token: w.people[actor].token });
        const expected = allowed.includes(actor) ? allowedAnswer : refusalFor(actor, operation);
        if (answer.code !== expected) leaks.push(`${actor} → ${operation.id}: ${answer.code} ${answer.msg}, expected ${expected}`);
        if (allowed.includes(actor)) continue;
        if (/Acme|invitee-|@example/.test(textOf(answer.data))) leaks.push(`${actor} → ${operation.id}: refused, yet answered ${textOf(answer.data)}`);
        const rows = await t.database.db.select().from(companyMembers).where(eq(companyMembers.companyId, w.company.id));
        if (rows.length !== 4 || rows.find((row) => row.userId === w.people.target.user.id)?.role !== 'member') leaks.push(`${actor} → ${operation.id}: refused, yet the members changed`);
        const [company] = await t.database.db.select().from(companies).where(eq(companies.id, w.company.id));
        if (company?.displayName !== 'Acme' || company.accentColor !== null || company.leaversWorkTo !== null) leaks.push(`${actor} → ${operation.id}: refused, yet the company changed`);
        const [invitation] = await t.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, w.invitation.id));
        if (invitation?.revokedAt || invitation?.tokenHash !== w.invitation.tokenHash) leaks.push(`${actor} → ${operation.id}: refused, yet the invitation changed`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets only the owner and admins download the activity log', async () => {
    const w = await world(t);
    for (const actor of ACTORS) {
      const answer = await fetchFile(t, contract.exportCompanyActivity, { params: { companyId: w.company.id } }, { token: w.people[actor].token });
      if (managers.includes(actor as (typeof managers)[number])) {
        expect(answer.headers['content-type'], actor).toContain('text/csv');
      } else {
        expect((parseJson(answer.body) as { code: number }).code, actor).toBe(refusalFor(actor, contract.exportCompanyActivity));
      }
    }
  });

  it('hides the open invitations from members who may not manage them', async () => {
    const w = await world(t);
    for (const actor of members) {
      const answer = await callOperation(t, contract.listCompanyMembers, { params: { companyId: w.company.id } }, { token: w.people[actor].token });
      expect(answer.result.invitations.length, actor).toBe(actor === 'member' ? 0 : 1);
    }
  });
});
