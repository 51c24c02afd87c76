import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { registerAccount } from '../../test/helpers/accounts.js';
import { createAgreement, getAgreement, saveDraft, signer, uploadPdf } from '../../test/helpers/agreements.js';
import { databaseTargets } from '../../test/helpers/database.js';
import { upload } from '../../test/helpers/drive.js';
import { makePdf } from '../../test/helpers/sample-files.js';
import { decline, openLink, sentAgreement } from '../../test/helpers/signing.js';
import { callOperation } from '../../test/helpers/call-operation.js';

const NUL = '\u0000';
const RLO = '\u202E';

/** The 403 'Parameter error' a refused text gets, naming its field. */
function expectRefused(res: { status: number; code: number; msg: string; data: unknown }, field: string) {
  expect(res.status).toBe(403);
  expect(res.code).toBe(403);
  expect(res.msg).toBe('Parameter error');
  expect(res.data).toMatchObject({ issues: expect.arrayContaining([expect.objectContaining({ path: field, message: 'control_characters' })]) });
}

describe.each(databaseTargets())('text a person types, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let draft: { id: bigint; revision: number };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ token } = await registerAccount(t));
    const document = await uploadPdf(t, token);
    const created = await createAgreement(t, token, { documents: [{ documentId: document.id }], recipients: [signer('Ann Lee')] });
    draft = created.data as { id: bigint; revision: number };
  });
  afterAll(() => t.close());

  const save = (body: Record<string, unknown>) => saveDraft(t, token, draft.id, { revision: draft.revision, ...body });

  it('refuses a NUL in a profile name with 403 naming the field (it answered 500)', async () => {
    expectRefused(await callOperation(t, contract.updateProfile, { body: { name: `Ann${NUL}` } }, { token }), 'name');
  });

  it('refuses a NUL in the subject, the message, the agreement name and a recipient name', async () => {
    expectRefused(await save({ subject: `Please sign${NUL}` }), 'subject');
    expectRefused(await save({ message: `Hello${NUL}` }), 'message');
    expectRefused(await save({ name: `Lease${NUL}` }), 'name');
    expectRefused(await save({ recipients: [signer(`Ann${NUL}Lee`, 'ann@example.com')] }), 'recipients.0.name');
    expect((await getAgreement(t, token, draft.id)).result.revision).toBe(draft.revision);
  });

  it('refuses a NUL or a control character in an uploaded file name, and stores nothing', async () => {
    expectRefused(await upload(t, token, `contract${NUL}.pdf`, await makePdf()), 'file');
    expectRefused(await upload(t, token, 'contract\u0007.pdf', await makePdf()), 'file');
    const listed = await callOperation(t, contract.listDocuments, {}, { token });
    const names = (listed.result.documents as { original: { fileName: string } }[]).map((document) => document.original.fileName);
    expect(names.filter((name) => name.startsWith('contract') && name !== 'contract.pdf')).toEqual([]);
  });

  it('keeps line breaks in the message but refuses them in a one-line field', async () => {
    const saved = await save({ message: 'Dear Ann,\r\n\tplease sign.\nThanks' });
    expect(saved.code).toBe(200);
    expect(saved.result.message).toBe('Dear Ann,\r\n\tplease sign.\nThanks');
    draft = saved.result;
    expectRefused(await save({ subject: 'Please\nsign' }), 'subject');
    expectRefused(await save({ recipients: [signer('Ann\tLee', 'ann@example.com')] }), 'recipients.0.name');
  });

  it('strips bidi overrides from names and file names, so "abc\u202Efdp.exe" cannot pass as a PDF', async () => {
    const saved = await save({ name: `abc${RLO}fdp.exe`, recipients: [signer(`Ann ${RLO}eeL`, 'ann@example.com')] });
    expect(saved.code).toBe(200);
    expect(saved.result.name).toBe('abcfdp.exe');
    expect(saved.result.recipients[0]?.name).toBe('Ann eeL');
    draft = saved.result;

    const uploaded = await upload(t, token, `report${RLO}txt.pdf`, await makePdf());
    expect(uploaded.code).toBe(200);
    expect(uploaded.result.original.fileName).toBe('reporttxt.pdf');
    const renamed = await callOperation(t, contract.renameDocument, { params: { documentId: uploaded.result.id }, body: { name: `Q3\u2066 report\u2069` } }, { token });
    expect(renamed.result.name).toBe('Q3 report');
  });

  it('refuses control characters in reasons, but keeps their line breaks', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Bo Chen')] });
    const bo = agreement.recipients[0]!;
    const { signerToken } = await openLink(t, bo.email);
    expectRefused(await decline(t, bo.id, { signerToken }, `No${NUL}`), 'reason');
    const declined = await decline(t, bo.id, { signerToken }, 'Wrong amount.\nPlease fix page 2.');
    expect(declined.code).toBe(200);
  });
});
