import { eq } from 'drizzle-orm';
import { ErrorCode } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementFields } from '../../db/schema/index.js';
import { saveFields, signatureField, signer, type FieldInput } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { consent, openLink, sentAgreement, signaturePng, submit } from '../../../test/helpers/signing.js';

/** Issue 36: every rule of a field is checked again by the server on submit, whatever the browser sent. */
describe.each(databaseTargets())('field rules on submit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const radioBoxes = [
    { value: 'A', box: { x: 0.5, y: 0.9, width: 0.03, height: 0.03 } },
    { value: 'B', box: { x: 0.6, y: 0.9, width: 0.03, height: 0.03 } },
  ];

  it('refuses each broken rule with a clear message naming the entry, then takes valid values', async () => {
    // Ann's fields: one of each typed kind with rules, a checkbox and a dropdown each showing a required field.
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] }, async (draft, token) => {
      const ann = draft.recipients[0]!;
      const doc = draft.documents[0]!.id;
      const at = (type: FieldInput['type'], y: number, extra: Partial<FieldInput> = {}) => signatureField(ann.id, doc, { type, y, height: 0.04, required: false, ...extra });
      const fields = [
        signatureField(ann.id, doc),
        at('text', 0.02, { key: 'code', validation: { pattern: '[A-Z]{3}-\\d{3}', patternMessage: 'Use three capitals, a dash and three digits, like ABC-123.' } }),
        at('text', 0.07, { key: 'nick', validation: { minLength: 3, maxLength: 5 } }),
        at('number', 0.12, { key: 'qty', validation: { min: 1, max: 10, decimals: 1 } }),
        at('date', 0.17, { key: 'due' }),
        at('phone', 0.22, { key: 'tel' }),
        at('dropdown', 0.27, { key: 'plan', options: [{ value: 'Basic' }, { value: 'Pro' }] }),
        at('radio', 0.9, { key: 'size', x: 0.5, width: 0.2, height: 0.03, required: true, options: radioBoxes }),
        at('checkbox', 0.37, { key: 'agree', width: 0.04 }),
        at('text', 0.42, { key: 'reason', required: true, showIf: { key: 'agree', equals: 'true' } }),
        at('textarea', 0.47, { key: 'notes', required: true, height: 0.1, showIf: { key: 'plan', equals: 'Pro' } }),
      ];
      const saved = await saveFields(t, token, draft.id, { revision: draft.revision, fields });
      if (saved.code !== 200) throw new Error(`saveFields ${saved.code} ${JSON.stringify(saved.data)}`);
      return saved.result;
    });
    const ann = agreement.recipients[0]!;
    const { signerToken } = await openLink(t, ann.email);
    const auth = { signerToken };
    await consent(t, ann.id, auth);
    const id = (key: string) => agreement.fields.find((field) => field.key === key)!.id;
    const signatureId = agreement.fields.find((field) => field.type === 'signature')!.id;
    const image = await signaturePng();
    expect(agreement.fields.find((field) => field.key === 'qty')).toMatchObject({ validation: { min: 1, max: 10, decimals: 1 }, helpText: '', showIf: null });
    expect(agreement.fields.find((field) => field.key === 'reason')).toMatchObject({ showIf: { key: 'agree', equals: 'true' } });

    /** One entry sent alone is refused: its path, message and kind. */
    const refusal = async (key: string, entry: { text?: string; checked?: boolean }, extra: { fieldId: bigint; text?: string; checked?: boolean }[] = []) => {
      const answer = await submit(t, ann.id, auth, [...extra, { fieldId: id(key), ...entry }]);
      expect(answer.code).toBe(403);
      return answer.errorData(ErrorCode.ParameterError)?.issues?.[0];
    };

    expect(await refusal('code', { text: 'abc-123' })).toMatchObject({ path: 'fields.0.text', kind: 'pattern', message: 'Use three capitals, a dash and three digits, like ABC-123.' });
    expect(await refusal('nick', { text: 'Al' })).toMatchObject({ path: 'fields.0.text', kind: 'too_short', message: 'Write at least 3 characters.', params: { chars: 3 } });
    expect(await refusal('nick', { text: 'Alexander' })).toMatchObject({ kind: 'too_long', message: 'Write at most 5 characters.' });
    expect(await refusal('nick', { text: 'Al\nLee' })).toMatchObject({ kind: 'one_line' });
    expect(await refusal('qty', { text: 'twelve' })).toMatchObject({ kind: 'not_number', message: 'Enter a number, such as 12 or -3.5.' });
    expect(await refusal('qty', { text: '2.55' })).toMatchObject({ kind: 'too_many_decimals', message: 'Use at most 1 digits after the decimal point.' });
    expect(await refusal('qty', { text: '0.5' })).toMatchObject({ kind: 'too_small', message: 'Enter 1 or more.' });
    expect(await refusal('qty', { text: '10.5' })).toMatchObject({ kind: 'too_large', message: 'Enter 10 or less.' });
    expect(await refusal('due', { text: '2026-02-30' })).toMatchObject({ kind: 'not_date', message: 'Choose a date (YYYY-MM-DD).' });
    expect(await refusal('tel', { text: '555 0100' })).toMatchObject({ kind: 'not_phone' });
    // The right shape but no number in use anywhere: only the server's libphonenumber-js knows.
    expect(await refusal('tel', { text: '+1 000 000 0000' })).toMatchObject({ kind: 'not_phone', message: 'This is not a phone number in use; check the country code and the digits.' });
    expect(await refusal('plan', { text: 'Gold' })).toMatchObject({ path: 'fields.0.text', kind: 'not_option', message: 'Choose one of the options given.' });
    expect(await refusal('size', { text: 'C' })).toMatchObject({ kind: 'not_option' });
    expect(await refusal('agree', { text: 'yes' })).toMatchObject({ path: 'fields.0.text', kind: 'wrong_kind', message: 'A checkbox field takes no text.' });

    // A value for a field its condition hides: refused, naming the condition.
    expect(await refusal('reason', { text: 'Because' })).toMatchObject({
      path: 'fields.0.text',
      kind: 'hidden',
      message: 'This field is hidden: it shows only when “agree” is ticked, so it takes no value.',
    });
    expect(await refusal('notes', { text: 'Long\nnotes' }, [{ fieldId: id('plan'), text: 'Basic' }])).toMatchObject({
      path: 'fields.1.text',
      kind: 'hidden',
      message: 'This field is hidden: it shows only when “plan” is “Pro”, so it takes no value.',
    });

    // Shown by its condition, a required field left empty is named; the radio group too.
    const missing = await submit(t, ann.id, auth, [
      { fieldId: signatureId, image },
      { fieldId: id('agree'), checked: true },
      { fieldId: id('plan'), text: 'Pro' },
    ]);
    expect(missing).toMatchObject({ code: 403, msg: 'Please fill in every required field.' });
    expect([...(missing.errorData(ErrorCode.ParameterError)?.missingFieldIds ?? [])].sort()).toEqual([id('size'), id('reason'), id('notes')].map(String).sort());

    // Hidden, the same fields are not required: the box unticked and Basic chosen, they stay empty.
    const signed = await submit(t, ann.id, auth, [
      { fieldId: signatureId, image },
      { fieldId: id('code'), text: 'ABC-123' },
      { fieldId: id('qty'), text: '2.5' },
      { fieldId: id('due'), text: '2026-11-29' },
      { fieldId: id('tel'), text: '+86 138-1234-5678' },
      { fieldId: id('plan'), text: 'Basic' },
      { fieldId: id('size'), text: 'B' },
      { fieldId: id('agree'), checked: false },
    ]);
    expect(signed).toMatchObject({ code: 200, data: { me: { status: 'signed' } } });
    const stored = new Map((await t.database.db.select().from(agreementFields).where(eq(agreementFields.agreementId, agreement.id))).map((row) => [row.key, row]));
    expect(stored.get('tel')?.value).toBe('+8613812345678');
    expect(stored.get('qty')?.value).toBe('2.5');
    expect(stored.get('size')?.value).toBe('B');
    expect(stored.get('reason')).toMatchObject({ value: null, filledAt: null });
    expect(stored.get('notes')).toMatchObject({ value: null, filledAt: null });
  });
});
