import { z } from 'zod';

export const SMS_DRIVERS = ['outbox', 'twilio', 'aliyun'] as const;

/** `host`, `host:port` or a URL (`http://127.0.0.1:4010` for a local fake): where the Aliyun SDK sends its calls. */
const aliyunEndpoint = z
  .string()
  .regex(/^(https?:\/\/)?[\w.-]+(:\d+)?\/?$/, 'must be a host name like dysmsapi.aliyuncs.com, or an http(s):// URL with no path')
  .transform((value) => {
    const scheme = /^(https?):\/\//.exec(value)?.[1];
    return { protocol: scheme ?? 'https', host: value.replace(/^https?:\/\//, '').replace(/\/$/, '') };
  });

/** The text-message provider's settings (issue 35), a part of the environment (env.ts). */
export const SMS_ENV = {
  // Where verification codes by text message go: the database outbox (default, shown by the
  // development outbox), Twilio (international) or Aliyun SMS (China region). See docs/sms.md.
  SMS_DRIVER: z.enum(SMS_DRIVERS).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID: AC and 32 hex digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  // The sender: a Twilio number in E.164 or an alphanumeric sender ID, or else a Messaging Service.
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, 'must be a number in E.164 (+14155550100) or a sender ID of up to 11 letters and digits').optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID: MG and 32 hex digits').optional(),
  // Points the SDK elsewhere (a local fake in tests); unset, it talks to https://api.twilio.com.
  TWILIO_API_BASE_URL: z.url().optional(),
  ALIYUN_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  // The approved signature (签名) and verification-code template (模板, with a ${code} parameter).
  ALIYUN_SMS_SIGN_NAME: z.string().trim().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ENDPOINT: aliyunEndpoint.prefault('dysmsapi.aliyuncs.com'),
};

type SmsEnv = z.output<z.ZodObject<typeof SMS_ENV>>;

const REQUIRED = {
  outbox: [],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
  aliyun: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
} as const;

/** What the chosen driver lacks; a driver half configured stops start-up rather than failing at the first code sent. */
export function smsProblems(env: Record<string, string | undefined>): string[] {
  const driver = (SMS_DRIVERS as readonly string[]).includes(env.SMS_DRIVER ?? '') ? (env.SMS_DRIVER as (typeof SMS_DRIVERS)[number]) : 'outbox';
  const problems = REQUIRED[driver].filter((key) => !env[key]).map((key) => `${key}: is required when SMS_DRIVER=${driver}`);
  if (driver === 'twilio' && Boolean(env.TWILIO_FROM) === Boolean(env.TWILIO_MESSAGING_SERVICE_SID)) {
    problems.push('TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID: set one of them when SMS_DRIVER=twilio (the sender number or the Messaging Service)');
  }
  return problems;
}

/** The driver and its settings, once smsProblems found nothing missing. */
export function smsConfig(env: SmsEnv) {
  if (env.SMS_DRIVER === 'twilio') {
    return {
      driver: 'twilio',
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? null,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID ?? null,
      apiBaseUrl: env.TWILIO_API_BASE_URL?.replace(/\/$/, '') ?? null,
    } as const;
  }
  if (env.SMS_DRIVER === 'aliyun') {
    return {
      driver: 'aliyun',
      accessKeyId: env.ALIYUN_ACCESS_KEY_ID ?? '',
      accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET ?? '',
      signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
      templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? '',
      endpoint: env.ALIYUN_SMS_ENDPOINT.host,
      protocol: env.ALIYUN_SMS_ENDPOINT.protocol,
    } as const;
  }
  return { driver: 'outbox' } as const;
}

export type SmsConfig = ReturnType<typeof smsConfig>;
