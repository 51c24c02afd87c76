import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME, SERVICES } from '@signet/contracts';
import { PAYMENTS_ENV, paymentsConfig, paymentsProblems } from './payments-env.js';
import { SMS_ENV, smsConfig, smsProblems } from './sms-env.js';

export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

/** `{"sign":"https://sign.example.com", ...}`: base URL per service family; missing families use this origin. */
const serviceHosts = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON like {"sign":"https://sign.example.com"}' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(SERVICES), z.url()));

/**
 * Which hops may set X-Forwarded-For (Fastify's `trustProxy` forms): unset or `false` trusts none,
 * a whole number trusts that many hops, else a comma list of addresses, CIDRs or proxy-addr's
 * names (`loopback`, `linklocal`, `uniquelocal`). `true` (trust anyone) is refused on purpose:
 * any caller could then write the IP kept in the audit trail and dodge every per-IP limit.
 */
const trustProxy = z.string().transform((text, ctx): false | number | string[] => {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((item) => item.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count or a comma list of proxy addresses/CIDRs (not: ${bad.join(', ') || value})`,
    });
    return z.NEVER;
  }
  return entries;
});

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's own form of the setting. Fastify 5.8 treats a bare number as "trust nobody", so a
 * hop count becomes proxy-addr's classic rule: the nearest `hops` addresses are proxies.
 */
function toTrustProxy(setting: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: trustProxy.default(false),
    VIEWER_FRAME_ANCESTORS: commaList.pipe(z.array(z.url().transform((url) => new URL(url).origin))).default([]),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Signet <no-reply@signet.local>'),
    CN_HOSTNAMES: commaList.default([]),
    SERVICE_HOSTS_INTL: serviceHosts.optional(),
    SERVICE_HOSTS_CN: serviceHosts.optional(),
    // Signs page image links (issue 37); unset, a key is generated once and kept in the file store.
    PAGE_IMAGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    APP_BASIC_AUTH: z.string().regex(/^[^:]+:.+$/, 'must be user:password').default('signet-web:signet-web'),
    SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
    DEV_TOOLS: booleanFromEnv.optional(),
    // What this process does (issue 19): `all` serves and runs jobs; `web` only serves; `worker` only
    // runs jobs (plus health and metrics). JOB_WORKER=false is the older spelling of ROLE=web.
    ROLE: z.enum(PROCESS_ROLES).optional(),
    JOB_WORKER: booleanFromEnv.optional(),
    // Off when a separate one-shot `node apps/server/dist/migrate.js` applies migrations before roll-out.
    MIGRATE_ON_START: booleanFromEnv.default(true),
    // After SIGTERM, /readyz answers 503 this long before the listener closes, so load balancers stop sending first.
    READINESS_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    // Prometheus /metrics on its own listener (never on the public port); unset = no metrics.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('0.0.0.0'),
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    SEAL_P12_PATH: z.string().min(1).optional(),
    SEAL_P12_PASSPHRASE: z.string().default(''),
    SEAL_TSA_URL: z.url().optional(),
    // An operator's own CA (PEM files) for the certificates companies sign with; unset, one is generated and kept in the database.
    COMPANY_CA_CERT: z.string().min(1).optional(),
    COMPANY_CA_KEY: z.string().min(1).optional(),
    OPERATOR_NAME: z.string().trim().min(1).max(200).default(PRODUCT_NAME),
    OPERATOR_EMAIL: z.email().default('legal@signet.local'),
    OPERATOR_ADDRESS: z.string().trim().min(1).max(500).optional(),
    // The date printed on the legal pages; bump it when the operator's counsel changes them.
    LEGAL_EFFECTIVE_DATE: z.iso.date().default('2026-11-25'),
    ...PAYMENTS_ENV,
    ...SMS_ENV,
    // Receipts (issue 17): catalogue prices include tax; with a rate set, each receipt shows the
    // tax they contain on its own line under this label, and the operator's tax number.
    RECEIPT_TAX_LABEL: z.string().trim().min(1).max(40).default('VAT'),
    RECEIPT_TAX_RATE: z.coerce.number().min(0).max(100).optional(),
    RECEIPT_TAX_ID: z.string().trim().min(1).max(60).optional(),
    // Calls one API key may make a minute (issue 18).
    API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    // Hosts webhooks may reach over plain HTTP and at private addresses: development only (issue 18).
    WEBHOOK_ALLOW_HOSTS: commaList.pipe(z.array(z.string().min(1).transform((host) => host.toLowerCase()))).default([]),
    // Where the enterprise pricing page's contact form is delivered (through the mail queue).
    SALES_EMAIL: z.email().optional(),
  });

/** Settings that depend on each other, checked even when other values are invalid so all problems show at once. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems = env.SEAL_P12_PASSPHRASE && !env.SEAL_P12_PATH ? ['SEAL_P12_PASSPHRASE: is set but SEAL_P12_PATH is not'] : [];
  if (Boolean(env.COMPANY_CA_CERT) !== Boolean(env.COMPANY_CA_KEY)) problems.push('COMPANY_CA_CERT, COMPANY_CA_KEY: set both or neither');
  problems.push(...paymentsProblems(env));
  problems.push(...smsProblems(env));
  if (env.STORAGE_DRIVER !== 's3') return problems;
  return (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((key) => !env[key])
    .map((key) => `${key}: is required when STORAGE_DRIVER=s3`)
    .concat(problems);
}

export type Env = z.input<typeof EnvSchema>;

/**
 * Every variable the server reads. Recipe files (Dockerfile, compose, Kubernetes) are tested against
 * this list so they cannot drift; OTEL_* are read by OpenTelemetry itself (config/telemetry-env.ts).
 */
export const ENV_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

/** The role of a process: `all` (default), `web` or `worker`, with JOB_WORKER=false read as `web`. */
function roleOf(env: z.output<typeof EnvSchema>): ProcessRole {
  if (env.ROLE) return env.ROLE;
  return env.JOB_WORKER === false ? 'web' : 'all';
}

/** The parsed configuration every part of the server receives; nothing else reads process.env. */
export function toConfig(env: z.output<typeof EnvSchema>, cwd: string) {
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: toTrustProxy(env.TRUST_PROXY),
    // Sites allowed to frame the embeddable PDF viewer (/iframe/pdfViewer) besides our own pages.
    viewerFrameAncestors: env.VIEWER_FRAME_ANCESTORS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const),
    storage:
      env.STORAGE_DRIVER === 's3'
        ? ({
            kind: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          } as const)
        : ({ kind: 'local', dir: path.join(dataDir, 'files') } as const),
    mail: env.SMTP_URL
      ? ({ kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM } as const)
      : ({ kind: 'outbox', from: env.MAIL_FROM } as const),
    regions: {
      cnHostnames: env.CN_HOSTNAMES,
      hosts: { intl: env.SERVICE_HOSTS_INTL ?? {}, cn: env.SERVICE_HOSTS_CN ?? {} },
    },
    appBasicAuth: env.APP_BASIC_AUTH,
    pageImages: { secret: env.PAGE_IMAGE_SECRET ?? null },
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    // The outbox and other development pages reveal every mail; off in production unless asked for.
    devTools: env.DEV_TOOLS ?? env.NODE_ENV !== 'production',
    role: roleOf(env),
    jobs: { worker: roleOf(env) !== 'web', concurrency: env.JOB_CONCURRENCY },
    migrateOnStart: env.MIGRATE_ON_START,
    readinessDrainMs: env.READINESS_DRAIN_MS,
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : null,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    // Sealing completed agreements: a configured PKCS#12 file, else a certificate generated once and kept in the database;
    // companies' certificates come from the operator's CA files, else from a CA generated once and kept there too.
    seal: {
      p12Path: env.SEAL_P12_PATH ? path.resolve(cwd, env.SEAL_P12_PATH) : null,
      p12Passphrase: env.SEAL_P12_PASSPHRASE,
      tsaUrl: env.SEAL_TSA_URL ?? null,
      companyCa:
        env.COMPANY_CA_CERT && env.COMPANY_CA_KEY
          ? { certPath: path.resolve(cwd, env.COMPANY_CA_CERT), keyPath: path.resolve(cwd, env.COMPANY_CA_KEY) }
          : null,
    },
    // Who runs this deployment: named, with their contact, by the terms, privacy policy and e-sign disclosure.
    operator: {
      name: env.OPERATOR_NAME,
      email: env.OPERATOR_EMAIL,
      address: env.OPERATOR_ADDRESS ?? null,
      legalEffectiveDate: env.LEGAL_EFFECTIVE_DATE,
    },
    apiKeys: { perMinute: env.API_KEY_RATE_PER_MINUTE },
    webhooks: { allowHosts: new Set(env.WEBHOOK_ALLOW_HOSTS) as ReadonlySet<string> },
    receipts: { taxLabel: env.RECEIPT_TAX_LABEL, taxRate: env.RECEIPT_TAX_RATE ?? null, taxId: env.RECEIPT_TAX_ID ?? null },
    // Unset, the contact form goes to the operator's address, so a message is never dropped.
    salesEmail: env.SALES_EMAIL ?? env.OPERATOR_EMAIL,
    payments: paymentsConfig(env),
    sms: smsConfig(env),
  };
}

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once at start-up. Empty strings count as unset, so
 * `FOO=` in a .env file falls back to the default. Throws a ConfigError listing
 * every problem at once.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)),
    ...crossFieldProblems(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data, cwd);
}
