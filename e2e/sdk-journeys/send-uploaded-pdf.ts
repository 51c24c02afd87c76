import { expect } from 'vitest';
import { ErrorCode, isSignetApiError, SignetPermissionError, verifyWebhook } from '@signet/sdk';
import { makePdf } from '../../apps/server/test/helpers/sample-files.js';
import type { SdkJourney } from './journey.js';

/**
 * The four-call send through the SDK: upload a PDF, create a draft (idempotent), place a signature
 * field, send; list and read it; the recipient signs at an embedded URL in Chromium; the completed
 * webhook verifies with the SDK's verifier, the delivery log shows it, and the sealed PDF downloads.
 */
export const sendUploadedPdf: SdkJourney = {
  name: 'uploads a PDF, creates, places a field, sends, lists, signs, verifies the webhooks and downloads the sealed PDF',
  async run({ receiver, newIntegrator, signInChromium }) {
    const { client, clientWith } = await newIntegrator('Omar Haddad');
    const { endpoint, secret } = await client.webhooks.create({ url: receiver.url('/sdk-send'), events: ['agreement.sent', 'agreement.completed'] });
    expect(secret).toMatch(/^whsec_/);

    const document = await client.documents.upload(await makePdf(2), { fileName: 'Offer.pdf', contentType: 'application/pdf' });
    expect(typeof document.id).toBe('bigint');

    // One logical create, sent twice with the same key (a retry after a lost answer): one draft.
    const draft = { documents: [{ documentId: document.id }], recipients: [{ name: 'Ann Lee', email: `ann-${Date.now()}@example.com`, role: 'signer' as const }], subject: 'Offer letter' };
    const created = await client.request('createAgreement', { body: draft }, { idempotencyKey: `offer-${Date.now()}` });
    const again = await client.request('createAgreement', { body: draft }, { idempotencyKey: created.idempotencyKey ?? '' });
    expect(again.replayed).toBe(true);
    expect(again.data.id).toBe(created.data.id);
    const agreement = created.data;
    expect(agreement.id).toBeGreaterThan(2n ** 53n);
    const recipient = agreement.recipients[0]!;

    const withFields = await client.agreements.saveFields(agreement.id, {
      revision: agreement.revision,
      fields: [{ recipientId: recipient.id, documentId: agreement.documents[0]!.id, page: 1, type: 'signature', x: 0.1, y: 0.2, width: 0.3, height: 0.06 }],
    });
    await client.agreements.send(agreement.id, { revision: withFields.revision });

    const listed = await client.agreements.list({ box: 'all' });
    expect(listed.items.map((item) => item.id)).toContain(agreement.id);
    expect((await client.agreements.get(agreement.id)).status).toBe('waiting');

    // A read-only key may read, never write; an agreement that is not there is a typed error.
    const reader = await clientWith({ scope: 'read' });
    expect((await reader.agreements.get(agreement.id)).id).toBe(agreement.id);
    await expect(reader.agreements.create(draft)).rejects.toBeInstanceOf(SignetPermissionError);
    const missing = await client.agreements.get(9_223_372_036_854_775_807n).catch((error: unknown) => error);
    expect(isSignetApiError(missing)).toBe(true);
    expect([ErrorCode.NotFound, ErrorCode.NoPermission]).toContain((missing as { code: number }).code);

    // The recipient signs in Chromium at an embedded URL (framed by a React site: e2e/embed-react.e2e.ts).
    const { url } = await client.agreements.embeddedSigningUrl(agreement.id, recipient.id);
    await signInChromium(url);

    // Both webhooks arrive signed; the SDK's verifier accepts them as delivered, and refuses them changed.
    const [sent, completed] = await receiver.waitFor('/sdk-send', 2, 120_000);
    const events = await Promise.all([sent!, completed!].map((hit) => verifyWebhook<{ agreement: { id: unknown } }>(hit.body, hit.headers, secret)));
    expect(events.map((event) => event.type)).toEqual(['agreement.sent', 'agreement.completed']);
    expect(events.map((event) => String(event.data.agreement.id))).toEqual([String(agreement.id), String(agreement.id)]);
    await expect(verifyWebhook(completed!.body.replace('completed', 'voided'), completed!.headers, secret)).rejects.toMatchObject({ reason: 'no_matching_signature' });

    const { list } = await client.webhooks.deliveries(endpoint.id);
    await expect.poll(async () => (await client.webhooks.deliveries(endpoint.id)).list.map((delivery) => `${delivery.event} ${delivery.status}`).sort()).toEqual(['agreement.completed succeeded', 'agreement.sent succeeded']);
    expect(list.every((delivery) => delivery.messageId.startsWith('msg_'))).toBe(true);

    const sealed = await client.agreements.downloadFinal(agreement.id);
    expect(sealed.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(sealed.bytes.slice(0, 5))).toBe('%PDF-');
    expect(sealed.fileName).toMatch(/\.pdf$/);
  },
};
