import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementCompletions, agreementEvents, jobs } from '../../db/schema/index.js';
import { completionJobHandlers } from '../../worker/completion-job-handlers.js';
import { JobWorker } from '../../jobs/job-worker.js';
import { onJobGaveUp } from '../../worker/job-gave-up.js';
import { createSealProvider } from '../../seal/seal-identity-store.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { downloadFinal, pdfsig, signedAgreement, verify, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { embeddedTimestamp, tokenTime, verifyTimestampToken } from '../../../test/helpers/pades-timestamp.js';
import { makePdf } from '../../../test/helpers/sample-files.js';
import { startTimestampAuthority, type TimestampAuthority } from '../../../test/helpers/timestamp-authority.js';

const twoSignatures = ([a, b]: readonly [bigint, bigint, ...bigint[]], documentId: bigint) => [
  { recipientId: a, documentId, page: 1, type: 'signature' as const, x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
  { recipientId: b, documentId, page: 1, type: 'signature' as const, x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
];

describe.each(databaseTargets())('sealing with SEAL_TSA_URL (a local openssl timestamp authority), on %s', (kind) => {
  let tsa: TimestampAuthority;
  beforeAll(async () => {
    tsa = await startTimestampAuthority();
  }, 60_000);
  afterAll(async () => {
    await tsa.close();
  });

  const eventsOf = (t: TestApp, agreementId: bigint) =>
    t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId)).orderBy(asc(agreementEvents.id));

  it('embeds a token over the signature value that openssl verifies; verify reports its time', async () => {
    tsa.mode = 'ok';
    const t = await buildTestApp(kind, { env: { SEAL_TSA_URL: tsa.url } });
    try {
      const before = tsa.requests;
      const signed = await signedAgreement(t, { pdf: await makePdf(1), name: 'Timestamped lease', fields: twoSignatures, values: () => undefined });
      const sealed = await waitForSealing(t, signed.me.token, signed.agreement.id);
      expect(sealed).toMatchObject({ status: 'completed', completionFailure: null });
      // One request per try of the sealing job: one try on a quiet machine; a loaded one may give
      // a slow answer up (15 s) and try again, which must then ask again, not reuse a token.
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `agreement.complete:${signed.agreement.id}`));
      expect(job?.status).toBe('done');
      expect(tsa.requests).toBe(before + job!.attempts);
      const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
      expect(file.status).toBe(200);

      // (a) poppler: still valid and covering the whole file (22.x prints no timestamp line).
      const sig = await pdfsig(file.body);
      expect(sig.stdout).toContain('Signature is Valid');
      expect(sig.stdout).toContain('Total document signed');

      // (b) the embedded token verifies against the authority's CA, imprint = SHA-256(signature value).
      const { signature, token } = embeddedTimestamp(file.body);
      expect(token).not.toBeNull();
      const checked = await verifyTimestampToken(tsa, token!, signature);
      expect(checked.verify).toContain('Verification: OK');
      const tokenAt = tokenTime(checked.text);

      // (c) the public verify API answers the token's time; the completion records it too.
      const result = await verify(t, file.body);
      expect(result.data).toMatchObject({ verdict: 'authentic', signature: { intact: true, coversWholeFile: true, sealedBySignet: true } });
      expect(new Date(result.result.signature?.timestampedAt as string).getTime()).toBe(tokenAt.getTime());
      const [completion] = await t.database.db.select().from(agreementCompletions).where(eq(agreementCompletions.agreementId, signed.agreement.id));
      expect(completion?.timestampedAt?.getTime()).toBe(tokenAt.getTime());

      const events = await eventsOf(t, signed.agreement.id);
      expect(events.map((e) => e.type)).not.toContain('timestamp_skipped');
      expect(events.find((e) => e.type === 'completed')?.data).toMatchObject({ timestamped: true });
    } finally {
      await t.close();
    }
  });

  it('retries while the authority answers 500, and the last try seals without a timestamp (timestamp_skipped)', async () => {
    // Signed while no worker seals, so this test runs the sealing job with no back-off and 3 attempts.
    const t = await buildTestApp(kind, { env: { SEAL_TSA_URL: tsa.url }, sealing: false });
    let sealer: JobWorker | null = null;
    tsa.mode = 500;
    try {
      const signed = await signedAgreement(t, { pdf: await makePdf(1), name: 'TSA down', fields: twoSignatures, values: () => undefined });
      const dedupeKey = `agreement.complete:${signed.agreement.id}`;
      await t.database.db.update(jobs).set({ maxAttempts: 3 }).where(eq(jobs.dedupeKey, dedupeKey));
      const before = tsa.requests;
      const errors: string[] = [];
      sealer = new JobWorker(t.database.db, {
        handlers: completionJobHandlers({ files: t.deps.files, seal: createSealProvider(t.database.db, t.config.seal), publicUrl: t.config.publicUrl }),
        pollIntervalMs: 50,
        retryDelayMs: () => 0,
        onError: (error) => errors.push(error instanceof Error ? error.message : String(error)),
        onGaveUp: onJobGaveUp(t.database.db),
      });
      await sealer.start();
      const sealed = await waitForSealing(t, signed.me.token, signed.agreement.id);
      expect(sealed).toMatchObject({ status: 'completed', completionFailure: null });

      // Tries 1 and 2 failed on the timestamp; try 3 asked once more, then sealed without it.
      expect(tsa.requests).toBe(before + 3);
      expect(errors).toEqual([expect.stringMatching(/HTTP 500/), expect.stringMatching(/HTTP 500/)]);
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      expect(job).toMatchObject({ status: 'done', attempts: 3 });

      const events = await eventsOf(t, signed.agreement.id);
      const skipped = events.filter((e) => e.type === 'timestamp_skipped');
      expect(skipped).toHaveLength(1);
      expect(skipped[0]?.data).toMatchObject({ error: 'timestamp server answered HTTP 500' });
      expect(events.find((e) => e.type === 'completed')?.data).toMatchObject({ timestamped: false });

      const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
      expect((await pdfsig(file.body)).stdout).toContain('Signature is Valid');
      expect(embeddedTimestamp(file.body).token).toBeNull();
      const result = await verify(t, file.body);
      expect(result.data).toMatchObject({ verdict: 'authentic', signature: { timestampedAt: null } });
      const [completion] = await t.database.db.select().from(agreementCompletions).where(eq(agreementCompletions.agreementId, signed.agreement.id));
      expect(completion?.timestampedAt).toBeNull();
    } finally {
      tsa.mode = 'ok';
      await sealer?.stop();
      await t.close();
    }
  });
});
