/**
 * Seeds many agreements for the list benchmark (and for trying the index by hand):
 * one main user with `count` agreements in every status (2% in the trash), each with a
 * document and two recipients, plus `noiseUsers` other senders with their own
 * agreements, some of which name the main user as a signer (Action required). Rows are
 * written by INSERT … SELECT generate_series, in chunks of 20,000 (one statement each).
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=source apps/server/scripts/seed-agreements.ts [count]
 *   (without DATABASE_URL: PGlite in DATA_DIR, default ./data)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

export interface SeedOptions {
  count: number;
  noiseUsers?: number;
  perNoiseUser?: number;
  email?: string;
}

const CHUNK = 20_000;

export async function createUser(db: Db, email: string, name: string): Promise<bigint> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, name, plan_id, email_verified_at) values (${email}, ${name}, 'enterprise', now())
      on conflict (email) do update set name = excluded.name returning id::text as id`,
  );
  if (!row) throw new Error('no user');
  return BigInt(row.id);
}

/**
 * `n` agreements of `ownerId`, numbered from `from`; recipient 1 gets `signerEmail` when given (else a
 * made-up one). `companyId`: made in that company's workspace (issue 32), else in the personal space.
 */
export async function insertAgreements(db: Db, ownerId: bigint, from: number, n: number, signerEmail: string | null, companyId: bigint | null = null): Promise<void> {
  const owner = ownerId.toString();
  const company = companyId === null ? null : companyId.toString();
  await db.execute(sql`
    with g as (
      select i, signet_next_id() as id,
        (array['Lease', 'NDA', 'Sales contract', 'Offer letter', 'Invoice', 'Service agreement', 'Purchase order', 'Consent form'])[1 + i % 8] || ' ' || i as name,
        case when ${signerEmail}::text is not null then 'waiting'
          when i % 10 < 5 then 'completed' when i % 10 < 8 then 'waiting' when i % 10 = 8 then 'draft' else 'voided' end as status
      from generate_series(${from}::int, ${from + n - 1}::int) as i
    ),
    p as (
      select g.*,
        (array['Ann Lee', 'Bo Chen', 'Cy Wu', 'Dana Park', 'Eli Stone', 'Fay Moreau', 'Gus Ortiz', 'Hana Sato'])[1 + (id % 8)::int] as signer_name,
        coalesce(${signerEmail}::text, 'signer' || (id % 5000) || '@example.com') as signer_email,
        (array['Ivy Kim', 'Jon Reyes', 'Kai Novak', 'Lu Yang'])[1 + (id % 4)::int] as viewer_name,
        'viewer' || (id % 5000) || '@example.com' as viewer_email
      from g
    ),
    a as (
      -- search_text as agreement_search_text() (migration 0013) makes it; seedAgreements checks a sample.
      insert into agreements (id, owner_id, company_id, name, search_text, status, signing_order, sent_at, deleted_at, voided_at, void_reason, created_at, updated_at)
      select id, ${owner}::bigint, ${company}::bigint, name,
        lower(name) || chr(31) || lower(signer_name) || ' ' || signer_email || chr(31) || lower(viewer_name) || ' ' || viewer_email,
        status, i % 3 = 0,
        case when status = 'draft' then null else now() - make_interval(secs => i * 60) end,
        case when i % 50 = 0 then now() - make_interval(secs => i * 30) end,
        case when status = 'voided' then now() - make_interval(secs => i * 30) end,
        case when status = 'voided' then 'Seeded' end,
        now() - make_interval(secs => i * 60), now() - make_interval(secs => i * 30)
      from p
      returning id, status, name
    ),
    d as (
      insert into agreement_documents (agreement_id, position, name, kind, original_key, original_file_name, original_content_type, original_size, original_sha256, pdf_key, pdf_size, pdf_sha256, page_count, page_sizes)
      select id, 0, name, 'pdf', 'bench/original.pdf', 'original.pdf', 'application/pdf', 1000, 'bench', 'bench/doc.pdf', 1000, 'bench', 1, '[{"width":612,"height":792}]'::jsonb from a
      returning agreement_id
    ),
    c as (
      -- A completed agreement has its sealed file (checked at commit by migration 0007's trigger).
      insert into agreement_completions (agreement_id, final_key, final_size, final_sha256, sealed_at, seal_cert_sha256)
      select id, 'bench/final-' || id || '.pdf', 1000, 'bench', now(), 'bench' from a where status = 'completed'
      returning agreement_id
    )
    -- A signer signs in step 1; a viewer has no step (migration 0025's check).
    insert into agreement_recipients (agreement_id, position, step, role, name, email, status, invited_at, viewed_at, consent_at, consent_text_version, signed_at)
    select id, 0, 1, 'signer', signer_name, signer_email,
      case when status = 'completed' then 'signed' when status = 'draft' then 'pending' else 'invited' end,
      case when status <> 'draft' then now() end,
      case when status = 'completed' then now() end,
      case when status = 'completed' then now() end,
      case when status = 'completed' then 'seed' end,
      case when status = 'completed' then now() end
    from p
    union all
    select id, 1, null, 'viewer', viewer_name, viewer_email,
      case when status = 'draft' then 'pending' else 'invited' end, null, null, null, null, null
    from p`);
}

