import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS, ErrorCode, LIMITS, zhCN } from '@signet/contracts';
import { createAgreement, saveDraft, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { createTemplate, listTemplates, publishedTemplate, role, useTemplate } from '../../../test/helpers/templates.js';

/** Issue 38: the integrator's externalId and metadata on agreements and templates. */
describe.each(databaseTargets())('externalId and metadata on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const list = (token: string, query: NonNullable<contract.OperationInput<typeof contract.listAgreements>['query']>) =>
    callOperation(t, contract.listAgreements, { query }, { token });

  it('stores them when made, keeps them on a save that leaves them out, replaces them on one that gives them, and returns them', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = (await createAgreement(t, me.token, { name: 'Order 1', externalId: 'order-1', metadata: { customer: 'C-9', tier: 'gold' }, recipients: [signer('Ann Lee')] })).result;
    expect(made).toMatchObject({ externalId: 'order-1', metadata: { customer: 'C-9', tier: 'gold' } });
    const kept = (await saveDraft(t, me.token, made.id, { revision: made.revision, name: 'Order 1b', recipients: [signer('Ann Lee')] })).result;
    expect(kept).toMatchObject({ name: 'Order 1b', externalId: 'order-1', metadata: { customer: 'C-9', tier: 'gold' } });
    const changed = (await saveDraft(t, me.token, made.id, { revision: kept.revision, externalId: null, metadata: { customer: 'C-10' } })).result;
    expect(changed).toMatchObject({ externalId: null, metadata: { customer: 'C-10' } });
    const read = await callOperation(t, contract.getAgreement, { params: { flowId: made.id } }, { token: me.token });
    expect(read.result).toMatchObject({ externalId: null, metadata: { customer: 'C-10' } });
  });

  it('filters the list by exact externalId (own agreements only), with the keys on each row', async () => {
    const me = await signInOnPlan(t, 'individual');
    const a = (await createAgreement(t, me.token, { name: 'A', externalId: 'deal-42', metadata: { k: 'v' }, recipients: [] })).result;
    await createAgreement(t, me.token, { name: 'B', externalId: 'deal-420', recipients: [] });
    await createAgreement(t, me.token, { name: 'C', recipients: [] });
    const other = await signInOnPlan(t, 'individual');
    await createAgreement(t, other.token, { name: 'Theirs', externalId: 'deal-42', recipients: [] });

    const found = await list(me.token, { box: 'all', externalId: 'deal-42' });
    expect(found.result.items.map((item) => [item.id, item.externalId, item.metadata])).toEqual([[a.id, 'deal-42', { k: 'v' }]]);
    expect((await list(me.token, { box: 'draft', externalId: 'DEAL-42' })).result.items).toEqual([]);
    const all = await list(me.token, { box: 'all' });
    expect(all.result.items).toHaveLength(3);
    // A cursor of the filtered list is not one of the unfiltered list.
    const paged = await list(me.token, { box: 'all', externalId: 'deal-42', limit: 1 });
    expect(paged.result.nextCursor).toBeNull();
  });

  it('refuses 51 metadata keys, a long key or value and an empty or long externalId, saying why', async () => {
    const me = await signInOnPlan(t, 'individual');
    const many = Object.fromEntries(Array.from({ length: LIMITS.metadataKeys + 1 }, (_, index) => [`k${index}`, 'v']));
    const tooMany = await createAgreement(t, me.token, { name: 'Many', metadata: many, recipients: [] });
    expect(tooMany.code).toBe(ErrorCode.ParameterError);
    expect(tooMany.msg).toBe(enUS.metadata_max_keys.replace('{{n}}', '50'));
    expect(tooMany.data).toMatchObject({ issues: [{ in: 'body', path: 'metadata', message: 'metadata_max_keys' }] });
    const inChinese = await createAgreement(t, me.token, { name: 'Many', metadata: many, recipients: [] }, 'zh-CN');
    expect(inChinese.msg).toBe(zhCN.metadata_max_keys.replace('{{n}}', '50'));
    // Fifty is fine.
    const fifty = Object.fromEntries(Object.entries(many).slice(0, LIMITS.metadataKeys));
    expect((await createAgreement(t, me.token, { name: 'Fifty', metadata: fifty, recipients: [] })).code).toBe(200);

    const longKey = await createAgreement(t, me.token, { metadata: { ['k'.repeat(41)]: 'v' }, recipients: [] });
    expect(longKey.msg).toBe(enUS.metadata_key_chars);
    const longValue = await createAgreement(t, me.token, { metadata: { k: 'v'.repeat(501) }, recipients: [] });
    expect(longValue.msg).toBe(enUS.up_to_chars.replace('{{n}}', '500'));
    expect(longValue.data).toMatchObject({ issues: [{ path: 'metadata.k' }] });
    const notText = await createAgreement(t, me.token, { metadata: { k: 5 as unknown as string }, recipients: [] });
    expect(notText.code).toBe(ErrorCode.ParameterError);
    expect((await createAgreement(t, me.token, { externalId: '', recipients: [] })).msg).toBe(enUS.external_id_empty);
    expect((await createAgreement(t, me.token, { externalId: 'x'.repeat(256), recipients: [] })).msg).toBe(enUS.up_to_chars.replace('{{n}}', '255'));
  });

  it('templates keep their own; an agreement made from one takes only what useTemplate gives', async () => {
    const me = await signInOnPlan(t, 'individual');
    const template = (await createTemplate(t, me.token, { name: 'NDA', externalId: 'tpl-nda', metadata: { kind: 'nda' } })).result;
    expect(template).toMatchObject({ externalId: 'tpl-nda', metadata: { kind: 'nda' } });
    await createTemplate(t, me.token, { name: 'Other' });
    const found = await listTemplates(t, me.token, { externalId: 'tpl-nda' });
    expect(found.result.items.map((item) => [item.id, item.externalId, item.metadata])).toEqual([[template.id, 'tpl-nda', { kind: 'nda' }]]);

    const published = await publishedTemplate(t, me.token, [role('Client')], { name: 'Offer' });
    const roleId = published.content!.recipients[0]!.id;
    const plain = await useTemplate(t, me.token, published.id, { roles: [{ roleId, name: 'Ann Lee', email: 'ann.lee@example.com' }] });
    expect(plain.result).toMatchObject({ externalId: null, metadata: {} });
    const keyed = await useTemplate(t, me.token, published.id, { roles: [{ roleId, name: 'Ann Lee', email: 'ann.lee@example.com' }], externalId: 'hire-3', metadata: { team: 'ops' } });
    expect(keyed.result).toMatchObject({ externalId: 'hire-3', metadata: { team: 'ops' } });
  });
});
