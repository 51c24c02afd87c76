import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client.js';
import { sealIdentities } from '../db/schema/index.js';
import { createTestDatabase, databaseTargets, runsOnPglite, type TestDatabase } from '../../test/helpers/database.js';
import { runOnFiles } from '../../test/helpers/run-tool.js';
import { ensureCompanyCa, generateCompanyCa, readCompanyCa } from './company-ca.js';
import { ensureCompanyIdentity, type CertifiedCompany } from './company-identity.js';
import { issueCompanyCertificate } from './issue-company-certificate.js';
import { identityFromPem, type SealIdentity } from './seal-identity.js';

const CHINESE: CertifiedCompany = { id: 101n, legalName: '北京示例科技有限公司', registrationNumber: '91110000MA01ABCD2X', region: 'cn' };
const ACME: CertifiedCompany = { id: 102n, legalName: 'ACME Trading Ltd', registrationNumber: null, region: 'intl' };

const pem = (der: Buffer) => new X509Certificate(der).toString();
const generatedCa = () => {
  const made = generateCompanyCa();
  return identityFromPem(made.certificatePem, made.privateKeyPem);
};
const openssl = (ca: SealIdentity, identity: SealIdentity, args: (paths: Record<string, string>) => string[]) =>
  runOnFiles({ 'ca.pem': [ca.certificate, ...ca.chain].map(pem).join(''), 'cert.pem': pem(identity.certificate) }, 'openssl', args);

/** `count` handles on one database: separate pools, as separate server processes have, on PostgreSQL. */
async function handles(database: TestDatabase, count: number): Promise<{ dbs: Db[]; close(): Promise<void> }> {
  if (!database.url) return { dbs: Array.from({ length: count }, () => database.db), close: async () => {} };
  const opened = await Promise.all(Array.from({ length: count }, () => openDatabase({ kind: 'postgres', url: database.url! })));
  return { dbs: opened.map((d) => d.db), close: async () => void (await Promise.all(opened.map((d) => d.close()))) };
}

describe.each(databaseTargets())('company certificates on %s', (kind) => {
  it('makes exactly one CA, and one certificate per company, for 10 callers at once', { timeout: 300_000 }, async () => {
    const database = await createTestDatabase(kind);
    const { dbs, close } = await handles(database, 10);
    try {
      const cas = await Promise.all(dbs.map((db) => ensureCompanyCa(db)));
      expect(new Set(cas.map((ca) => ca.certSha256)).size).toBe(1);
      const ca = cas[0]!;
      const issued = await Promise.all(dbs.flatMap((db) => [CHINESE, ACME].map(async (company) => ({ company, identity: await ensureCompanyIdentity(db, ca, company) }))));
      for (const company of [CHINESE, ACME]) {
        const mine = issued.filter((entry) => entry.company === company).map((entry) => entry.identity.certSha256);
        expect(mine).toHaveLength(10);
        expect(new Set(mine).size).toBe(1);
      }
      const rows = await database.db.select({ name: sealIdentities.name }).from(sealIdentities).where(like(sealIdentities.name, 'company%'));
      expect(rows.map((row) => row.name).sort()).toEqual(['company-ca', 'company:101', 'company:102']);
      // A later call reads the same ones, and the chain is the CA.
      expect((await ensureCompanyCa(database.db)).certSha256).toBe(ca.certSha256);
      const again = await ensureCompanyIdentity(database.db, ca, CHINESE);
      expect(again.certSha256).toBe(issued[0]!.identity.certSha256);
      expect(again.chain).toEqual([ca.certificate]);
    } finally {
      await close();
      await database.drop();
    }
  });
});