/** Triggers that would rewrite each seeded agreement's search text, which the seed writes itself. */
const SEARCH_TEXT_TRIGGERS = ['agreements agreements_search_text_insert', 'agreement_recipients agreement_recipients_search_text_insert'];
async function switchTriggers(db: Db, mode: 'enable' | 'disable'): Promise<void> {
  for (const trigger of SEARCH_TEXT_TRIGGERS) {
    const [table, name] = trigger.split(' ');
    await db.execute(sql.raw(`alter table ${table} ${mode} trigger ${name}`));
  }
}

/**
 * Runs a bulk load in one transaction: the search-text triggers are off (the rows carry their
 * text) and the trigram index is dropped and built again at the end, as its own definition says,
 * which is several times faster than growing it row by row. The counters' triggers stay on.
 * `sample`: an owner whose seeded text is checked against what the triggers would write.
 */
export async function bulkLoad<T>(db: Db, load: (tx: Db) => Promise<{ result: T; sample: bigint }>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const [index] = await queryRows<{ definition: string }>(tx, sql`select pg_get_indexdef('agreements_search_trgm_idx'::regclass) as definition`);
    if (!index) throw new Error('no search index');
    await tx.execute(sql`drop index agreements_search_trgm_idx`);
    await switchTriggers(tx, 'disable');
    const loaded = await load(tx);
    // ALTER TABLE waits for no deferred check: run migration 0007's now.
    await tx.execute(sql`set constraints all immediate`);
    await switchTriggers(tx, 'enable');
    await tx.execute(sql.raw(index.definition));
    // The text the seed wrote must be the text the triggers would have written.
    const [wrong] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from (select id, name, search_text from agreements where owner_id = ${loaded.sample.toString()}::bigint limit 1000) a
        where a.search_text <> agreement_search_text(a.id, a.name)`,
    );
    if (wrong?.n) throw new Error(`seeded search_text differs from agreement_search_text() in ${wrong.n} of 1,000 rows`);
    return loaded.result;
  });
  await db.execute(sql`vacuum analyze`);
  return result;
}

/** Seeds the agreements (a bulk load, see bulkLoad); answers the main user's id. */
export async function seedAgreements(db: Db, options: SeedOptions): Promise<{ userId: bigint; email: string }> {
  const email = options.email ?? 'bench@example.com';
  const noiseUsers = options.noiseUsers ?? 20;
  const perNoiseUser = options.perNoiseUser ?? 1_000;
  const userId = await bulkLoad(db, async (tx) => {
    const mainId = await createUser(tx, email, 'Bench User');
    for (let from = 1; from <= options.count; from += CHUNK) {
      await insertAgreements(tx, mainId, from, Math.min(CHUNK, options.count - from + 1), null);
    }
    for (let u = 0; u < noiseUsers; u++) {
      const noiseId = await createUser(tx, `noise${u}@example.com`, `Noise ${u}`);
      await insertAgreements(tx, noiseId, 1, perNoiseUser, null);
      // A few of theirs wait for the main user's signature.
      await insertAgreements(tx, noiseId, perNoiseUser + 1, 25, email);
    }
    return { result: mainId, sample: mainId };
  });
  return { userId, email };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 200_000);
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dir: `${process.env.DATA_DIR ?? './data'}/pglite` });
  await migrateDatabase(database);
  const started = Date.now();
  const { email } = await seedAgreements(database.db, { count });
  console.log(`seeded ${count} agreements for ${email} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
