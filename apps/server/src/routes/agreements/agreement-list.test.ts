import type { OperationInput } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { createAgreement, saveDraft, signer, uploadPdf } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { consentAndSign, openLink, sentAgreement, signatureFieldsOf } from '../../../test/helpers/signing.js';
import { callOperation } from '../../../test/helpers/call-operation.js';


describe.each(databaseTargets())('the agreements index on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const list = (token: string, query: NonNullable<OperationInput<typeof contract.listAgreements>['query']> = {}) =>
    callOperation(t, contract.listAgreements, { query }, { token });
  const names = (res: Awaited<ReturnType<typeof list>>) => res.result.items.map((item) => item.name);

  it('lists by folder, searches names and recipients, sorts, counts, and pages by cursor without gaps or repeats', async () => {
    const ann = signer('Ann Lee', 'ann.lee@example.test');
    const { me, agreement: sent } = await sentAgreement(t, { name: 'Lease Bravo', recipients: [ann] });
    const document = await uploadPdf(t, me.token);
    const drafts = [];
    for (const name of ['Alpha NDA', 'Charlie order', 'Delta 50%_off']) {
      drafts.push((await createAgreement(t, me.token, { name, documents: [{ documentId: document.id }], recipients: [signer('Zed Roe', `zed.${drafts.length}@example.test`)] })).result);
    }
    const trashed = drafts[2]!;
    expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: trashed.id } }, { token: me.token })).code).toBe(200);

    expect(names(await list(me.token))).toEqual(['Charlie order', 'Alpha NDA', 'Lease Bravo']);
    expect(names(await list(me.token, { box: 'draft' }))).toEqual(['Charlie order', 'Alpha NDA']);
    expect(names(await list(me.token, { box: 'waiting' }))).toEqual(['Lease Bravo']);
    expect(names(await list(me.token, { box: 'trash' }))).toEqual(['Delta 50%_off']);
    expect(names(await list(me.token, { box: 'completed' }))).toEqual([]);
    expect(names(await list(me.token, { sort: 'name_asc' }))).toEqual(['Alpha NDA', 'Charlie order', 'Lease Bravo']);
    expect(names(await list(me.token, { sort: 'name_desc' }))).toEqual(['Lease Bravo', 'Charlie order', 'Alpha NDA']);
    expect(names(await list(me.token, { sort: 'updated_asc' }))).toEqual(['Lease Bravo', 'Alpha NDA', 'Charlie order']);
    expect(names(await list(me.token, { sort: 'created_desc' }))).toEqual(['Charlie order', 'Alpha NDA', 'Lease Bravo']);

    expect(names(await list(me.token, { q: 'nda' }))).toEqual(['Alpha NDA']);
    expect(names(await list(me.token, { q: 'ANN.LEE@' }))).toEqual(['Lease Bravo']);
    expect(names(await list(me.token, { q: 'zed roe' }))).toEqual(['Charlie order', 'Alpha NDA']);
    // LIKE's own characters are searched for as they are.
    expect(names(await list(me.token, { box: 'trash', q: '50%_' }))).toEqual(['Delta 50%_off']);
    expect(names(await list(me.token, { q: '%' }))).toEqual([]);

    const row = (await list(me.token, { box: 'waiting' })).result.items[0];
    expect(row).toMatchObject({ id: sent.id, role: 'sender', sender: null, myAction: null, documentCount: 1, actions: ['revise', 'notify', 'follow_up', 'void', 'copy'] });
    expect(row?.recipients).toEqual([{ id: sent.recipients[0]?.id, name: 'Ann Lee', email: 'ann.lee@example.test', role: 'signer', status: 'invited', deliveryFailed: false }]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(me.token, { sort: 'name_asc', limit: 1, ...(cursor ? { cursor } : {}) });
      expect(page.code).toBe(200);
      seen.push(...names(page));
      cursor = page.result.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Alpha NDA', 'Charlie order', 'Lease Bravo']);

    const first = await list(me.token, { limit: 1 });
    expect(await list(me.token, { limit: 1, sort: 'name_asc', cursor: first.result.nextCursor ?? undefined })).toMatchObject({ code: 403 });
    expect((await list(me.token, { cursor: 'nonsense' })).code).toBe(403);
    expect((await list(me.token, { limit: 101 })).code).toBe(403);

    const counts = await callOperation(t, contract.getAgreementCounts, {}, { token: me.token });
    expect(counts).toMatchObject({ code: 200, data: { actionRequired: 0, waiting: 1, draft: 2, completed: 0, trash: 1 } });
    expect((await callOperation(t, contract.getAgreementCounts, {}, { token: me.token })).result.version).toBe(counts.result.version);
    await callOperation(t, contract.deleteAgreement, { params: { flowId: drafts[0]!.id } }, { token: me.token });
    expect((await callOperation(t, contract.getAgreementCounts, {}, { token: me.token })).result.version).not.toBe(counts.result.version);
  });

  it('searches what the draft holds now: renamed agreements and recipients, changed e-mails, removed recipients', async () => {
    const me = await signInOnPlan(t);
    const document = await uploadPdf(t, me.token);
    const draft = (await createAgreement(t, me.token, { name: 'Old title', documents: [{ documentId: document.id }], recipients: [signer('Zed Roe', 'zed.roe@example.test'), signer('Amy Pond', 'amy@example.test')] })).result;
    expect(names(await list(me.token, { q: 'zed roe' }))).toEqual(['Old title']);
    // Across two parts (a name and the next recipient) is no match, as before.
    expect(names(await list(me.token, { q: 'title zed' }))).toEqual([]);
    expect(names(await list(me.token, { q: 'example.test amy' }))).toEqual([]);

    const [zed] = draft.recipients;
    const saved = await saveDraft(t, me.token, draft.id, {
      revision: draft.revision,
      name: 'New title',
      documents: draft.documents.map((d) => ({ agreementDocumentId: d.id })),
      recipients: [{ id: zed?.id, name: 'Yan Ito', email: 'yan.ito@example.test', role: 'signer' }],
    });
    expect(saved.code).toBe(200);
    for (const gone of ['old title', 'zed', 'amy']) expect(names(await list(me.token, { q: gone })), gone).toEqual([]);
    for (const found of ['new title', 'yan ito', 'YAN.ITO@EXAMPLE']) expect(names(await list(me.token, { q: found })), found).toEqual(['New title']);
  });

  it('finds a phrase of several words only as written: not in another order, apart, or across two recipients', async () => {
    const me = await signInOnPlan(t);
    const document = await uploadPdf(t, me.token);
    const create = (name: string, recipients = [signer('Dana Park', 'dana.park@example.test')]) =>
      createAgreement(t, me.token, { name, documents: [{ documentId: document.id }], recipients });
    await create('Sales contract 1999');
    await create('Contract sales 1999');
    await create('Sales and contract 1999', [signer('Lee Park', 'lee@example.test'), signer('Dana Wu', 'dana.wu@example.test')]);
    await create('销售 合同 2024', [signer('王 芳', 'wang@example.test')]);

    expect(names(await list(me.token, { q: 'sales contract 1999' }))).toEqual(['Sales contract 1999']);
    expect(names(await list(me.token, { q: 'SALES CONTRACT' }))).toEqual(['Sales contract 1999']);
    expect(names(await list(me.token, { q: 'contract 1999' })).sort()).toEqual(['Sales and contract 1999', 'Sales contract 1999']);
    expect(names(await list(me.token, { q: 'les contr' }))).toEqual(['Sales contract 1999']);
    expect(names(await list(me.token, { q: 'dana park' })).sort()).toEqual(['Contract sales 1999', 'Sales contract 1999']);
    expect(names(await list(me.token, { q: 'dana.park@example' })).sort()).toEqual(['Contract sales 1999', 'Sales contract 1999']);
    // "Lee Park <lee@example.test>" then "Dana Wu": the words are there in order, but in two recipients.
    expect(names(await list(me.token, { q: 'example.test dana' }))).toEqual([]);
    expect(names(await list(me.token, { q: 'lee park' }))).toEqual(['Sales and contract 1999']);
    expect(names(await list(me.token, { q: '合同 2024' }))).toEqual(['销售 合同 2024']);
    expect(names(await list(me.token, { q: '王 芳' }))).toEqual(['销售 合同 2024']);
    expect(names(await list(me.token, { q: '合同 销售' }))).toEqual([]);
  });

  it('shows agreements received by my e-mail, as action required only while it is my turn', async () => {
    const [first, second] = [await signInOnPlan(t), await signInOnPlan(t)];
    const firstSigner = signer('First One', first.user.email ?? '');
    const secondSigner = signer('Second Two', second.user.email ?? '');
    const { me: sender, agreement } = await sentAgreement(t, { name: 'Shared deal', recipients: [firstSigner, secondSigner], signingOrder: true });

    const firstView = await list(first.token, { box: 'action_required' });
    expect(names(firstView)).toEqual(['Shared deal']);
    const item = firstView.result.items[0];
    expect(item).toMatchObject({ role: 'signer', myAction: 'sign', sender: { email: sender.user.email }, actions: [] });
    expect(item?.recipients.map((r) => r.email)).toEqual([null, null]);
    // Not told yet (order on): not listed at all for the second signer.
    expect(names(await list(second.token))).toEqual([]);
    expect((await callOperation(t, contract.getAgreementCounts, {}, { token: first.token })).result.actionRequired).toBe(1);
    // Recipients' e-mails are not searchable by a recipient.
    expect(names(await list(first.token, { q: second.user.email ?? '' }))).toEqual([]);
    expect(names(await list(first.token, { q: 'two' }))).toEqual(['Shared deal']);

    const firstId = agreement.recipients[0]?.id ?? 0n;
    const auth = { signerToken: (await openLink(t, firstSigner.email)).signerToken };
    expect((await consentAndSign(t, firstId, auth, signatureFieldsOf(agreement, firstId))).code).toBe(200);

    expect(names(await list(first.token, { box: 'action_required' }))).toEqual([]);
    expect((await list(first.token)).result.items[0]).toMatchObject({ name: 'Shared deal', myAction: 'view' });
    expect((await list(second.token, { box: 'action_required' })).result.items[0]).toMatchObject({ name: 'Shared deal', myAction: 'sign' });
    // The sender's own list is unchanged by it: it is theirs, not received.
    expect((await list(sender.token)).result.items[0]).toMatchObject({ name: 'Shared deal', role: 'sender' });
  });
});
