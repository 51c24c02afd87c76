import type { Locale } from '@signet/contracts';

/** A verification code by text message. `text` is the whole message (Twilio, the outbox); Aliyun sends its approved template with `code`. */
export interface SmsMessage {
  /** E.164, e.g. +8613812345678. */
  to: string;
  locale: Locale;
  code: string;
  text: string;
}

export interface SentSms {
  providerMessageId: string;
}

/** Sends text messages: through Twilio or Aliyun SMS in production, into the database outbox otherwise. */
export interface SmsSender {
  readonly driver: 'outbox' | 'twilio' | 'aliyun';
  send(message: SmsMessage): Promise<SentSms>;
  /** Reaches the provider and checks the credentials without sending (the `check` entry point); absent when there is nothing to reach. */
  verify?(): Promise<void>;
}

/** A provider refused or could not be reached; `providerCode` is the provider's own error code when it gave one. */
export class SmsDeliveryError extends Error {
  readonly providerCode?: string;
  /** True when the same message may go through later (the provider failed or was busy); false when it never will (a bad number). */
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; providerCode?: string | undefined; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'SmsDeliveryError';
    this.retryable = options.retryable;
    if (options.providerCode !== undefined) this.providerCode = options.providerCode;
  }
}
