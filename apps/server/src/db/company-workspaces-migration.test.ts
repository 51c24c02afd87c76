import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../test/helpers/database.js';
import { migrateWith, migrationsUpTo, openEmptyDatabase } from '../../test/helpers/migrations.js';
import { queryRows, type Database } from './client.js';
import { migrateDatabase } from './migrate.js';
import { getAgreementCounts } from '../domain/agreements/get-agreement-counts.js';
import { listAgreements } from '../domain/agreements/list-agreements.js';
import { listApiKeys } from '../domain/api-keys/api-keys.js';
import { personalSpace } from '../domain/company/workspace.js';
import { listTemplates } from '../domain/templates/list-templates.js';
import { listEndpoints } from '../domain/webhooks/endpoints.js';
import { listDocuments } from '../domain/documents/list-documents.js';
import { LocalFileStore } from '../storage/local-file-store.js';

const one = async <T extends Record<string, unknown>>(database: Database, query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<T>(database.db, query);
  if (!row) throw new Error('no row');
  return row;
};

/** Issue 32, point 9: a database with someone's work in it, migrated; nothing leaves their personal space. */
describe.each(databaseTargets())('migrating a filled database to company workspaces on %s', (kind) => {
  let database: Database;
  let close = async () => {};
  let folder = '';
  beforeAll(async () => {
    ({ database, close } = await openEmptyDatabase(kind));
    folder = await migrationsUpTo('0020_companies');
  });
  afterAll(async () => {
    await close();
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps agreements, counts, templates, uploads, keys and webhooks where they were', async () => {
    await migrateWith(database, folder);
    const { id } = await one<{ id: string }>(database, sql`insert into users (email, name, plan_id) values ('ann.lee@example.com', 'Ann Lee', 'individual') returning id::text`);
    const owner = sql`${id}::bigint`;
    // Two drafts, one waiting, one in the trash, a template (working copy and version), an upload, a key, a webhook.
    await queryRows(
      database.db,
      sql`insert into agreements (owner_id, name, status, sent_at, deleted_at) values
        (${owner}, 'Lease A', 'draft', null, null), (${owner}, 'Lease B', 'draft', null, null),
        (${owner}, 'Supply deal', 'waiting', now(), null), (${owner}, 'Old offer', 'draft', null, now()) returning id`,
    );
    const draft = await one<{ id: string }>(database, sql`insert into agreements (owner_id, name, purpose) values (${owner}, 'NDA', 'template') returning id::text`);
    await queryRows(database.db, sql`insert into templates (owner_id, name, draft_agreement_id) values (${owner}, 'NDA', ${draft.id}::bigint) returning id`);
    await queryRows(
      database.db,
      sql`insert into documents (owner_id, name, kind, original_key, original_file_name, original_content_type, original_size, original_sha256, pdf_key, pdf_size, pdf_sha256, page_count, page_sizes)
        values (${owner}, 'Price list', 'pdf', 'k1', 'price.pdf', 'application/pdf', 10, 'aa', 'k1', 10, 'aa', 1, '[{"width":595,"height":842}]') returning id`,
    );
    await queryRows(database.db, sql`insert into api_keys (user_id, name, key_hash, prefix, scope) values (${owner}, 'CRM', 'hash-1', 'sgk_ab', 'write') returning id`);
    await queryRows(database.db, sql`insert into webhook_endpoints (user_id, url, events, secret) values (${owner}, 'https://hooks.example.com/a', '{agreement.sent}', 'whsec_x') returning id`);
    const countsBefore = await queryRows<{ status: string; trashed: boolean; n: number }>(database.db, sql`select status, trashed, n::int as n from agreement_counts where owner_id = ${owner} order by 1, 2`);

    expect((await migrateDatabase(database)).applied).toBeGreaterThan(0);

    const userId = BigInt(id);
    const me = personalSpace(userId);
    for (const table of ['agreements', 'templates', 'documents', 'api_keys', 'webhook_endpoints', 'bulk_sends']) {
      const { n } = await one<{ n: number }>(database, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id is not null`);
      expect(n, table).toBe(0);
    }
    expect(await queryRows(database.db, sql`select status, trashed, n::int as n from agreement_counts where owner_id = ${owner} and company_id = 0 order by 1, 2`)).toEqual(countsBefore);
    expect((await listAgreements(database.db, { ...me, box: 'all', sort: 'name_asc', limit: 20 })).items.map((row) => row.name)).toEqual(['Lease A', 'Lease B', 'Supply deal']);
    expect((await listAgreements(database.db, { ...me, box: 'trash', sort: 'name_asc', limit: 20 })).items.map((row) => row.name)).toEqual(['Old offer']);
    expect(await getAgreementCounts(database.db, me)).toMatchObject({ draft: 2, waiting: 1, trash: 1 });
    // Ready-made templates are copied into the personal space on the first list; the old one is still there.
    const files = new LocalFileStore(path.join(folder, 'files'));
    expect((await listTemplates(database.db, files, { ...me, sort: 'name_asc' })).map((row) => row.name)).toContain('NDA');
    expect((await listDocuments(database.db, { owner: me, limit: 10 })).documents.map((row) => row.name)).toEqual(['Price list']);
    expect((await listApiKeys(database.db, me)).map((row) => row.name)).toEqual(['CRM']);
    expect((await listEndpoints(database.db, me)).map((row) => row.url)).toEqual(['https://hooks.example.com/a']);
    // The counters now follow the workspace: a new personal agreement counts where the old ones do.
    await queryRows(database.db, sql`insert into agreements (owner_id, name) values (${owner}, 'Lease C') returning id`);
    expect(await getAgreementCounts(database.db, me)).toMatchObject({ draft: 3 });
  });
});
