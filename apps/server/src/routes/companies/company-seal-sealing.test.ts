import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import * as contract from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { companyWithMembers, inOneYear, mailedSealCode, makeSeal, sealableAgreement } from '../../../test/helpers/company-seals.js';
import { downloadFinal, pdfsig, pdftotext, qpdfCheck, verify, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signaturePng, submit } from '../../../test/helpers/signing.js';

const run = promisify(execFile);

/** Each page rasterised at 30 dpi: how much seal red lies in its rightmost 5 mm, and in the rest. */
async function redAtEdges(pdf: Buffer, pages: number) {
  const dir = await mkdtemp(join(tmpdir(), 'seal-pages-'));
  try {
    await writeFile(join(dir, 'final.pdf'), pdf);
    await run('pdftoppm', ['-r', '30', '-f', '1', '-l', String(pages), '-png', join(dir, 'final.pdf'), join(dir, 'page')]);
    const counts = [];
    for (let page = 1; page <= pages; page += 1) {
      const file = join(dir, `page-${String(page).padStart(String(pages).length, '0')}.png`);
      const { data, info } = await sharp(await readFile(file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const edge = Math.ceil((5 / 25.4) * 30);
      let atEdge = 0;
      let elsewhere = 0;
      for (let y = 0; y < info.height; y += 1) {
        for (let x = 0; x < info.width; x += 1) {
          const i = (y * info.width + x) * 3;
          const red = data[i]! > 150 && data[i + 1]! < 110 && data[i + 2]! < 110;
          if (red && x >= info.width - edge) atEdge += 1;
          else if (red) elsewhere += 1;
        }
      }
      counts.push({ atEdge, elsewhere });
    }
    return counts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Issue 34: a company seal and its cross-page seal drawn at completion, listed on the certificate. */
describe.each(databaseTargets())('sealing an agreement with a company seal on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('draws the seal on its field and a strip on the right edge of each of 12 pages, and the certificate names the seal', async () => {
    const { owner, companyId, members } = await companyWithMembers(t, undefined, 1);
    const bo = members[0]!;
    const seal = await makeSeal(t, owner.token, companyId);
    await callOperation(t, contract.grantSeal, { params: { companyId, sealId: seal.id }, body: { userId: bo.user.id, right: 'use', validUntil: inOneYear(), templateIds: null } }, { token: owner.token });
    const sealed = await sealableAgreement(t, { email: bo.user.email!, crossPage: true, pages: 12 });
    const { code } = await mailedSealCode(t, sealed, seal.id, bo.user.email!);
    expect((await callOperation(t, contract.applySeal, { params: { flowSignerId: sealed.recipientId, sealId: seal.id }, body: { code: code! } }, sealed.auth)).code).toBe(200);
    const signed = await submit(t, sealed.recipientId, sealed.auth, [{ fieldId: sealed.signatureFieldId, image: await signaturePng() }]);
    expect(signed.code).toBe(200);
    expect((await waitForSealing(t, sealed.sender.token, sealed.agreementId)).status).toBe('completed');
    const final = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: sealed.agreementId } }, { token: sealed.sender.token });

    const pages = await redAtEdges(final.body, 12);
    // Every page carries its strip at the right edge; page 1 also the whole seal on its field.
    for (const page of pages) expect(page.atEdge).toBeGreaterThan(3);
    expect(pages[0]!.elsewhere).toBeGreaterThan(200);
    for (const page of pages.slice(1)) expect(page.elsewhere).toBeLessThan(5);
    expect((await qpdfCheck(final.body)).code).toBe(0);
    // The company signs with its own certificate, then Signet's seal covers the whole file.
    const signatures = (await pdfsig(final.body)).stdout.split(/^Signature #\d+:$/m).slice(1);
    expect(signatures).toHaveLength(2);
    expect(signatures[0]).toContain('上海示例科技有限公司');
    expect(signatures[0]).toContain('Not total document signed');
    expect(signatures[1]).toContain('Signet document seal');
    expect(signatures[1]).toContain('Total document signed');
    for (const signature of signatures) expect(signature).toContain('Signature is Valid');
    const verified = (await verify(t, final.body)).result;
    expect(verified.verdict).toBe('authentic');
    expect(verified.signatures?.map((signature) => [signature.signer?.includes('上海示例科技有限公司') ?? false, signature.intact, signature.coversWholeFile])).toEqual([
      [true, true, false],
      [false, true, true],
    ]);
    const certificate = (await pdftotext(final.body)).replace(/\s+/g, ' ');
    expect(certificate).toContain('Company seals');
    expect(certificate).toContain('上海示例科技有限公司');
    expect(certificate).toContain(`Image SHA-256: ${seal.faceSha256}`);
    expect(certificate).toContain('E-mailed one-time code checked');
  });
});
