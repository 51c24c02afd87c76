import { expect } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { WebhookData } from '@signet/contracts';
import { verifyWebhook } from '@signet/sdk';
import { runOnFiles } from '../../apps/server/test/helpers/run-tool.js';
import { signThroughApi } from '../helpers/signing.js';
import type { SdkJourney } from './journey.js';

/** A two-party contract whose fields are text tags (docs/text-tags.md). */
async function taggedContract(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.drawText('Supply agreement', { x: 64, y: 770, size: 20, font });
  page.drawText('Buyer: {{Signature;role=Buyer}}', { x: 64, y: 600, size: 12, font });
  page.drawText('Seller: {{Signature;role=Seller}}  Date: {{Date;role=Seller}}', { x: 64, y: 450, size: 12, font });
  return doc.save();
}

/**
 * Issue 38's journey through the SDK with a test-mode key only: one call sends a text-tagged PDF to two
 * recipients in steps, each signs at an embedded URL (the browser version is e2e/api-journey.e2e.ts), the
 * completed webhook verifies with the SDK, and the sealed PDF says TEST and holds no tag.
 */
export const oneCallTextTags: SdkJourney = {
  name: 'sends a text-tagged PDF in one call with a test key, both sign at embedded URLs, the completed webhook verifies and the sealed PDF says TEST',
  async run({ server, receiver, newIntegrator }) {
    const { client } = await newIntegrator('Mei Tanaka', { mode: 'test' });
    expect(client.testMode).toBe(true);
    const { secret } = await client.webhooks.create({ url: receiver.url('/sdk-one-call'), events: ['agreement.completed'] });

    const { agreement, recipients } = await client.agreements.sendRequest({
      name: 'Supply agreement',
      documents: [{ file: { name: 'supply.pdf', contentBase64: Buffer.from(await taggedContract()).toString('base64') } }],
      recipients: [
        { name: 'Ann Buyer', email: `ann-${Date.now()}@example.com`, role: 'signer', roleName: 'Buyer', step: 1 },
        { name: 'Bo Seller', email: `bo-${Date.now()}@example.com`, role: 'signer', roleName: 'Seller', step: 2 },
      ],
      textTags: true,
      externalId: 'po-5521',
      embeddedSigning: true,
    });
    expect(agreement).toMatchObject({ status: 'waiting', test: true, externalId: 'po-5521' });
    expect(agreement.fields.map((field) => field.type)).toEqual(['signature', 'signature', 'date_signed']);

    await signThroughApi(server.url, recipients[0]?.embeddedUrl ?? '');
    // The seller's turn has come: their URL is asked for now (one made earlier would be replaced by their invitation).
    const seller = await client.agreements.embeddedSigningUrl(agreement.id, recipients[1]?.id ?? 0n);
    await signThroughApi(server.url, seller.url);

    const [hit] = await receiver.waitFor('/sdk-one-call', 1, 120_000);
    const event = await verifyWebhook<WebhookData<'agreement.completed'>>(hit?.body ?? '', hit?.headers ?? {}, secret);
    expect(event).toMatchObject({ type: 'agreement.completed', test: true });
    expect(event.data.agreement).toMatchObject({ externalId: 'po-5521', test: true });
    expect(event.data.fields.filter((field) => field.type === 'signature').every((field) => field.imageSha256 !== null)).toBe(true);
    expect(event.data.links.finalFile).toMatch(/\/final\/file$/);

    const sealed = await client.agreements.downloadFinal(agreement.id);
    const text = (await runOnFiles({ 'sealed.pdf': Buffer.from(sealed.bytes) }, 'pdftotext', (paths) => [paths['sealed.pdf'] ?? '', '-'])).stdout;
    expect(text).toContain('TEST');
    expect(text).not.toContain('{{');
  },
};