describe.runIf(runsOnPglite())('a company certificate', () => {
  const ca = generatedCa();

  it('names the company in UTF-8 with its registration number, signs only, and chains to the CA', async () => {
    const made = issueCompanyCertificate(ca, CHINESE);
    const identity = identityFromPem(made.certificatePem, made.privateKeyPem);
    const subject = await openssl(ca, identity, (p) => ['x509', '-in', p['cert.pem']!, '-noout', '-subject', '-nameopt', 'utf8']);
    expect(subject.stdout.trim()).toBe('subject=C=CN, O=北京示例科技有限公司, CN=北京示例科技有限公司, serialNumber=91110000MA01ABCD2X');
    expect((await openssl(ca, identity, (p) => ['verify', '-CAfile', p['ca.pem']!, p['cert.pem']!])).stdout).toContain(': OK');
    const text = (await openssl(ca, identity, (p) => ['x509', '-in', p['cert.pem']!, '-noout', '-text'])).stdout;
    expect(text).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(text).toMatch(/Basic Constraints: critical\s+CA:FALSE/);
    expect(text).toContain('Public-Key: (3072 bit)');
    const x509 = new X509Certificate(identity.certificate);
    const years = (Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / (365 * 24 * 3600 * 1000);
    expect(years).toBeCloseTo(10, 1);
    // An international company: no country, no serialNumber.
    const acme = issueCompanyCertificate(ca, ACME);
    expect(new X509Certificate(acme.certificatePem).subject).toBe('O=ACME Trading Ltd\nCN=ACME Trading Ltd');
  });

  it('comes from a CA that may only issue, for 20 years', async () => {
    const text = (await openssl(ca, ca, (p) => ['x509', '-in', p['cert.pem']!, '-noout', '-text', '-nameopt', 'utf8'])).stdout;
    expect(text).toContain('Subject: CN=Signet company seal CA, O=Signet');
    expect(text).toMatch(/Basic Constraints: critical\s+CA:TRUE, pathlen:0/);
    expect(text).toMatch(/Key Usage: critical\s+Certificate Sign, CRL Sign/);
    const x509 = new X509Certificate(ca.certificate);
    expect((Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / (365 * 24 * 3600 * 1000)).toBeCloseTo(20, 1);
  });
});

describe.runIf(runsOnPglite())('an operator\'s own company CA (COMPANY_CA_CERT, COMPANY_CA_KEY)', () => {
  /** An EC P-256 CA with a Chinese name, made by openssl as an operator would, and a certificate that is no CA. */
  async function operatorFiles(dir: string) {
    const req = (out: string, key: string, subject: string, ext: string[]) =>
      promisify(execFile)('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', path.join(dir, key), '-out', path.join(dir, out), '-days', '3650', '-utf8', '-subj', subject, ...ext.flatMap((e) => ['-addext', e])]);
    await req('ca.pem', 'ca.key', '/CN=示例集团印章 CA/O=示例集团', ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign']);
    await req('leaf.pem', 'leaf.key', '/CN=not a CA', ['basicConstraints=critical,CA:FALSE']);
    return (name: string) => path.join(dir, name);
  }

  it('issues certificates that chain to it, and a stored certificate from the generated CA is replaced once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'signet-ca-'));
    const database = await createTestDatabase('pglite');
    try {
      const file = await operatorFiles(dir);
      const operatorCa = await readCompanyCa({ certPath: file('ca.pem'), keyPath: file('ca.key') });
      expect(operatorCa.subject).toBe('CN=示例集团印章 CA, O=示例集团');
      const before = await ensureCompanyIdentity(database.db, generatedCa(), CHINESE);
      const after = await ensureCompanyIdentity(database.db, operatorCa, CHINESE);
      expect(after.certSha256).not.toBe(before.certSha256);
      expect((await ensureCompanyIdentity(database.db, operatorCa, CHINESE)).certSha256).toBe(after.certSha256);
      expect((await openssl(operatorCa, after, (p) => ['verify', '-CAfile', p['ca.pem']!, p['cert.pem']!])).stdout).toContain(': OK');
      // A new legal name gets a new certificate too.
      const renamed = await ensureCompanyIdentity(database.db, operatorCa, { ...CHINESE, legalName: '北京示例网络科技有限公司' });
      expect(renamed.subject).toContain('北京示例网络科技有限公司');

      await expect(readCompanyCa({ certPath: file('leaf.pem'), keyPath: file('leaf.key') })).rejects.toThrow(/not a CA/);
      await expect(readCompanyCa({ certPath: file('ca.pem'), keyPath: file('leaf.key') })).rejects.toThrow(/no certificate matches/);
    } finally {
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
