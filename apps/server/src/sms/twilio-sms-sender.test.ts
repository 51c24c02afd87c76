import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttpApi, type RecordedRequest } from '../../test/helpers/fake-http-api.js';
import { SmsDeliveryError } from './sms-sender.js';
import { TwilioSmsSender } from './twilio-sms-sender.js';

const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const AUTH_TOKEN = 'twilio-test-token';
const INVALID_NUMBER = '+15005550001';
const FAILING_NUMBER = '+15005550009';
const message = (to: string) => ({ to, locale: 'en-US' as const, code: '482913', text: 'Your Signet code is 482913. It expires in 10 minutes.' });

/** Twilio's Messages API as its documentation answers: 201 with the message, or 4xx/5xx with code, message and status. */
function twilioAnswer(request: RecordedRequest) {
  if (request.url === `/2010-04-01/Accounts/${ACCOUNT_SID}.json`) return { status: 200, body: { sid: ACCOUNT_SID, status: 'active', friendly_name: 'Signet' } };
  const to = new URLSearchParams(request.body).get('To');
  if (to === INVALID_NUMBER) {
    return { status: 400, body: { code: 21211, message: "Invalid 'To' Phone Number: +1500555XXXX", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 } };
  }
  if (to === FAILING_NUMBER) return { status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } };
  return { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', account_sid: ACCOUNT_SID, to, status: 'queued', num_segments: '1' } };
}

describe('TwilioSmsSender against a local fake of the Messages API', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttpApi>>;
  const sender = (sender: { from?: string; messagingServiceSid?: string }, apiBaseUrl = fake.url) =>
    new TwilioSmsSender({ driver: 'twilio', accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: sender.from ?? null, messagingServiceSid: sender.messagingServiceSid ?? null, apiBaseUrl });
  beforeAll(async () => {
    fake = await startFakeHttpApi(twilioAnswer);
  });
  afterAll(() => fake.close());

  it('posts the number and the whole text from the configured number, with the account credentials, and answers the message SID', async () => {
    const sent = await sender({ from: '+14155550100' }).send(message('+8613812345678'));
    expect(sent).toEqual({ providerMessageId: 'SM0123456789abcdef0123456789abcdef' });

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+8613812345678',
      From: '+14155550100',
      Body: 'Your Signet code is 482913. It expires in 10 minutes.',
    });
  });

  it('sends through a Messaging Service when one is configured instead of a number', async () => {
    const service = `MG${'b2'.repeat(16)}`;
    await sender({ messagingServiceSid: service }).send(message('+447700900123'));
    const form = new URLSearchParams(fake.requests.at(-1)!.body);
    expect(form.get('MessagingServiceSid')).toBe(service);
    expect(form.has('From')).toBe(false);
  });

  it('maps an invalid number (400, code 21211) to a delivery error that is not retried', async () => {
    const error = await sender({ from: '+14155550100' }).send(message(INVALID_NUMBER)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ providerCode: '21211', retryable: false });
    expect((error as Error).message).toContain("Invalid 'To' Phone Number");
  });

  it('maps a server failure (500) and an unreachable API to delivery errors that may be retried', async () => {
    await expect(sender({ from: '+14155550100' }).send(message(FAILING_NUMBER))).rejects.toMatchObject({ name: 'SmsDeliveryError', providerCode: '20500', retryable: true });
    const unreachable = sender({ from: '+14155550100' }, await closedPortUrl());
    const error = await unreachable.send(message('+8613812345678')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ retryable: true, providerCode: undefined });
  });

  it('verifies the credentials by reading the account, sending nothing', async () => {
    const before = fake.requests.length;
    await sender({ from: '+14155550100' }).verify();
    expect(fake.requests.slice(before).map((request) => `${request.method} ${request.url}`)).toEqual([`GET /2010-04-01/Accounts/${ACCOUNT_SID}.json`]);
  });
});
