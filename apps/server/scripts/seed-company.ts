/**
 * Seeds a company for the company list benchmark (issue 32): an owner and `members - 1` more
 * members, each with `perMember` agreements made in the company's workspace, in every status
 * (seed-agreements.ts's mix). A bulk load like the agreements seed.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import { bulkLoad, createUser, insertAgreements } from './seed-agreements.js';

const CHUNK = 20_000;

export async function seedCompany(db: Db, options: { members: number; perMember: number; tag?: string }): Promise<{ companyId: bigint; ownerId: bigint; memberIds: bigint[] }> {
  const tag = options.tag ?? 'acme';
  return bulkLoad(db, async (tx) => {
    const [company] = await queryRows<{ id: string }>(tx, sql`insert into companies (display_name, legal_name, region) values ('Acme', 'Acme Ltd', 'intl') returning id::text as id`);
    if (!company) throw new Error('no company');
    const companyId = BigInt(company.id);
    const memberIds: bigint[] = [];
    for (let m = 0; m < options.members; m++) {
      const userId = await createUser(tx, `${tag}-member${m}@example.com`, `Member ${m}`);
      await tx.execute(sql`insert into company_members (company_id, user_id, role) values (${company.id}::bigint, ${userId.toString()}::bigint, ${m === 0 ? 'owner' : 'member'})`);
      for (let from = 1; from <= options.perMember; from += CHUNK) {
        await insertAgreements(tx, userId, from, Math.min(CHUNK, options.perMember - from + 1), null, companyId);
      }
      memberIds.push(userId);
    }
    const ownerId = memberIds[0];
    if (ownerId === undefined) throw new Error('no members');
    return { result: { companyId, ownerId, memberIds }, sample: ownerId };
  });
}
