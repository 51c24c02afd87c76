import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@signet/contracts';
import { readyDraft, saveFields, signatureField, signer, type FieldInput } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';

/** Issue 36: what saving fields checks across fields (keys, conditions, radio boxes) and what it stores. */
describe.each(databaseTargets())('saving fields with keys and conditions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses duplicate keys, conditions on unknown, unfit, foreign or own fields, loops, wrong values and stray radio boxes; stores the rest', async () => {
    const me = await signInOnPlan(t, 'individual');
    const draft = await readyDraft(t, me.token, { recipients: [signer('Ann Lee'), signer('Bo Chen')] });
    const [ann, bo] = draft.recipients;
    const doc = draft.documents[0]!.id;
    const field = (extra: Partial<FieldInput>, recipientId = ann!.id) => signatureField(recipientId, doc, { type: 'text', required: false, y: 0.1, height: 0.04, ...extra });
    const base = [signatureField(ann!.id, doc), signatureField(bo!.id, doc, { x: 0.5 })];
    const checkbox = field({ type: 'checkbox', key: 'agree', width: 0.04 });
    const dropdown = field({ type: 'dropdown', key: 'plan', y: 0.2, options: [{ value: 'Basic' }, { value: 'Pro' }] });
    const issueOf = async (fields: FieldInput[]) => {
      const answer = await saveFields(t, me.token, draft.id, { revision: draft.revision, fields: [...base, ...fields] });
      expect(answer.code).toBe(403);
      return answer.errorData(ErrorCode.ParameterError)?.issues?.[0];
    };

    expect(await issueOf([field({ key: 'a' }), field({ key: 'a', y: 0.3 })])).toMatchObject({ path: 'fields.3.key', message: 'The key “a” is already used by field 3; each key names one field.' });
    expect(await issueOf([field({ showIf: { key: 'nope', equals: 'true' } })])).toMatchObject({ path: 'fields.2.showIf.key', message: 'No field has the key “nope”.' });
    expect(await issueOf([field({ key: 'note' }), field({ y: 0.3, showIf: { key: 'note', equals: 'x' } })])).toMatchObject({
      path: 'fields.3.showIf.key',
      message: 'Only a checkbox, a dropdown or a radio group can show another field; “note” is a text field.',
    });
    expect(await issueOf([checkbox, field({ y: 0.3, showIf: { key: 'agree', equals: 'true' } }, bo!.id)])).toMatchObject({
      message: '“agree” belongs to another recipient; a condition uses a field of the same recipient.',
    });
    expect(await issueOf([checkbox, field({ y: 0.3, showIf: { key: 'agree', equals: 'yes' } })])).toMatchObject({ path: 'fields.3.showIf.equals', message: 'A checkbox condition is “true” (ticked) or “false” (not ticked).' });
    expect(await issueOf([dropdown, field({ y: 0.3, showIf: { key: 'plan', equals: 'Gold' } })])).toMatchObject({ message: '“Gold” is not one of the options of “plan”.' });
    expect(await issueOf([field({ type: 'checkbox', key: 'self', width: 0.04, showIf: { key: 'self', equals: 'true' } })])).toMatchObject({ message: 'A field cannot be shown on a condition on itself.' });
    const loop = [
      field({ type: 'checkbox', key: 'one', width: 0.04, showIf: { key: 'two', equals: 'true' } }),
      field({ type: 'checkbox', key: 'two', width: 0.04, y: 0.3, showIf: { key: 'one', equals: 'true' } }),
    ];
    expect(await issueOf(loop)).toMatchObject({ path: 'fields.2.showIf.key', message: 'These conditions go round in a loop: each field waits on another that waits on it.' });
    const strayRadio = field({
      type: 'radio',
      x: 0.1,
      y: 0.5,
      width: 0.2,
      height: 0.05,
      options: [
        { value: 'A', box: { x: 0.1, y: 0.5, width: 0.03, height: 0.03 } },
        { value: 'B', box: { x: 0.8, y: 0.5, width: 0.03, height: 0.03 } },
      ],
    });
    expect(await issueOf([field({ type: 'number', defaultValue: '12.5', validation: { decimals: 0 } })])).toMatchObject({
      path: 'fields.2.defaultValue',
      message: 'The default value does not meet this field’s rules: Enter a whole number.',
    });
    expect(await issueOf([strayRadio])).toMatchObject({ path: 'fields.2.options.1.box', message: 'Each radio option’s box lies on the group’s page, within the group’s frame.' });

    // Valid: stored and read back; a label is read-only and never required, whatever was sent.
    const saved = await saveFields(t, me.token, draft.id, {
      revision: draft.revision,
      fields: [
        ...base,
        checkbox,
        dropdown,
        field({ y: 0.3, key: 'reason', helpText: 'Why you agree', validation: { maxLength: 50 }, showIf: { key: 'agree', equals: 'true' } }),
        field({ type: 'label', y: 0.4, required: true, readOnly: false, defaultValue: 'Office use only' }),
      ],
    });
    expect(saved.code).toBe(200);
    const fields = saved.result.fields;
    expect(fields.find((row) => row.key === 'reason')).toMatchObject({ helpText: 'Why you agree', validation: { maxLength: 50 }, showIf: { key: 'agree', equals: 'true' } });
    expect(fields.find((row) => row.key === 'plan')).toMatchObject({ options: [{ value: 'Basic' }, { value: 'Pro' }] });
    expect(fields.find((row) => row.type === 'label')).toMatchObject({ readOnly: true, required: false, defaultValue: 'Office use only' });
  });
});
