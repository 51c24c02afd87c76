import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode, type JsonOperation } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, companySealGrants, companySeals } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { companyWithMembers, inOneYear, makeSeal } from '../../../test/helpers/company-seals.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';

const ACTORS = ['owner', 'admin', 'member', 'member of another company', 'outsider'] as const;
type ActorName = (typeof ACTORS)[number];

/** A company with a seal and one of each actor. */
async function world(t: TestApp) {
  const { owner, companyId, members } = await companyWithMembers(t, 'Acme Ltd', 2);
  const [admin, member] = members as [(typeof members)[number], (typeof members)[number]];
  await t.database.db.update(companyMembers).set({ role: 'admin' }).where(eq(companyMembers.userId, admin.user.id));
  const other = await companyWithMembers(t, 'Globex Ltd', 0);
  const outsider = await signInUser(t.database.db);
  const seal = await makeSeal(t, owner.token, companyId, 'contract', 'Acme Ltd');
  const tokens: Record<ActorName, string> = { owner: owner.token, admin: admin.token, member: member.token, 'member of another company': other.owner.token, outsider: outsider.token };
  return { companyId, seal, tokens, memberId: member.user.id };
}
type World = Awaited<ReturnType<typeof world>>;

const managers = ['owner', 'admin'] as const;
const CASES: { operation: JsonOperation; input: (w: World) => object; allowed: readonly ActorName[] }[] = [
  { operation: contract.listCompanySeals, input: (w) => ({ params: { companyId: w.companyId } }), allowed: ['owner', 'admin', 'member'] },
  { operation: contract.createCompanySeal, input: (w) => ({ params: { companyId: w.companyId }, body: { kind: 'finance', name: 'Finance', face: { source: 'generated', spec: { kind: 'finance', companyName: 'Acme Ltd' } } } }), allowed: managers },
  { operation: contract.setSealStatus, input: (w) => ({ params: { companyId: w.companyId, sealId: w.seal.id }, body: { status: 'suspended' } }), allowed: managers },
  { operation: contract.listSealGrants, input: (w) => ({ params: { companyId: w.companyId, sealId: w.seal.id } }), allowed: managers },
  { operation: contract.grantSeal, input: (w) => ({ params: { companyId: w.companyId, sealId: w.seal.id }, body: { userId: w.memberId, right: 'use', validUntil: inOneYear(), templateIds: null } }), allowed: managers },
  { operation: contract.setSealSettings, input: (w) => ({ params: { companyId: w.companyId }, body: { officialNeedsApproval: false } }), allowed: managers },
  { operation: contract.listSealLog, input: (w) => ({ params: { companyId: w.companyId }, query: {} }), allowed: managers },
  { operation: contract.listSealRequests, input: (w) => ({ params: { companyId: w.companyId }, query: { box: 'all' } }), allowed: managers },
];

/** Issue 34: the seal operations answer each actor as the permission table says, and a refused call changes nothing. */
describe.each(databaseTargets())('who may manage company seals, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it(`answers ${ACTORS.length} actors × ${CASES.length} seal operations as the policy says`, async () => {
    const wrong: string[] = [];
    const shared = await world(t);
    for (const { operation, input, allowed } of CASES) {
      for (const actor of ACTORS) {
        const answer = await callOperation(t, operation, input(shared) as never, { token: shared.tokens[actor] });
        const expected = allowed.includes(actor) ? 200 : actor === 'member' ? ErrorCode.CompanyRoleTooLow : ErrorCode.NotCompanyMember;
        if (answer.code !== expected) wrong.push(`${actor} → ${operation.id}: ${answer.code} ${answer.msg}, expected ${expected}`);
        if (!allowed.includes(actor) && JSON.stringify(answer.data ?? null, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).includes('Acme')) wrong.push(`${actor} → ${operation.id}: refused, yet named the company`);
      }
      // The actions above ran as owner and admin; put the seal back for the next case.
      await t.database.db.update(companySeals).set({ status: 'active' }).where(eq(companySeals.id, shared.seal.id));
      await t.database.db.delete(companySealGrants).where(eq(companySealGrants.sealId, shared.seal.id));
    }
    expect(wrong).toEqual([]);
  });

  it('shows a member only the seals they hold a grant on', async () => {
    const w = await world(t);
    const seals = async () => (await callOperation(t, contract.listCompanySeals, { params: { companyId: w.companyId } }, { token: w.tokens.member })).result.seals.map((seal) => seal.name);
    expect(await seals()).toEqual([]);
    await callOperation(t, contract.grantSeal, { params: { companyId: w.companyId, sealId: w.seal.id }, body: { userId: w.memberId, right: 'approve', validUntil: inOneYear(), templateIds: null } }, { token: w.tokens.owner });
    expect(await seals()).toEqual(['contract seal']);
  });
});
