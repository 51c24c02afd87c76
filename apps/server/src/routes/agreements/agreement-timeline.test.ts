import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { signatureEach, signedAgreement, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { makePdf } from '../../../test/helpers/sample-files.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('the agreement timeline on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("names the sender for the sender's own copy of the sealed document, and each recipient for theirs", async () => {
    const signed = await signedAgreement(t, {
      pdf: await makePdf(1),
      name: 'Lease',
      fields: signatureEach,
      values: () => undefined,
    });
    await waitForSealing(t, signed.me.token, signed.agreement.id);
    const timeline = await callOperation(t, contract.getAgreementTimeline, { params: { flowId: signed.agreement.id } }, { token: signed.me.token });
    const deliveries = (timeline.result.events as { type: string; actor: { recipientId: bigint | null }; data: { recipientName?: string } }[]).filter(
      (event) => event.type === 'final_mail_queued',
    );
    expect(deliveries).toHaveLength(4);
    const own = deliveries.filter((event) => event.actor.recipientId === null);
    expect(own.map((event) => event.data.recipientName)).toEqual([signed.me.user.name]);
  });
});
