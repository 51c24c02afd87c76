import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { SmsConfig } from '../config/sms-env.js';
import { SmsDeliveryError, type SentSms, type SmsMessage, type SmsSender } from './sms-sender.js';

type TwilioConfig = Extract<SmsConfig, { driver: 'twilio' }>;

/** The origin every Twilio SDK call starts from; TWILIO_API_BASE_URL replaces it. */
const TWILIO_API_ORIGIN = 'https://api.twilio.com';

/** Twilio answers 429 when an account sends too fast; like 5xx it passes. Other 4xx (a bad number, bad credentials) never will. */
const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/**
 * Sends through Twilio's Messages API with the official SDK (decision 019), from a number or a
 * Messaging Service. The SDK loads with the first message.
 */
export class TwilioSmsSender implements SmsSender {
  readonly driver = 'twilio';
  private client: Promise<Twilio> | null = null;

  constructor(private readonly config: TwilioConfig) {}

  async send(message: SmsMessage): Promise<SentSms> {
    const client = await this.openClient();
    const sender = this.config.messagingServiceSid ? { messagingServiceSid: this.config.messagingServiceSid } : { from: this.config.from ?? '' };
    try {
      const sent = await client.messages.create({ to: message.to, body: message.text, ...sender });
      return { providerMessageId: sent.sid };
    } catch (error) {
      throw toDeliveryError(error);
    }
  }

  /** Reads the account, which proves the credentials without sending anything. */
  async verify(): Promise<void> {
    const client = await this.openClient();
    try {
      await client.api.v2010.accounts(this.config.accountSid).fetch();
    } catch (error) {
      throw toDeliveryError(error);
    }
  }

  private openClient(): Promise<Twilio> {
    this.client ??= import('twilio').then(({ default: twilio }) => {
      const baseUrl = this.config.apiBaseUrl;
      // The SDK's documented hook for its transport: a RequestClient of our own that sends every call to the base URL.
      class BaseUrlRequestClient extends twilio.RequestClient {
        override request<TData>(options: RequestClient.RequestOptions<TData>) {
          const uri = baseUrl && options.uri.startsWith(TWILIO_API_ORIGIN) ? baseUrl + options.uri.slice(TWILIO_API_ORIGIN.length) : options.uri;
          return super.request<TData>({ ...options, uri });
        }
      }
      return twilio(this.config.accountSid, this.config.authToken, baseUrl ? { httpClient: new BaseUrlRequestClient() } : {});
    });
    return this.client;
  }
}

/** Twilio's answer (RestException or its RFC 9457 form, both with `status` and `code`), or a network failure. */
function toDeliveryError(error: unknown): SmsDeliveryError {
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
    const code = 'code' in error && (typeof error.code === 'number' || typeof error.code === 'string') ? String(error.code) : undefined;
    return new SmsDeliveryError(`Twilio refused the message (HTTP ${error.status}${code ? `, code ${code}` : ''}): ${error.message}`, {
      retryable: isRetryableStatus(error.status),
      providerCode: code,
      cause: error,
    });
  }
  return new SmsDeliveryError(`Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`, { retryable: true, cause: error });
}
