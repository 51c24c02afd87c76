import type { Browser } from 'playwright-core';
import { agreeToSign } from '../helpers/signing.js';
import * as contract from '@signet/contracts';
import { createSignetClient } from '@signet/sdk';
import type { startWebhookReceiver } from '../../apps/server/test/helpers/webhook-receiver.js';
import { createAccount } from '../helpers/accounts.js';
import { callApi } from '../helpers/agreements.js';
import type { RunningServer } from '../helpers/server.js';

/** An integrator: a Signet account, its session (for what only a person may do) and the SDK with a key of it. */
export interface Integrator {
  email: string;
  /** The account's web session: keys, embed sites and other `sessionOnly` settings need it. */
  token: string;
  client: ReturnType<typeof createSignetClient>;
  /** Another client of the same account, with a new key of this scope and mode. */
  clientWith(options: { scope: 'read' | 'write'; mode?: 'live' | 'test' }): Promise<ReturnType<typeof createSignetClient>>;
}

export interface JourneyContext {
  server: RunningServer;
  browser: Browser;
  /** An HTTP endpoint on this machine that keeps every webhook it receives (WEBHOOK_ALLOW_HOSTS lets the server reach it). */
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  /** A new account with a write key (live, or test for `mode: 'test'`), and the SDK over it. */
  newIntegrator(name: string, options?: { mode?: 'live' | 'test' }): Promise<Integrator>;
  /** Opens a signing URL (an embedded one too) in Chromium and signs every signature field, as the recipient. */
  signInChromium(url: string): Promise<void>;
}

/**
 * One journey an integrator makes through the SDK against a running server. e2e/sdk-journeys.e2e.ts
 * runs each journey of `sdkJourneys` (index.ts) as a test of its own: add a file here and list it there.
 */
export interface SdkJourney {
  name: string;
  run(context: JourneyContext): Promise<void>;
}

/** Makes an API key through the session (keys are made by the person, never by a key) and a client over it. */
export async function clientForKey(server: RunningServer, token: string, options: { scope: 'read' | 'write'; mode?: 'live' | 'test' }) {
  const made = await callApi(server.url, token, contract.createApiKey, { body: { name: `SDK ${options.scope} ${options.mode ?? 'live'}`, scope: options.scope, mode: options.mode ?? 'live' } });
  if (made.code !== 200) throw new Error(`createApiKey: ${made.code} ${made.msg}`);
  return createSignetClient({ apiKey: made.data.secret, baseUrl: server.url, language: 'en-US' });
}

export async function newIntegrator(server: RunningServer, name: string, options: { mode?: 'live' | 'test' } = {}): Promise<Integrator> {
  const { email, token } = await createAccount(server.url, name);
  const client = await clientForKey(server, token, { scope: 'write', ...options });
  return { email, token, client, clientWith: (keyOptions) => clientForKey(server, token, keyOptions) };
}

/** The recipient in Chromium: consents, adopts the typed signature at each field Start leads to, and finishes. */
export async function signInChromium(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  try {
    await page.goto(url);
    await agreeToSign(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create your signature' });
    await dialog.getByRole('button', { name: 'Adopt and sign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
  } finally {
    await page.close();
  }
}
