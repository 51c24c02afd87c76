import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as contract from '@signet/contracts';
import { parseJson, stringifyJson, type JsonOperation, type OperationInput, type OperationResult } from '@signet/contracts';
import { verifyWebhook } from '@signet/sdk';
import { startWebhookReceiver } from '../apps/server/test/helpers/webhook-receiver.js';
import { runOnFiles } from '../apps/server/test/helpers/run-tool.js';
import { createAccount } from './helpers/accounts.js';
import { callApi } from './helpers/agreements.js';
import { screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { agreeToSign } from './helpers/signing.js';

/** A two-party contract whose fields are written in it as text tags (docs/text-tags.md). */
async function taggedContract(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  const line = (text: string, y: number, size = 12) => page.drawText(text, { x: 64, y, size, font });
  line('Consulting agreement', 770, 20);
  line('The Provider advises the Client for twelve months from the date both have signed.', 730);
  line('Client company: {{Text;role=Client;name=company;required}}', 680);
  line('Client: {{Signature;role=Client}}', 560);
  line('Provider: {{Signature;role=Provider}}   Date: {{Date;role=Provider}}', 420);
  return doc.save();
}

/** Calls the API as an integrator's server does: with the key, nothing else. */
async function withKey<Op extends JsonOperation>(baseUrl: string, key: string, operation: Op, input: OperationInput<Op> = {}): Promise<OperationResult<Op>> {
  const path = contract.buildPath(operation.path, input.params);
  const response = await fetch(`${baseUrl}${path}`, {
    method: operation.method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': `journey-${Date.now()}-${Math.random()}` },
    ...(input.body === undefined ? {} : { body: stringifyJson(input.body) }),
  });
  const envelope = parseJson(await response.text()) as { code: number; msg: string; data: unknown };
  if (envelope.code !== 200) throw new Error(`${operation.id}: ${envelope.code} ${envelope.msg}`);
  return (operation.response).parse(envelope.data) as OperationResult<Op>;
}

/** Signs at an embedded URL opened in Chromium: consent, each required field from Start and Next field, Finish. */
async function signAt(page: Page, url: string, fill: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(url);
  await page.getByTestId('consent-bar').waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
    await screenshot(page, 'api-journey/no-consent-bar');
    throw error;
  });
  await agreeToSign(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await fill(page);
  await page.getByText('All fields done. Choose Finish to sign.').waitFor();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('heading', { name: 'Thank you' }).waitFor();
}

async function adoptSignature(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create your signature' });
  await dialog.getByRole('button', { name: 'Adopt and sign' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the integrator journey with a test-mode key (issue 38)', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  const env = useServerAndBrowser({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });

  it('sends a text-tagged PDF in one call to two recipients in steps, both sign at embedded URLs, and the completed webhook and the sealed PDF say TEST', async () => {
    const owner = await createAccount(env.server.url, 'Lena Fischer');
    const made = await callApi(env.server.url, owner.token, contract.createApiKey, { body: { name: 'CRM sandbox', scope: 'write', mode: 'test', expiresAt: null } });
    const key = made.data.secret;
    expect(key).toMatch(/^sgk_test_/);

    // From here on only the test key is used.
    const { secret } = await withKey(env.server.url, key, contract.createWebhookEndpoint, { body: { url: receiver.url('/journey'), events: ['agreement.completed'] } });
    const client = { name: 'Ann Client', email: `ann-${Date.now()}@example.com` };
    const provider = { name: 'Bo Provider', email: `bo-${Date.now()}@example.com` };
    const { agreement, recipients } = await withKey(env.server.url, key, contract.createSignatureRequest, {
      body: {
        name: 'Consulting agreement',
        documents: [{ file: { name: 'consulting.pdf', contentBase64: Buffer.from(await taggedContract()).toString('base64') } }],
        recipients: [
          { ...client, role: 'signer', roleName: 'Client', step: 1 },
          { ...provider, role: 'signer', roleName: 'Provider', step: 2 },
        ],
        textTags: true,
        externalId: 'crm-deal-9001',
        metadata: { owner: 'sales-emea' },
        embeddedSigning: true,
      },
    });
    expect(agreement).toMatchObject({ status: 'waiting', test: true, externalId: 'crm-deal-9001' });
    expect(agreement.fields.map((field) => field.type)).toEqual(['text', 'signature', 'signature', 'date_signed']);

    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The banner tells the signer this is a test.
    await signAt(page, recipients[0]?.embeddedUrl ?? '', async (signing) => {
      // Start puts the focus in the first required field, the company's name (the tag's name= is its label).
      await expect.poll(() => signing.evaluate('document.activeElement?.getAttribute("aria-label") ?? ""')).toMatch(/^company: Text “company”, required, page 1/);
      await screenshot(signing, 'api-journey/client-start-1280');
      await signing.keyboard.type('Acme Ltd');
      await signing.getByRole('button', { name: 'Next field' }).click();
      await adoptSignature(signing);
    });
    await screenshot(page, 'api-journey/client-signed-1280');
    // The provider's turn came with the client's signature: the integrator asks for their URL now (a URL
    // made before their invitation would be replaced by it), with the same key.
    expect(recipients[1]?.embeddedUrl).toBeNull();
    const providerUrl = await withKey(env.server.url, key, contract.createEmbeddedSigningUrl, { params: { flowId: agreement.id, recipientId: recipients[1]?.id ?? 0n } });
    const providerContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const providerPage = await providerContext.newPage();
    await signAt(providerPage, providerUrl.url, adoptSignature);
    await screenshot(providerPage, 'api-journey/provider-signed-1280');
    await providerContext.close();

    // The completed webhook, verified with the SDK's verifier, carries what an integrator files away.
    const [hit] = await receiver.waitFor('/journey', 1, 120_000);
    const event = await verifyWebhook<contract.WebhookData<'agreement.completed'>>(hit?.body ?? '', hit?.headers ?? {}, secret);
    expect(event.type).toBe('agreement.completed');
    expect(event).toMatchObject({ test: true });
    expect(event.data.agreement).toMatchObject({ externalId: 'crm-deal-9001', metadata: { owner: 'sales-emea' }, test: true, status: 'completed' });
    expect(event.data.fields.find((field) => field.key === 'company')?.value).toBe('Acme Ltd');
    const finalFile = event.data.links.finalFile ?? '';
    expect(finalFile).toMatch(/^https?:\/\/.*\/final\/file$/);

    // The sealed PDF: the TEST stamp on every page, and no tag left in it.
    const sealed = Buffer.from(await (await fetch(finalFile, { headers: { authorization: `Bearer ${key}` } })).arrayBuffer());
    expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
    const info = await runOnFiles({ 'sealed.pdf': sealed }, 'pdfinfo', (paths) => [paths['sealed.pdf'] ?? '']);
    const pages = Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let number = 1; number <= pages; number += 1) {
      const text = (await runOnFiles({ 'sealed.pdf': sealed }, 'pdftotext', (paths) => ['-f', String(number), '-l', String(number), paths['sealed.pdf'] ?? '', '-'])).stdout;
      expect(text, `page ${number}`).toContain('TEST');
      expect(text, `page ${number}`).not.toContain('{{');
    }
    await page.close();
  });
});
