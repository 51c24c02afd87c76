import { afterAll, beforeAll, describe, it } from 'vitest';
import { startWebhookReceiver } from '../apps/server/test/helpers/webhook-receiver.js';
import { useServerAndBrowser } from './helpers/environment.js';
import { sdkJourneys } from './sdk-journeys/index.js';
import { newIntegrator, signInChromium, type JourneyContext } from './sdk-journeys/journey.js';

/**
 * @signet/sdk against the built server, as an integrator uses it: each journey in
 * e2e/sdk-journeys/ is a test. The SDK's own unit tests (fake fetch) are in packages/sdk.
 */
describe('the SDK against a running Signet', () => {
  let receiver: JourneyContext['receiver'];
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  // The receiver is on this machine: the development allow-list lets webhooks reach it.
  const env = useServerAndBrowser({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
  const context = (): JourneyContext => ({
    server: env.server,
    browser: env.browser,
    receiver,
    newIntegrator: (name, options) => newIntegrator(env.server, name, options),
    signInChromium: (url) => signInChromium(env.browser, url),
  });

  for (const journey of sdkJourneys) {
    it(journey.name, () => journey.run(context()));
  }
});
