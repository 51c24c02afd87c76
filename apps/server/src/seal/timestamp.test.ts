import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSignature } from './find-signatures.js';
import { onPdf, pdfsig } from '../../test/helpers/completion.js';
import { embeddedTimestamp, tokenTime, verifyTimestampToken } from '../../test/helpers/pades-timestamp.js';
import { startTimestampAuthority, type TimestampAuthority } from '../../test/helpers/timestamp-authority.js';
import { checkCms, readTstInfo } from './cms-verify.js';
import { generateSealCertificate } from './generate-seal-certificate.js';
import { identityFromPem } from './seal-identity.js';
import { sealPdf } from './seal-pdf.js';
import { requestTimestamp, TimestampError } from './timestamp.js';

describe('RFC 3161 timestamps from a real (openssl) timestamp authority', () => {
  let tsa: TimestampAuthority;
  const made = generateSealCertificate('Timestamp test seal');
  const identity = identityFromPem(made.certificatePem, made.privateKeyPem);

  beforeAll(async () => {
    tsa = await startTimestampAuthority();
  }, 60_000);
  afterAll(async () => {
    await tsa.close();
  });

  const onePage = async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Timestamped agreement');
    return doc;
  };

  it('gets a token over the data whose imprint, time and signature openssl accepts', async () => {
    tsa.mode = 'ok';
    const data = Buffer.from('a signature value');
    const before = Date.now();
    const token = await requestTimestamp(tsa.url, data);
    const { genTime, imprint } = readTstInfo(token);
    expect(imprint).toEqual(createHash('sha256').update(data).digest());
    expect(Math.abs(genTime.getTime() - before)).toBeLessThan(10_000);
    const checked = await verifyTimestampToken(tsa, token, data);
    expect(checked.verify).toContain('Verification: OK');
    expect(checked.text).toMatch(/Policy OID: (1\.2\.3\.4\.1|tsa_policy1)/); // openssl names 1.2.3.4.1 tsa_policy1
    expect(tokenTime(checked.text).getTime()).toBe(Math.floor(genTime.getTime() / 1000) * 1000);
  });

  it('seals a PDF with the token as the signature-time-stamp attribute over the signature value', async () => {
    tsa.mode = 'ok';
    const { pdf, timestamped, timestampedAt } = await sealPdf(await onePage(), { identity, tsaUrl: tsa.url, signingTime: new Date(), reason: 'test', location: 'test' });
    expect(timestamped).toBe(true);
    expect(timestampedAt).toBeInstanceOf(Date);

    // (a) poppler still accepts the signature and the coverage; 22.x prints no timestamp line.
    const sig = await pdfsig(pdf);
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, pdf);
    expect(sig.stdout).toContain('Signature is Valid');
    expect(sig.stdout).toContain('Total document signed');
    expect(sig.stdout).toContain('ETSI.CAdES.detached');

    // (b) the token, cut from /Contents byte for byte, verifies against the TSA's CA with
    // the imprint PAdES wants: SHA-256 of the SignerInfo's signature value.
    const { cms, signature, token } = embeddedTimestamp(pdf);
    expect(token).not.toBeNull();
    const checked = await verifyTimestampToken(tsa, token!, signature);
    expect(checked.verify).toContain('Verification: OK');
    const printed = await onPdf(cms, 'openssl', (file) => ['cms', '-inform', 'DER', '-in', file, '-cmsout', '-print']);
    expect(printed.stdout).toContain('id-smime-aa-timeStampToken');

    // (c) our verifier still finds the seal intact and reads the token's time.
    const found = findSignature(pdf)!;
    const [a, b, c, d] = found.ranges;
    const content = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const ours = checkCms(found.contents, content);
    expect(ours.intact).toBe(true);
    expect(ours.timestampedAt?.getTime()).toBe(tokenTime(checked.text).getTime());
    expect(timestampedAt?.getTime()).toBe(ours.timestampedAt?.getTime());
  });

  it('refuses a replayed answer (another nonce) and a token too big for the PDF, as TimestampErrors', async () => {
    const data = Buffer.from('the same signature value');
    try {
      await requestTimestamp(tsa.url, data);
      tsa.mode = 'replay';
      await expect(requestTimestamp(tsa.url, data)).rejects.toThrow(/another nonce/);
      tsa.mode = 'oversized';
      // The token itself is fine (openssl accepts it); it just cannot fit the signature's room.
      const big = await requestTimestamp(tsa.url, data);
      expect(big.length).toBeGreaterThan(12 * 1024);
      const sealing = sealPdf(await onePage(), { identity, tsaUrl: tsa.url, signingTime: new Date(), reason: 'r', location: 'l' });
      await expect(sealing).rejects.toThrow(TimestampError);
      await expect(sealPdf(await onePage(), { identity, tsaUrl: tsa.url, signingTime: new Date(), reason: 'r', location: 'l' })).rejects.toThrow(/exceeds the room/);
    } finally {
      tsa.mode = 'ok';
    }
  });

  it('throws a TimestampError when the authority answers HTTP 500 or cannot be reached', async () => {
    tsa.mode = 500;
    try {
      await expect(requestTimestamp(tsa.url, Buffer.from('x'))).rejects.toThrow(TimestampError);
      await expect(requestTimestamp(tsa.url, Buffer.from('x'))).rejects.toThrow(/HTTP 500/);
      await expect(sealPdf(await onePage(), { identity, tsaUrl: tsa.url, signingTime: new Date(), reason: 'r', location: 'l' })).rejects.toThrow(TimestampError);
    } finally {
      tsa.mode = 'ok';
    }
    await expect(requestTimestamp('http://127.0.0.1:9/tsr', Buffer.from('x'), { timeoutMs: 2_000 })).rejects.toThrow(/unreachable/);
  });
});
