import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../test/helpers/database.js';
import { migrateWith, migrationsUpTo, openEmptyDatabase } from '../../test/helpers/migrations.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { readyDraft, sendAgreement, signer, viewer } from '../../test/helpers/agreements.js';
import { waitForSealing } from '../../test/helpers/completion.js';
import { signInOnPlan } from '../../test/helpers/drive.js';
import { consentAndSign, openLink, signatureFieldsOf } from '../../test/helpers/signing.js';
import { queryRows, type Database } from './client.js';
import { migrateDatabase, migrationsFolder } from './migrate.js';
import { listRecipients } from '../domain/agreement-core/signing-repository.js';
import { routeComplete, turnOf } from '../domain/agreement-core/signing-rules.js';

const ROUTES_MIGRATION = '0025_agreement_routes';

/** One statement of the routes migration, by a piece of its text. */
async function routesStatement(containing: string): Promise<string> {
  const text = await readFile(path.join(migrationsFolder, `${ROUTES_MIGRATION}.sql`), 'utf8');
  const statement = text.split('--> statement-breakpoint').find((part) => part.includes(containing));
  if (!statement) throw new Error(`no statement with ${containing}`);
  return statement;
}

/** Issue 33: agreements sent before routes, in order and side by side, keep working. */
describe.each(databaseTargets())('agreements sent before routes on %s', (kind) => {
  describe('migrating a database that holds them', () => {
    let database: Database;
    let close = async () => {};
    let folder = '';
    beforeAll(async () => {
      ({ database, close } = await openEmptyDatabase(kind));
      folder = await migrationsUpTo('0024_leavers_work_to');
    });
    afterAll(async () => {
      await close();
      await rm(folder, { recursive: true, force: true });
    });

    it('gives each signer the step the signing-order switch meant, and the same turns as before', async () => {
      await migrateWith(database, folder);
      const [user] = await queryRows<{ id: string }>(database.db, sql`insert into users (email, name, plan_id) values ('ann.lee@example.com', 'Ann Lee', 'individual') returning id::text`);
      const owner = sql`${user!.id}::bigint`;
      const [ordered, sideBySide] = await queryRows<{ id: string }>(
        database.db,
        sql`insert into agreements (owner_id, name, status, sent_at, signing_order) values
          (${owner}, 'In order', 'waiting', now(), true), (${owner}, 'Side by side', 'waiting', now(), false) returning id::text`,
      );
      const signedValues = sql`'signed', now(), now(), 'esign-consent-2026-1'`;
      await queryRows(
        database.db,
        sql`insert into agreement_recipients (agreement_id, position, role, name, email, status, signed_at, consent_at, consent_text_version) values
          (${ordered!.id}::bigint, 0, 'signer', 'Amy', 'amy@example.com', ${signedValues}),
          (${sideBySide!.id}::bigint, 1, 'signer', 'Eve', 'eve@example.com', ${signedValues}) returning id`,
      );
      await queryRows(
        database.db,
        sql`insert into agreement_recipients (agreement_id, position, role, name, email, status) values
          (${ordered!.id}::bigint, 1, 'viewer', 'Vic', 'vic@example.com', 'viewed'),
          (${ordered!.id}::bigint, 2, 'signer', 'Ben', 'ben@example.com', 'invited'),
          (${ordered!.id}::bigint, 3, 'signer', 'Cy', 'cy@example.com', 'pending'),
          (${sideBySide!.id}::bigint, 0, 'signer', 'Dan', 'dan@example.com', 'invited') returning id`,
      );

      expect((await migrateDatabase(database)).applied).toBeGreaterThan(0);

      const inOrder = await listRecipients(database.db, BigInt(ordered!.id));
      expect(inOrder.map((r) => [r.name, r.step, r.groupMode])).toEqual([
        ['Amy', 1, 'all'],
        ['Vic', null, 'all'],
        ['Ben', 2, 'all'],
        ['Cy', 3, 'all'],
      ]);
      const ben = inOrder.find((r) => r.name === 'Ben')!;
      const cy = inOrder.find((r) => r.name === 'Cy')!;
      expect(turnOf(inOrder, ben.id)).toEqual({ myTurn: true, waitingFor: [] });
      expect(turnOf(inOrder, cy.id)).toEqual({ myTurn: false, waitingFor: ['Ben'] });

      const together = await listRecipients(database.db, BigInt(sideBySide!.id));
      expect(together.map((r) => [r.name, r.step])).toEqual([
        ['Dan', 1],
        ['Eve', 1],
      ]);
      expect(routeComplete(together)).toBe(false);
      expect(routeComplete(together.map((r) => ({ ...r, status: 'signed' as const })))).toBe(true);
    });
  });

  describe('signing them to the end', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind);
    });
    afterAll(() => t.close());

    it('completes agreements whose steps the migration derived, in order and side by side', async () => {
      const me = await signInOnPlan(t, 'individual');
      const sent = [];
      for (const signingOrder of [true, false]) {
        const draft = await readyDraft(t, me.token, { recipients: [signer('Ann Lee'), viewer('Vic Viewer'), signer('Bo Chen')], signingOrder });
        sent.push((await sendAgreement(t, me.token, draft.id, draft.revision)).result);
      }
      // Make them what a database before migration 0025 held (no steps), then run its derivation.
      const ids = sql.join(sent.map((agreement) => sql`${agreement.id}::bigint`), sql`, `);
      await queryRows(t.database.db, sql`alter table agreement_recipients drop constraint agreement_recipients_step_check`);
      await queryRows(t.database.db, sql`update agreement_recipients set step = null where agreement_id in (${ids}) returning id`);
      await queryRows(t.database.db, sql.raw(await routesStatement('UPDATE "agreement_recipients" AS r')));
      await queryRows(t.database.db, sql.raw(await routesStatement('"agreement_recipients_step_check"')));

      for (const agreement of sent) {
        const steps = await listRecipients(t.database.db, agreement.id);
        expect(steps.map((r) => r.step)).toEqual(agreement.signingOrder ? [1, null, 2] : [1, null, 1]);
        for (const recipient of agreement.recipients.filter((r) => r.role === 'signer')) {
          const { signerToken } = await openLink(t, recipient.email);
          expect((await consentAndSign(t, recipient.id, { signerToken }, signatureFieldsOf(agreement, recipient.id))).code).toBe(200);
        }
        expect((await waitForSealing(t, me.token, agreement.id)).status).toBe('completed');
      }
    });
  });
});
