import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { VerifyResult } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementCompletions, agreements, sealIdentities } from '../../db/schema/index.js';
import { checkCms } from '../../seal/cms-verify.js';
import { GENERATED_SEAL } from '../../seal/seal-identity-store.js';
import { getUserById } from '../account/users-repository.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { senderNameFor } from '../company/sender-name.js';

/** The newest signature's /ByteRange and /Contents in a PDF, found as text (a seal is saved without object streams). */
export function findSignature(pdf: Buffer): { ranges: [number, number, number, number]; contents: Buffer } | null {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return null;
  const ranges = last.slice(1, 5).map(Number) as [number, number, number, number];
  const [, length, secondStart] = ranges;
  if (length <= 0 || secondStart <= length + 1 || secondStart > pdf.length) return { ranges, contents: Buffer.alloc(0) };
  const hex = pdf.subarray(length, secondStart).toString('latin1').replace(/[<>\s]/g, '');
  return { ranges, contents: Buffer.from(hex, 'hex') };
}

/** Ranges that start at 0 and end at the file's end, around the signature only. */
function coversWholeFile(pdf: Buffer, [a, b, c, d]: readonly [number, number, number, number]): boolean {
  return a === 0 && b > 0 && c > b && d >= 0 && c + d === pdf.length;
}

async function isOurCertificate(db: Db, certSha256: string | null): Promise<boolean> {
  if (!certSha256) return false;
  // Only the sealing certificate: the table also holds the company CA and companies' certificates.
  const [generated] = await db
    .select({ sha: sealIdentities.certSha256 })
    .from(sealIdentities)
    .where(and(eq(sealIdentities.name, GENERATED_SEAL), eq(sealIdentities.certSha256, certSha256)))
    .limit(1);
  if (generated) return true;
  const [used] = await db.select({ sha: agreementCompletions.sealCertSha256 }).from(agreementCompletions).where(eq(agreementCompletions.sealCertSha256, certSha256)).limit(1);
  return Boolean(used);
}

async function agreementOf(db: Db, sha256: string): Promise<VerifyResult['agreement']> {
  const [found] = await db
    .select({ agreement: agreements, sealedAt: agreementCompletions.sealedAt })
    .from(agreementCompletions)
    .innerJoin(agreements, eq(agreements.id, agreementCompletions.agreementId))
    .where(eq(agreementCompletions.finalSha256, sha256))
    .limit(1);
  if (!found?.sealedAt || !['completed'].includes(found.agreement.status)) return null;
  const recipients = await listRecipients(db, found.agreement.id);
  const sender = await getUserById(db, found.agreement.ownerId);
  return {
    id: found.agreement.id,
    name: found.agreement.name,
    sentAt: found.agreement.sentAt?.toISOString() ?? null,
    sealedAt: found.sealedAt.toISOString(),
    sender: { name: await senderNameFor(db, found.agreement, sender) },
    parties: recipients.map((recipient, index) => ({
      order: index + 1,
      name: recipient.name,
      role: recipient.role,
      signedAt: recipient.signedAt?.toISOString() ?? null,
      viewedAt: recipient.viewedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Checks a PDF anyone holds: the newest signature's CMS over its byte ranges
 * (cryptographically), that the ranges cover the whole file, that the signer's
 * certificate is one Signet sealed with, and whether the file's SHA-256 is a stored
 * final document's. Says 'modified' when our seal is present but the bytes changed.
 */
export async function verifyDocument(db: Db, pdf: Buffer): Promise<VerifyResult> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const agreement = await agreementOf(db, sha256);
  const found = findSignature(pdf);
  if (!found) return { verdict: 'unsigned', sha256, signature: null, agreement: null };
  const [a, b, c, d] = found.ranges;
  const whole = coversWholeFile(pdf, found.ranges);
  let check: ReturnType<typeof checkCms> | null;
  try {
    check = checkCms(found.contents, (hash) => {
      const digest = createHash(hash);
      digest.update(pdf.subarray(a, a + b));
      digest.update(pdf.subarray(c, c + d));
      return digest.digest();
    });
  } catch {
    check = null;
  }
  const ours = await isOurCertificate(db, check?.signerCertSha256 ?? null);
  const intact = check?.intact ?? false;
  const verdict = ours ? (intact && whole ? 'authentic' : 'modified') : check === null ? 'modified' : intact && whole ? 'not_signet' : 'modified';
  return {
    verdict,
    sha256,
    signature: { intact, coversWholeFile: whole, sealedBySignet: ours, signer: check?.signerSubject ?? null, timestampedAt: check?.timestampedAt?.toISOString() ?? null },
    agreement: verdict === 'authentic' ? agreement : null,
  };
}

/** Reads an uploaded file for verification (at most the upload limit, already enforced while streaming). */
export async function readUpload(path: string): Promise<Buffer> {
  const handle = await open(path);
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

