import { describe, expect, it } from 'vitest';
import { pdfsig } from '../../../test/helpers/completion.js';
import { companyIdentities, sealedByCompanies } from '../../../test/helpers/company-signatures.js';
import { createTestDatabase, databaseTargets } from '../../../test/helpers/database.js';
import { ensureCompanyIdentity } from '../../seal/company-identity.js';
import { ensureCompanyCa } from '../../seal/company-ca.js';
import { ensureGeneratedIdentity } from '../../seal/seal-identity-store.js';
import { verifyDocument } from './verify-document.js';

describe.each(databaseTargets())('verifying a PDF signed by two companies and sealed by Signet on %s', (kind) => {
  it('lists the three signatures, and one byte changed in the first revision breaks them all', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase(kind);
    try {
      const { db } = database;
      const seal = await ensureGeneratedIdentity(db);
      // Company certificates kept beside the seal's in seal_identities are not Signet's seal.
      const ca = await ensureCompanyCa(db);
      const company = { id: 7n, legalName: 'Stored Co', registrationNumber: null, region: 'intl' } as const;
      const stored = { company, identity: await ensureCompanyIdentity(db, ca, company) };
      const { pdf, signingTime } = await sealedByCompanies(seal, { companies: [companyIdentities().companies[0]!, stored] });
      const signedAt = signingTime.toISOString();

      const result = await verifyDocument(db, pdf);
      expect(result).toMatchObject({ verdict: 'authentic', signature: { intact: true, coversWholeFile: true, sealedBySignet: true, signer: seal.subject } });
      expect(result.signatures).toEqual([
        { signer: 'C=CN, O=北京示例科技有限公司, CN=北京示例科技有限公司, serialNumber=91110000MA01ABCD2X', signedAt, intact: true, coversWholeFile: false, sealedBySignet: false, timestampedAt: null },
        { signer: 'O=Stored Co, CN=Stored Co', signedAt, intact: true, coversWholeFile: false, sealedBySignet: false, timestampedAt: null },
        { signer: seal.subject, signedAt, intact: true, coversWholeFile: true, sealedBySignet: true, timestampedAt: null },
      ]);

      const changed = Buffer.from(pdf);
      const at = changed.indexOf('/MediaBox');
      expect(at).toBeLessThan(changed.indexOf('%%EOF'));
      changed.write('/MediaBoy', at, 'latin1');
      const broken = await verifyDocument(db, changed);
      expect(broken).toMatchObject({ verdict: 'modified', agreement: null, signature: { intact: false, sealedBySignet: true, coversWholeFile: true } });
      expect(broken.signatures?.map((signature) => signature.intact)).toEqual([false, false, false]);
      expect((await pdfsig(changed)).stdout).not.toContain('Signature is Valid');

      const unsigned = await verifyDocument(db, pdf.subarray(0, pdf.indexOf('%%EOF') + 5));
      expect(unsigned).toMatchObject({ verdict: 'unsigned', signature: null, signatures: [] });
    } finally {
      await database.drop();
    }
  });
});
