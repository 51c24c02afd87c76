import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client.js';
import { sealIdentities } from '../db/schema/index.js';
import { pdfsig } from '../../test/helpers/completion.js';
import { createTestDatabase, databaseTargets, runsOnPglite } from '../../test/helpers/database.js';
import { generateSealCertificate } from './generate-seal-certificate.js';
import { sealPdf } from './seal-pdf.js';
import { createSealProvider, ensureGeneratedIdentity } from './seal-identity-store.js';

describe.each(databaseTargets())('the generated sealing certificate on %s', (kind) => {
  it('is created exactly once when several processes start at once', { timeout: 300_000 }, async () => {
    const database = await createTestDatabase(kind);
    const extra: Awaited<ReturnType<typeof openDatabase>>[] = [];
    try {
      let dbs = [database.db, database.db, database.db, database.db];
      if (kind === 'postgres') {
        // Separate pools, as separate server processes would have.
        const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
        const url = new URL(process.env.TEST_DATABASE_URL ?? '');
        url.pathname = `/${row!.name}`;
        for (let i = 0; i < 4; i++) extra.push(await openDatabase({ kind: 'postgres', url: url.toString() }));
        dbs = extra.map((d) => d.db);
      }
      const identities = await Promise.all(dbs.map((db) => ensureGeneratedIdentity(db)));
      expect(new Set(identities.map((identity) => identity.certSha256)).size).toBe(1);
      expect(await database.db.select().from(sealIdentities)).toHaveLength(1);
      // A later start reads the same one.
      expect((await createSealProvider(database.db, { p12Path: null, p12Passphrase: '', tsaUrl: null, companyCa: null }).identity()).certSha256).toBe(identities[0]!.certSha256);
    } finally {
      for (const d of extra) await d.close();
      await database.drop();
    }
  });
});

describe.runIf(runsOnPglite())('a configured PKCS#12 file', () => {
  it('seals instead of the generated certificate', async () => {
    const made = generateSealCertificate('ACME Corp seal');
    const p12 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(made.privateKeyPem), [forge.pki.certificateFromPem(made.certificatePem)], 's3cret', { algorithm: '3des' });
    const dir = await mkdtemp(path.join(tmpdir(), 'signet-p12-'));
    try {
      const file = path.join(dir, 'seal.p12');
      await writeFile(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
      const unusedDb = null as never;
      const identity = await createSealProvider(unusedDb, { p12Path: file, p12Passphrase: 's3cret', tsaUrl: null, companyCa: null }).identity();
      expect(identity.subject).toContain('ACME Corp seal');
      const doc = await PDFDocument.create();
      doc.addPage();
      const { pdf } = await sealPdf(doc, { identity, tsaUrl: null, signingTime: new Date(), reason: 'test', location: 'test' });
      const out = (await pdfsig(pdf)).stdout;
      expect(out).toContain('ACME Corp seal');
      expect(out).toContain('Signature is Valid');
      await expect(createSealProvider(unusedDb, { p12Path: file, p12Passphrase: 'wrong', tsaUrl: null, companyCa: null }).identity()).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
