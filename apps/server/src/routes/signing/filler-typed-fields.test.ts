import type * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, saveFields, sendAgreement, signatureField, uploadPdf } from '../../../test/helpers/agreements.js';
import { uniqueEmail } from '../../../test/helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { consent, openLink, signerView, submit } from '../../../test/helpers/signing.js';

const person = (name: string, role: contract.RecipientInput['role'], step: number): contract.RecipientInput => ({ name, email: uniqueEmail(name.split(' ')[0]?.toLowerCase()), role, step });

/** Issue 36 with issue 33: a filler fills a later signer's typed fields under the same rules. */
describe.each(databaseTargets())('a filler’s typed values on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a value breaking its rules and fixes valid ones for the signer (a phone number in E.164)', async () => {
    const me = await signInOnPlan(t, 'individual');
    const document = await uploadPdf(t, me.token);
    const draft = (await createAgreement(t, me.token, { name: 'Supply deal', documents: [{ documentId: document.id }], recipients: [person('Fay Ops', 'filler', 1), person('Sam Roe', 'signer', 2)] })).result;
    const [fay, sam] = draft.recipients;
    const doc = draft.documents[0]!.id;
    const fields = [
      signatureField(sam!.id, doc),
      signatureField(sam!.id, doc, { type: 'number', label: 'Units', y: 0.2, height: 0.05, validation: { min: 1, max: 100, decimals: 0 } }),
      signatureField(sam!.id, doc, { type: 'phone', label: 'Phone', y: 0.3, height: 0.05 }),
    ];
    const saved = await saveFields(t, me.token, draft.id, { revision: draft.revision, fields });
    const sent = await sendAgreement(t, me.token, draft.id, saved.result.revision);
    const units = sent.result.fields.find((field) => field.label === 'Units')!;
    const phone = sent.result.fields.find((field) => field.label === 'Phone')!;

    const auth = { signerToken: (await openLink(t, fay!.email)).signerToken };
    await consent(t, fay!.id, auth);
    const tooMany = await submit(t, fay!.id, auth, [{ fieldId: units.id, text: '250' }, { fieldId: phone.id, text: '+1 415 555 0100' }]);
    expect(tooMany.errorData(ErrorCode.ParameterError)?.issues?.[0]).toMatchObject({ path: 'fields.0.text', kind: 'too_large', message: 'Enter 100 or less.' });
    expect(await submit(t, fay!.id, auth, [{ fieldId: units.id, text: '25' }, { fieldId: phone.id, text: '+1 (415) 555-0100' }])).toMatchObject({ code: 200 });

    const samAuth = { signerToken: (await openLink(t, sam!.email)).signerToken };
    const samView = (await signerView(t, sam!.id, samAuth)).result;
    expect(samView.fields.find((field) => field.id === units.id)).toMatchObject({ value: '25', readOnly: true });
    expect(samView.fields.find((field) => field.id === phone.id)).toMatchObject({ value: '+14155550100', readOnly: true });
  });
});
