import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const TWILIO = { SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0f'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'token' };
const ALIYUN = { SMS_DRIVER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'LTAI5t', ALIYUN_ACCESS_KEY_SECRET: 'secret', ALIYUN_SMS_SIGN_NAME: 'Signet签署', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465820001' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('SMS configuration', () => {
  it('keeps text messages in the outbox when nothing is configured, in production too (as mail does)', () => {
    expect(loadConfig({}).sms).toEqual({ driver: 'outbox' });
    expect(loadConfig({ NODE_ENV: 'production' }).sms).toEqual({ driver: 'outbox' });
  });

  it('sends through Twilio from a number or a Messaging Service, at its API unless another base URL is given', () => {
    expect(loadConfig({ ...TWILIO, TWILIO_FROM: '+14155550100' }).sms).toEqual({
      driver: 'twilio',
      accountSid: TWILIO.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      from: '+14155550100',
      messagingServiceSid: null,
      apiBaseUrl: null,
    });
    const service = `MG${'1a'.repeat(16)}`;
    expect(loadConfig({ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: service, TWILIO_API_BASE_URL: 'http://127.0.0.1:4010/' }).sms).toMatchObject({
      from: null,
      messagingServiceSid: service,
      apiBaseUrl: 'http://127.0.0.1:4010',
    });
  });

  it('sends through Aliyun SMS at dysmsapi.aliyuncs.com over HTTPS, or at the endpoint given', () => {
    expect(loadConfig(ALIYUN).sms).toEqual({
      driver: 'aliyun',
      accessKeyId: 'LTAI5t',
      accessKeySecret: 'secret',
      signName: 'Signet签署',
      templateCode: 'SMS_465820001',
      endpoint: 'dysmsapi.aliyuncs.com',
      protocol: 'https',
    });
    expect(loadConfig({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'dysmsapi.ap-southeast-1.aliyuncs.com' }).sms).toMatchObject({ endpoint: 'dysmsapi.ap-southeast-1.aliyuncs.com', protocol: 'https' });
    expect(loadConfig({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:4011' }).sms).toMatchObject({ endpoint: '127.0.0.1:4011', protocol: 'http' });
  });

  it('names every setting a chosen driver lacks, and each malformed value', () => {
    expect(problems({ SMS_DRIVER: 'twilio' })).toEqual([
      'TWILIO_ACCOUNT_SID: is required when SMS_DRIVER=twilio',
      'TWILIO_AUTH_TOKEN: is required when SMS_DRIVER=twilio',
      'TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID: set one of them when SMS_DRIVER=twilio (the sender number or the Messaging Service)',
    ]);
    expect(problems({ ...TWILIO, TWILIO_FROM: '+14155550100', TWILIO_MESSAGING_SERVICE_SID: `MG${'1a'.repeat(16)}` })).toHaveLength(1);
    expect(problems({ SMS_DRIVER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'LTAI5t' })).toEqual([
      'ALIYUN_ACCESS_KEY_SECRET: is required when SMS_DRIVER=aliyun',
      'ALIYUN_SMS_SIGN_NAME: is required when SMS_DRIVER=aliyun',
      'ALIYUN_SMS_TEMPLATE_CODE: is required when SMS_DRIVER=aliyun',
    ]);
    expect(problems({ SMS_DRIVER: 'nexmo' }).join('\n')).toMatch(/SMS_DRIVER: .*"outbox"/);
    const malformed = problems({ ...TWILIO, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_FROM: '138 0013 8000 call me', ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/path' }).join('\n');
    expect(malformed).toContain('TWILIO_ACCOUNT_SID: must be an Account SID: AC and 32 hex digits');
    expect(malformed).toContain('TWILIO_FROM: must be a number in E.164');
    expect(malformed).toContain('ALIYUN_SMS_ENDPOINT: must be a host name like dysmsapi.aliyuncs.com');
  });

  it('ignores one provider\'s settings while another driver is chosen', () => {
    expect(loadConfig({ ...ALIYUN, SMS_DRIVER: 'outbox', TWILIO_AUTH_TOKEN: 'token' }).sms).toEqual({ driver: 'outbox' });
  });
});
