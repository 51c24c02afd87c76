import { createRequire } from 'node:module';
import type DysmsapiModule from '@alicloud/dysmsapi20170525';
import type OpenApiCoreModule from '@alicloud/openapi-core';
import type { SmsConfig } from '../config/sms-env.js';
import { SmsDeliveryError, type SentSms, type SmsMessage, type SmsSender } from './sms-sender.js';

type AliyunConfig = Extract<SmsConfig, { driver: 'aliyun' }>;
type Dysmsapi = InstanceType<typeof DysmsapiModule.default>;

/**
 * Codes that may pass on a later try: Aliyun's own failures and its rate limits (per number per
 * minute, hour and day). Every other `isv.*` code (an illegal number, a bad template or signature,
 * no balance left) fails the same way again.
 */
const RETRYABLE_CODES = new Set(['isp.SYSTEM_ERROR', 'isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL', 'isp.GATEWAY_ERROR']);
const isRetryableCode = (code: string) => RETRYABLE_CODES.has(code) || code.startsWith('Throttling') || code.startsWith('ServiceUnavailable');

/**
 * Sends through Aliyun SMS (Dysmsapi 2017-05-25) with Alibaba Cloud's official SDK (decision 019):
 * the approved signature and verification-code template, filled with `{"code":"123456"}`. The
 * template's wording is Aliyun's, so `text` is not sent. The SDK loads with the first message.
 */
export class AliyunSmsSender implements SmsSender {
  readonly driver = 'aliyun';
  private client: Promise<{ client: Dysmsapi; sdk: typeof DysmsapiModule }> | null = null;

  constructor(private readonly config: AliyunConfig) {}

  async send(message: SmsMessage): Promise<SentSms> {
    const { client, sdk } = await this.openClient();
    const request = new sdk.SendSmsRequest({
      // Aliyun takes the country code without its plus (8613812345678); for the mainland it may also be left off.
      phoneNumbers: message.to.replace(/^\+/, ''),
      signName: this.config.signName,
      templateCode: this.config.templateCode,
      templateParam: JSON.stringify({ code: message.code }),
    });
    const { body } = await client.sendSms(request).catch((error: unknown) => {
      throw toDeliveryError(error);
    });
    // A refused message is still an HTTP 200, told apart by its Code.
    if (body?.code !== 'OK' || !body.bizId) throw refusal(body?.code ?? 'unknown', body?.message);
    return { providerMessageId: body.bizId };
  }

  /** Reads the configured template, which proves the credentials and the template code without sending. */
  async verify(): Promise<void> {
    const { client, sdk } = await this.openClient();
    const { body } = await client.getSmsTemplate(new sdk.GetSmsTemplateRequest({ templateCode: this.config.templateCode })).catch((error: unknown) => {
      throw toDeliveryError(error);
    });
    if (body?.code !== 'OK') throw refusal(body?.code ?? 'unknown', body?.message);
  }

  private openClient() {
    // The SDK is CommonJS with its class on `exports.default`; require() reads it the same way under Node and Vitest.
    this.client ??= Promise.resolve().then(() => {
      const require = createRequire(import.meta.url);
      const sdk = require('@alicloud/dysmsapi20170525') as typeof DysmsapiModule;
      const core = require('@alicloud/openapi-core') as typeof OpenApiCoreModule;
      const config = new core.$OpenApiUtil.Config({
        accessKeyId: this.config.accessKeyId,
        accessKeySecret: this.config.accessKeySecret,
        endpoint: this.config.endpoint,
        protocol: this.config.protocol,
      });
      return { client: new sdk.default(config), sdk };
    });
    return this.client;
  }
}

function refusal(code: string, message: string | undefined): SmsDeliveryError {
  return new SmsDeliveryError(`Aliyun SMS refused the message (${code}): ${message ?? 'no message'}`, { retryable: isRetryableCode(code), providerCode: code });
}

/** The SDK's ClientError or ServerError (HTTP 4xx or 5xx, with Aliyun's Code), or a network failure. */
function toDeliveryError(error: unknown): SmsDeliveryError {
  if (error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number') {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return new SmsDeliveryError(`Aliyun SMS refused the call (HTTP ${error.statusCode}${code ? `, ${code}` : ''}): ${error.message}`, {
      retryable: error.statusCode >= 500 || (code !== undefined && isRetryableCode(code)),
      providerCode: code,
      cause: error,
    });
  }
  return new SmsDeliveryError(`Aliyun SMS could not be reached: ${error instanceof Error ? error.message : String(error)}`, { retryable: true, cause: error });
}
