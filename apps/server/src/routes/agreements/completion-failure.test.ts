import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementDocuments, jobs } from '../../db/schema/index.js';
import { JobWorker } from '../../jobs/job-worker.js';
import { completionJobHandlers } from '../../worker/completion-job-handlers.js';
import { onJobGaveUp } from '../../worker/job-gave-up.js';
import { createSealProvider } from '../../seal/seal-identity-store.js';
import { sweepUnsealedAgreements } from '../../domain/completion/sweep-unsealed-agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signedAgreement, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { makePdf } from '../../../test/helpers/sample-files.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

const twoSignatures = ([a, b]: readonly [bigint, bigint, ...bigint[]], documentId: bigint) => [
  { recipientId: a, documentId, page: 1, type: 'signature' as const, x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
  { recipientId: b, documentId, page: 1, type: 'signature' as const, x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
];

describe.each(databaseTargets())('when sealing cannot finish, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks the agreement failed with a reason, and the sender can retry', async () => {
    // Signed while no worker seals; then the document's stored PDF disappears (a wiped bucket, say).
    const quiet = await buildTestApp(kind, { sealing: false });
    const signed = await signedAgreement(quiet, { pdf: await makePdf(1), name: 'Lost file', fields: twoSignatures, values: () => undefined });
    const [document] = await quiet.database.db.select().from(agreementDocuments).where(eq(agreementDocuments.agreementId, signed.agreement.id));
    const original = await quiet.deps.files.get(document!.pdfKey);
    const chunks: Buffer[] = [];
    for await (const chunk of original) chunks.push(chunk as Buffer);
    await quiet.deps.files.delete(document!.pdfKey);
    const sealer = new JobWorker(quiet.database.db, {
      handlers: completionJobHandlers({ files: quiet.deps.files, seal: createSealProvider(quiet.database.db, quiet.config.seal), publicUrl: quiet.config.publicUrl }),
      pollIntervalMs: 100,
      onGaveUp: onJobGaveUp(quiet.database.db),
    });
    await sealer.start();
    const failed = await waitForSealing(quiet, signed.me.token, signed.agreement.id);
    expect(failed).toMatchObject({ status: 'failed', final: null, completionFailure: { reason: 'document_missing' } });

    const stranger = await signedAgreement(quiet, { pdf: await makePdf(1), name: 'Other', fields: twoSignatures, values: () => undefined });
    expect((await callOperation(quiet, contract.retryAgreementCompletion, { params: { flowId: signed.agreement.id } }, { token: stranger.me.token })).code).toBe(7403);

    await quiet.deps.files.put(document!.pdfKey, Buffer.concat(chunks));
    const retried = await callOperation(quiet, contract.retryAgreementCompletion, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
    expect(retried.code).toBe(200);
    expect(retried.data).toMatchObject({ status: 'waiting', completionFailure: null });
    const sealed = await waitForSealing(quiet, signed.me.token, signed.agreement.id);
    expect(sealed).toMatchObject({ status: 'completed', completionFailure: null });
    expect(sealed.final?.sha256).toMatch(/^[0-9a-f]{64}$/);
    await sealer.stop();
    await quiet.close();
  });

  it('the sweep picks up a fully signed agreement whose sealing job ended without sealing', async () => {
    const signed = await signedAgreement(t, { pdf: await makePdf(1), name: 'Swept', fields: twoSignatures, values: () => undefined });
    await waitForSealing(t, signed.me.token, signed.agreement.id);
    // Simulate a job that ended while the agreement stayed 'waiting' (e.g. a bug or a lost commit).
    const { agreements } = await import('../../db/schema/index.js');
    const { agreementCompletions } = await import('../../db/schema/index.js');
    await t.database.db.delete(agreementCompletions).where(eq(agreementCompletions.agreementId, signed.agreement.id));
    await t.database.db.update(agreements).set({ status: 'waiting' }).where(eq(agreements.id, signed.agreement.id));
    expect(await sweepUnsealedAgreements(t.database.db)).toContain(signed.agreement.id);
    t.worker.kick();
    const sealed = await waitForSealing(t, signed.me.token, signed.agreement.id);
    expect(sealed.status).toBe('completed');
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `agreement.complete:${signed.agreement.id}`));
    expect(job?.status).toBe('done');
    expect(await sweepUnsealedAgreements(t.database.db)).not.toContain(signed.agreement.id);
  });
});
