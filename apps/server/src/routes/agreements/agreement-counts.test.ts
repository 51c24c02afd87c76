import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { readyDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { makeRotatedPdf, signatureEach, signedAgreement, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { decline, openLink } from '../../../test/helpers/signing.js';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * agreement_counts (migration 0013) is kept by triggers; the side panel reads it instead of
 * counting. After every kind of change it must equal a count of the agreements themselves.
 */
describe.each(databaseTargets())('the agreement counters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  type Group = { owner_id: string; status: string; trashed: boolean; n: number };
  const byKey = (rows: Group[]) => rows.map((row) => `${row.owner_id} ${row.status} ${row.trashed} ${row.n}`).sort();
  /** The counters, and the same numbers counted from the agreements. */
  async function expectInStep(step: string): Promise<void> {
    const kept = await queryRows<Group>(t.database.db, sql`select owner_id::text, status, trashed, n::int as n from agreement_counts where n <> 0`);
    const counted = await queryRows<Group>(
      t.database.db,
      sql`select owner_id::text, status, deleted_at is not null as trashed, count(*)::int as n from agreements where purpose = 'agreement' group by 1, 2, 3`,
    );
    expect(byKey(kept), step).toEqual(byKey(counted));
  }
  const run = (operation: Promise<{ code: number }>) => operation.then((res) => expect(res.code).toBe(200));

  it('stay in step through create, send, decline, void, revise, copy, trash, restore, empty trash, complete and an account removed', async () => {
    const me = await signInOnPlan(t, 'individual');
    const as = { token: me.token };
    const counts = async () => (await callOperation(t, contract.getAgreementCounts, {}, as)).result;
    const draftOf = (name: string, email: string) => readyDraft(t, me.token, { name, recipients: [signer('Ann Lee', email)] });
    await expectInStep('start');

    const toDecline = await draftOf('To decline', 'decliner@example.test');
    const toVoid = await draftOf('To void', 'voided@example.test');
    const toRevise = await draftOf('To revise', 'revised@example.test');
    await expectInStep('created');
    expect(await counts()).toMatchObject({ draft: 3, waiting: 0, trash: 0 });

    for (const draft of [toDecline, toVoid, toRevise]) await run(sendAgreement(t, me.token, draft.id, draft.revision));
    await expectInStep('sent');
    expect(await counts()).toMatchObject({ draft: 0, waiting: 3 });

    const annId = toDecline.recipients[0]!.id;
    await run(decline(t, annId, { signerToken: (await openLink(t, 'decliner@example.test')).signerToken }, 'No'));
    await expectInStep('declined');
    await run(callOperation(t, contract.voidAgreement, { params: { flowId: toVoid.id }, body: { reason: 'Wrong price' } }, as));
    await expectInStep('voided');
    await run(callOperation(t, contract.reviseAgreement, { params: { flowId: toRevise.id } }, as));
    await expectInStep('updating');
    expect(await counts()).toMatchObject({ waiting: 0, declined: 1, voided: 1, updating: 1 });

    const copy = await callOperation(t, contract.copyAgreement, { params: { flowId: toVoid.id } }, as);
    expect(copy.code).toBe(200);
    await expectInStep('copied');
    await run(callOperation(t, contract.deleteAgreement, { params: { flowId: toVoid.id } }, as));
    await run(callOperation(t, contract.deleteAgreement, { params: { flowId: copy.result.id } }, as));
    await expectInStep('trashed');
    expect(await counts()).toMatchObject({ draft: 0, voided: 0, trash: 2 });
    await run(callOperation(t, contract.restoreAgreement, { params: { flowId: copy.result.id } }, as));
    await expectInStep('restored');
    await run(callOperation(t, contract.emptyTrash, { body: { confirm: true } }, as));
    await expectInStep('emptied');
    expect(await counts()).toMatchObject({ draft: 1, declined: 1, voided: 0, updating: 1, trash: 0 });

    // Signed by both, then sealed by the worker: waiting, then completed.
    const signed = await signedAgreement(t, { pdf: await makeRotatedPdf(), name: 'To complete', fields: signatureEach, values: () => undefined });
    await expectInStep('signed');
    expect((await waitForSealing(t, signed.me.token, signed.agreement.id)).status).toBe('completed');
    await expectInStep('completed');
    expect((await callOperation(t, contract.getAgreementCounts, {}, { token: signed.me.token })).result).toMatchObject({ waiting: 0, completed: 1 });

    // Removing an account removes its agreements and its counters, and nothing else.
    await t.database.db.delete(users).where(eq(users.id, signed.me.user.id));
    await expectInStep('account removed');
  });
});
