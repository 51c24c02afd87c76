import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { downloadFinal, pdfsig, signatureEach, signedAgreement, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan, upload } from '../../../test/helpers/drive.js';
import { makeBrokenEncryptionPdf, makePageTreeLoopPdf, makeContentsDictPdf, makeRotateStringPdf } from '../../../test/helpers/malformed-pdfs.js';
import { makePdf } from '../../../test/helpers/sample-files.js';

/** Issue 12 point 5: a PDF that uploads can be sealed; one that cannot never reaches a signer. */
describe.each(databaseTargets())('only PDFs that can be sealed are accepted, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ token } = await signInOnPlan(t, 'individual'));
  });
  afterAll(() => t.close());

  it('keeps a well-formed PDF as uploaded', async () => {
    const res = await upload(t, token, 'plain.pdf', await makePdf(2));
    expect(res.code).toBe(200);
    expect(res.result.pdf.sha256).toBe(res.result.original.sha256);
  });

  it('normalises pages whose /Contents and /Rotate pdf-lib cannot stamp, keeping the original as uploaded', async () => {
    for (const [name, pdf] of [['contents-dict.pdf', await makeContentsDictPdf()], ['rotate-string.pdf', await makeRotateStringPdf()]] as const) {
      const res = await upload(t, token, name, pdf);
      expect(res.code, name).toBe(200);
      expect(res.result.pdf.sha256, name).not.toBe(res.result.original.sha256);
      expect(res.result.pageCount, name).toBe(1);
    }
  });

  it('seals an agreement on a once-unstampable PDF after everyone signed (it ended failed before)', async () => {
    const signed = await signedAgreement(t, {
      pdf: await makeContentsDictPdf(),
      name: 'Odd contents',
      fields: signatureEach,
      values: () => undefined,
    });
    const sealed = await waitForSealing(t, signed.me.token, signed.agreement.id);
    expect(sealed).toMatchObject({ status: 'completed', completionFailure: null });
    const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
    expect((await pdfsig(file.body)).stdout).toContain('Signature is Valid');
  });

  it("refuses with 'The file is damaged.' a PDF that pdf.js shows but no rewrite makes sealable", async () => {
    const res = await upload(t, token, 'page-tree-loop.pdf', await makePageTreeLoopPdf());
    expect(res).toMatchObject({ status: 403, code: 403, msg: 'The file is damaged.' });
  });

  it("answers 'The file is damaged.' for a broken encryption dictionary, not 500", async () => {
    const res = await upload(t, token, 'broken-encryption.pdf', await makeBrokenEncryptionPdf());
    expect(res).toMatchObject({ status: 403, code: 403, msg: 'The file is damaged.' });
  });
});
