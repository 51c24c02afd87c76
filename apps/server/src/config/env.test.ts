import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('gives a working local service with nothing configured', () => {
    const config = loadConfig({}, '/srv/signet');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dir: '/srv/signet/data/pglite' });
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/signet/data/files' });
    expect(config.mail.kind).toBe('outbox');
    expect(config.devTools).toBe(true);
  });

  it('uses PostgreSQL, S3 and SMTP when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/signet',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      SMTP_URL: 'smtp://mail:25',
      NODE_ENV: 'production',
      SERVICE_HOSTS_CN: '{"sign":"https://sign.example.cn"}',
      CN_HOSTNAMES: 'signet.cn, www.signet.cn',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/signet' });
    expect(config.storage.kind).toBe('s3');
    expect(config.mail.kind).toBe('smtp');
    expect(config.devTools).toBe(false);
    expect(config.regions.hosts.cn).toEqual({ sign: 'https://sign.example.cn' });
    expect(config.regions.cnHostnames).toEqual(['signet.cn', 'www.signet.cn']);
  });

  it('trusts no proxy by default, and a hop count or a list of addresses when told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop === 'function' && [oneHop('203.0.113.1', 0), oneHop('203.0.113.1', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not: 10.0.0.0\/33/);
  });

  it('runs every role in one process by default; ROLE splits web from worker, and JOB_WORKER=false still means web', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', jobs: { worker: true }, migrateOnStart: true, readinessDrainMs: 5000, metrics: null });
    expect(loadConfig({ ROLE: 'web' })).toMatchObject({ role: 'web', jobs: { worker: false } });
    expect(loadConfig({ ROLE: 'worker', METRICS_PORT: '9464' })).toMatchObject({ role: 'worker', jobs: { worker: true }, metrics: { port: 9464, host: '0.0.0.0' } });
    expect(loadConfig({ JOB_WORKER: 'false' })).toMatchObject({ role: 'web', jobs: { worker: false } });
    expect(loadConfig({ JOB_WORKER: 'false', ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ MIGRATE_ON_START: 'false', READINESS_DRAIN_MS: '0' })).toMatchObject({ migrateOnStart: false, readinessDrainMs: 0 });
    expect(() => loadConfig({ ROLE: 'scheduler' })).toThrow(/ROLE/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORAGE_DRIVER: 's3', SERVICE_HOSTS_INTL: '{oops' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problems).toContain('S3_BUCKET: is required when STORAGE_DRIVER=s3');
    expect(problems).toContain('SERVICE_HOSTS_INTL');
  });

  it('switches Alipay and WeChat Pay on only when fully configured, and names what a half configuration lacks', () => {
    expect(loadConfig({}).payments).toEqual({ stripe: null, alipay: null, wechatpay: null });
    const alipay = loadConfig({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p' }).payments.alipay;
    expect(alipay).toEqual({ appId: '2021', privateKey: 'k', alipayPublicKey: 'p', gatewayUrl: 'https://openapi.alipay.com/gateway.do' });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ ALIPAY_APP_ID: '2021' })).toEqual(['ALIPAY_PRIVATE_KEY: is required when ALIPAY_APP_ID is set', 'ALIPAY_PUBLIC_KEY: is required when ALIPAY_APP_ID is set']);
    expect(problems({ WECHATPAY_MCH_ID: '1900000109' })).toHaveLength(6);
    expect(problems({ WECHATPAY_API_V3_KEY: 'short' })).toContain('WECHATPAY_API_V3_KEY: must be the 32-byte API v3 key');
  });

  it('seals with a generated certificate unless a PKCS#12 file is configured', () => {
    expect(loadConfig({}, '/srv').seal).toEqual({ p12Path: null, p12Passphrase: '', tsaUrl: null, companyCa: null });
    expect(loadConfig({ SEAL_P12_PATH: 'keys/seal.p12', SEAL_P12_PASSPHRASE: 'pw', SEAL_TSA_URL: 'http://tsa.example.com/tsr' }, '/srv').seal).toEqual({
      p12Path: '/srv/keys/seal.p12',
      p12Passphrase: 'pw',
      tsaUrl: 'http://tsa.example.com/tsr',
      companyCa: null,
    });
    expect(() => loadConfig({ SEAL_P12_PASSPHRASE: 'pw', SEAL_TSA_URL: 'not a url' })).toThrow(/SEAL_P12_PASSPHRASE: is set but SEAL_P12_PATH is not[\s\S]*SEAL_TSA_URL|SEAL_TSA_URL[\s\S]*SEAL_P12_PASSPHRASE/);
  });

  it('issues company certificates from the operator\'s CA files when both are set', () => {
    expect(loadConfig({ COMPANY_CA_CERT: 'keys/ca.pem', COMPANY_CA_KEY: '/etc/signet/ca.key' }, '/srv').seal.companyCa).toEqual({ certPath: '/srv/keys/ca.pem', keyPath: '/etc/signet/ca.key' });
    expect(() => loadConfig({ COMPANY_CA_CERT: 'keys/ca.pem' })).toThrow(/COMPANY_CA_CERT, COMPANY_CA_KEY: set both or neither/);
  });

  it('names the operator on the legal pages: the product by default, else as configured', () => {
    expect(loadConfig({}).operator).toEqual({ name: 'Signet', email: 'legal@signet.local', address: null, legalEffectiveDate: '2026-11-25' });
    expect(
      loadConfig({
        OPERATOR_NAME: ' Example Trust Ltd ',
        OPERATOR_EMAIL: 'privacy@example.com',
        OPERATOR_ADDRESS: '1 Main Street, Springfield',
        LEGAL_EFFECTIVE_DATE: '2027-01-31',
      }).operator,
    ).toEqual({ name: 'Example Trust Ltd', email: 'privacy@example.com', address: '1 Main Street, Springfield', legalEffectiveDate: '2027-01-31' });
    expect(() => loadConfig({ OPERATOR_EMAIL: 'nobody', LEGAL_EFFECTIVE_DATE: '31/01/2027' })).toThrow(/OPERATOR_EMAIL[\s\S]*LEGAL_EFFECTIVE_DATE/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
