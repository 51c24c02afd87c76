import { expect } from 'vitest';
import { makePdf } from '../../apps/server/test/helpers/sample-files.js';
import type { SdkJourney } from './journey.js';

/** A test key (`sgk_test_…`) through the SDK: what it creates is a test agreement, and it sees only those. */
export const testModeKey: SdkJourney = {
  name: 'with a test key, creates a test agreement and lists only test agreements',
  async run({ newIntegrator }) {
    const { client, clientWith } = await newIntegrator('Lea Brun', { mode: 'test' });
    expect(client.testMode).toBe(true);
    const live = await clientWith({ scope: 'write' });
    expect(live.testMode).toBe(false);

    const document = await client.documents.upload(await makePdf(1), { fileName: 'Trial.pdf' });
    const draft = await client.agreements.create({ documents: [{ documentId: document.id }], recipients: [{ name: 'Bo Chen', email: `bo-${Date.now()}@example.com`, role: 'signer' }], subject: 'Trial' });
    expect(draft.test).toBe(true);
    expect((await client.agreements.list()).items.map((item) => item.id)).toEqual([draft.id]);
    // The same account's live key lists live agreements only.
    expect((await live.agreements.list()).items.map((item) => item.id)).not.toContain(draft.id);
  },
};
