import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { jobs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { getAgreement, signer } from '../../../test/helpers/agreements.js';
import { waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { consent, openLink, sentAgreement, signatureFieldsOf, signaturePng, submit } from '../../../test/helpers/signing.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PostgreSQL runs the two calls truly at once; PGlite has one connection, so fewer runs show the same rule.
const RUNS = { postgres: 15, pglite: 4 } as const;

/**
 * Issue 12 point 4: a void sent at the moment of the last signature. The signer must
 * never be told "signed" and then lose the signature to the void.
 */
describe.each(databaseTargets())('void racing the last signature on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('ends completed-and-sealed or voided-with-no-signature, never both', { timeout: 300_000 }, async () => {
    const outcomes: string[] = [];
    for (let run = 0; run < RUNS[kind]; run += 1) {
      const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] });
      const ann = agreement.recipients[0]!;
      const { signerToken } = await openLink(t, ann.email);
      expect((await consent(t, ann.id, { signerToken })).code).toBe(200);
      const image = await signaturePng();
      const fields = signatureFieldsOf(agreement, ann.id).map((fieldId) => ({ fieldId, image }));

      // A submit first processes its images outside the transaction, so the void is held back
      // by a few milliseconds more each run: the two then meet at the row lock in both orders.
      const [voided, signed] = await Promise.all([
        sleep((run % 8) * 6).then(() =>
          callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: 'Changed my mind' } }, { token: me.token }),
        ),
        submit(t, ann.id, { signerToken }, fields),
      ]);

      if (signed.code === 200) {
        // The signer was told "signed": the void must have been refused, and the seal must follow.
        expect([7410, 7025]).toContain(voided.code);
        const sealed = await waitForSealing(t, me.token, agreement.id);
        expect(sealed.status).toBe('completed');
        expect(sealed.final?.sha256).toMatch(/^[0-9a-f]{64}$/);
        outcomes.push('completed');
      } else {
        expect(voided.code).toBe(200);
        expect([7408, 7025]).toContain(signed.code);
        const after = (await getAgreement(t, me.token, agreement.id)).data as { status: string; final: unknown; recipients: { status: string }[] };
        expect(after.status).toBe('voided');
        expect(after.final).toBeNull();
        expect(after.recipients[0]?.status).not.toBe('signed');
        outcomes.push('voided');
      }
    }
    // Both outcomes are fair; what the runs prove is that none ended with both.
    expect(outcomes).toHaveLength(RUNS[kind]);
  });

});

describe.each(databaseTargets())('an agreement awaiting its seal on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The worker leaves sealing alone, so the agreement stays 'waiting' with every signature in.
    t = await buildTestApp(kind, { sealing: false });
  });
  afterAll(() => t.close());

  it('refuses void, revise and delete with 7410, offers only copy, and keeps its sealing job', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Bo Chen'), signer('Cy Wu')] });
    for (const recipient of agreement.recipients) {
      const { signerToken } = await openLink(t, recipient.email);
      expect((await consent(t, recipient.id, { signerToken })).code).toBe(200);
      const image = await signaturePng();
      const signed = await submit(t, recipient.id, { signerToken }, signatureFieldsOf(agreement, recipient.id).map((fieldId) => ({ fieldId, image })));
      expect(signed.code).toBe(200);
    }
    const pending = await getAgreement(t, me.token, agreement.id);
    expect(pending.result.status).toBe('waiting');
    expect(pending.result.actions).toEqual(['copy']);

    const params = { flowId: agreement.id };
    expect((await callOperation(t, contract.voidAgreement, { params, body: { reason: 'Too late' } }, { token: me.token })).code).toBe(7410);
    expect((await callOperation(t, contract.reviseAgreement, { params }, { token: me.token })).code).toBe(7410);
    expect((await callOperation(t, contract.deleteAgreement, { params }, { token: me.token })).code).toBe(7410);

    const after = await getAgreement(t, me.token, agreement.id);
    expect(after.data).toMatchObject({ status: 'waiting', deletedAt: null });
    const sealing = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `agreement.complete:${agreement.id}`));
    expect(sealing.map((job) => job.status)).toEqual(['queued']);
  });
});
