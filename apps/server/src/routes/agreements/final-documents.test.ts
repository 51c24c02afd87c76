import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { finalDocuments, signerAttachments } from '../../db/schema/index.js';
import { completeAgreement } from '../../domain/completion/complete-agreement.js';
import { createSealProvider } from '../../seal/seal-identity-store.js';
import { getOutboxMessage, listOutboxMessages } from '../../mail/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { downloadFinal, pdfsig, pdftotext, signedAgreement, verify, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { makePdf } from '../../../test/helpers/sample-files.js';

const box = { x: 0.1, y: 0.7, width: 0.3, height: 0.08 };

describe.each(databaseTargets())('each document sealed on its own on %s', (kind) => {
  let t: TestApp;
  /** The three-document agreement of the first test, which the second's sender must not reach. */
  let lease: { flowId: bigint; documentId: bigint; signerId: bigint } | undefined;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seals three documents each on its own, each verifies and names its document, and the zip holds them all', async () => {
    const signed = await signedAgreement(t, {
      pdf: await makePdf(1),
      morePdfs: [await makePdf(2), await makePdf(1)],
      name: 'Lease',
      fields: ([a, b], _first, documentIds) =>
        documentIds.flatMap((documentId, index) => [
          { recipientId: a, documentId, page: index === 1 ? 2 : 1, type: 'signature' as const, ...box },
          { recipientId: b, documentId, page: 1, type: 'text' as const, x: 0.1, y: 0.2, width: 0.5, height: 0.05 },
          { recipientId: b, documentId, page: 1, type: 'signature' as const, ...box, x: 0.55 },
        ]),
      values: () => 'Bob wrote this',
    });
    const flowId = signed.agreement.id;
    const sealed = await waitForSealing(t, signed.me.token, flowId);
    expect(sealed.status).toBe('completed');
    const names = signed.agreement.documents.map((document) => document.name);
    expect(sealed.finalDocuments?.map((document) => document.name)).toEqual(names);
    expect(sealed.finalDocuments?.map((document) => document.agreementDocumentId)).toEqual(signed.agreement.documents.map((document) => document.id));

    const pagesOf = [1, 2, 1];
    for (const [index, listed] of (sealed.finalDocuments ?? []).entries()) {
      const file = await downloadFinal(t, contract.getAgreementFinalDocumentFile, { params: { flowId, documentId: listed.agreementDocumentId } }, { token: signed.me.token });
      expect(file.status).toBe(200);
      if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(`${process.env.KEEP_PDF}-${index + 1}.pdf`, file.body);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(`${listed.name}.pdf`);
      expect(file.body.length).toBe(listed.size);
      expect((await pdfsig(file.body)).stdout).toContain('Signature is Valid');
      // Its own pages (with the fields drawn), then the certificate; nothing of the other documents.
      const pages = (await pdftotext(file.body)).split('\f');
      expect(pages.slice(0, pagesOf[index]).join(' ')).toContain('Bob wrote this');
      expect(pages[pagesOf[index]!]).toContain('Certificate of completion');
      expect(pages.slice(pagesOf[index]).join(' ')).toContain(names[2]);

      const checked = await verify(t, file.body);
      expect(checked.data).toMatchObject({ verdict: 'authentic', signature: { intact: true, coversWholeFile: true, sealedBySignet: true } });
      expect(checked.result.agreement).toMatchObject({ name: 'Lease', document: { id: listed.agreementDocumentId, name: listed.name } });
    }
    // The merged file is still the one verify knows as the whole agreement.
    const merged = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId } }, { token: signed.me.token });
    expect((await verify(t, merged.body)).result.agreement).toMatchObject({ name: 'Lease', document: null });

    lease = { flowId, documentId: sealed.finalDocuments![0]!.agreementDocumentId, signerId: signed.signers[0]!.id };
    // A recipient downloads the same files.
    const second = sealed.finalDocuments![1]!;
    const signer = signed.signers[0]!;
    const bySigner = await downloadFinal(t, contract.getSignerFinalDocumentFile, { params: { flowSignerId: signer.id, documentId: second.agreementDocumentId } }, { signerToken: signer.signerToken });
    expect(bySigner.status).toBe(200);
    expect(bySigner.body.length).toBe(second.size);

    // A submitted attachment is in the zip; one still being uploaded is not.
    const fieldId = sealed.fields.find((field) => field.recipientId === signer.id)!.id;
    const attachmentKey = `agreements/${flowId}/attachment-test.png`;
    await t.deps.files.put(attachmentKey, Buffer.from('png bytes'), { contentType: 'image/png' });
    const row = { agreementId: flowId, recipientId: signer.id, fieldId, contentType: 'image/png', size: 9, sha256: 'x'.repeat(64), fileKey: attachmentKey };
    await t.database.db.insert(signerAttachments).values([
      { ...row, name: 'passport.png', submittedAt: new Date() },
      { ...row, name: 'draft.png', submittedAt: null },
    ]);
    for (const zip of [
      await downloadFinal(t, contract.getAgreementFinalZip, { params: { flowId } }, { token: signed.me.token }),
      await downloadFinal(t, contract.getSignerFinalZip, { params: { flowSignerId: signer.id } }, { signerToken: signer.signerToken }),
    ]) {
      expect(zip.status).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const entries = unzipSync(new Uint8Array(zip.body));
      expect(Object.keys(entries).sort()).toEqual(['Lease.pdf', 'attachments/Ann Lee - passport.png', ...names.map((name) => `documents/${name}.pdf`)].sort());
      expect(Buffer.compare(Buffer.from(entries['Lease.pdf']!), merged.body)).toBe(0);
      expect(Buffer.from(entries['attachments/Ann Lee - passport.png']!).toString()).toBe('png bytes');
    }

    // The completion mail lists the documents; a recipient's links to their own page.
    const [mail] = (await listOutboxMessages(t.database.db, { to: signer.email, limit: 10 })).filter((m) => /complete/.test(m.subject));
    const full = await getOutboxMessage(t.database.db, mail!.id);
    for (const name of names) expect(full?.text).toContain(`- ${name}`);
    expect(full?.html).toContain('/sign/');

    // Running completion again changes nothing: three rows, four files (the merged one and each document's).
    expect(await completeAgreement(t.database.db, t.deps.files, createSealProvider(t.database.db, t.config.seal), { agreementId: flowId, publicUrl: t.config.publicUrl })).toBe('already_completed');
    const [rows] = await t.database.db.select({ n: count() }).from(finalDocuments).where(eq(finalDocuments.agreementId, flowId));
    expect(rows?.n).toBe(3);
    const folder = path.join(t.config.dataDir, 'files', 'agreements', flowId.toString());
    expect((await readdir(folder)).filter((name) => name.startsWith('final-'))).toHaveLength(4);
  });

  it('offers no per-document files for a single document, and 7405 for one asked by id', async () => {
    const signed = await signedAgreement(t, {
      pdf: await makePdf(1),
      name: 'Single',
      fields: ([a, b], documentId) => [
        { recipientId: a, documentId, page: 1, type: 'signature' as const, ...box },
        { recipientId: b, documentId, page: 1, type: 'signature' as const, ...box, x: 0.5 },
      ],
      values: () => undefined,
    });
    const sealed = await waitForSealing(t, signed.me.token, signed.agreement.id);
    expect(sealed.finalDocuments).toEqual([]);
    const one = await downloadFinal(t, contract.getAgreementFinalDocumentFile, { params: { flowId: signed.agreement.id, documentId: sealed.documents[0]!.id } }, { token: signed.me.token });
    expect(one.json().code).toBe(contract.ErrorCode.SignatureFileNotFound);
    const zip = await downloadFinal(t, contract.getAgreementFinalZip, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
    expect(Object.keys(unzipSync(new Uint8Array(zip.body)))).toEqual(['Single.pdf']);

    // Another sender's agreement: 7403; a recipient without their token: 7404.
    if (!lease) throw new Error('the first test did not run');
    expect((await downloadFinal(t, contract.getAgreementFinalDocumentFile, { params: { flowId: lease.flowId, documentId: lease.documentId } }, { token: signed.me.token })).json().code).toBe(7403);
    expect((await downloadFinal(t, contract.getAgreementFinalZip, { params: { flowId: lease.flowId } }, { token: signed.me.token })).json().code).toBe(7403);
    expect((await downloadFinal(t, contract.getSignerFinalZip, { params: { flowSignerId: lease.signerId } }, { signerToken: signed.signers[0]!.signerToken })).json().code).toBe(7404);
    expect((await downloadFinal(t, contract.getSignerFinalDocumentFile, { params: { flowSignerId: lease.signerId, documentId: lease.documentId } }, {})).json().code).toBe(7404);
  });
});
