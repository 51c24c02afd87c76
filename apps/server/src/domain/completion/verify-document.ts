import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { VerifyResult } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementCompletions, agreementDocuments, agreements, finalDocuments, sealIdentities } from '../../db/schema/index.js';
import { checkCms } from '../../seal/cms-verify.js';
import { findSignatures, type FoundSignature } from '../../seal/find-signatures.js';
import { GENERATED_SEAL } from '../../seal/seal-identity-store.js';
import { getUserById } from '../account/users-repository.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { senderNameFor } from '../company/sender-name.js';

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

/** The completed agreement whose merged final file, or one of whose documents' own sealed files, has this SHA-256. */
async function sealedFileOf(db: Db, sha256: string) {
  const [merged] = await db
    .select({ agreement: agreements, sealedAt: agreementCompletions.sealedAt })
    .from(agreementCompletions)
    .innerJoin(agreements, eq(agreements.id, agreementCompletions.agreementId))
    .where(eq(agreementCompletions.finalSha256, sha256))
    .limit(1);
  if (merged) return { ...merged, document: null };
  const [alone] = await db
    .select({ agreement: agreements, sealedAt: agreementCompletions.sealedAt, document: { id: agreementDocuments.id, name: agreementDocuments.name } })
    .from(finalDocuments)
    .innerJoin(agreements, eq(agreements.id, finalDocuments.agreementId))
    .innerJoin(agreementCompletions, eq(agreementCompletions.agreementId, finalDocuments.agreementId))
    .innerJoin(agreementDocuments, eq(agreementDocuments.id, finalDocuments.agreementDocumentId))
    .where(eq(finalDocuments.sha256, sha256))
    .limit(1);
  return alone;
}

async function agreementOf(db: Db, sha256: string): Promise<VerifyResult['agreement']> {
  const found = await sealedFileOf(db, sha256);
  if (!found?.sealedAt || !['completed'].includes(found.agreement.status)) return null;
  const recipients = await listRecipients(db, found.agreement.id);
  const sender = await getUserById(db, found.agreement.ownerId);
  return {
    id: found.agreement.id,
    name: found.agreement.name,
    sentAt: found.agreement.sentAt?.toISOString() ?? null,
    sealedAt: found.sealedAt.toISOString(),
    document: found.document,
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

type VerifiedSignature = NonNullable<VerifyResult['signatures']>[number];

/** One signature checked: its CMS over its byte ranges (null when the CMS cannot be read), its coverage and signer. */
async function checkSignature(db: Db, pdf: Buffer, found: FoundSignature): Promise<VerifiedSignature & { readable: boolean }> {
  const [a, b, c, d] = found.ranges;
  let check: ReturnType<typeof checkCms> | null;
  try {
    check = checkCms(found.contents, (hash) => createHash(hash).update(pdf.subarray(a, a + b)).update(pdf.subarray(c, c + d)).digest());
  } catch {
    check = null;
  }
  return {
    signer: check?.signerSubject ?? null,
    signedAt: found.signedAt?.toISOString() ?? null,
    intact: check?.intact ?? false,
    coversWholeFile: coversWholeFile(pdf, found.ranges),
    sealedBySignet: await isOurCertificate(db, check?.signerCertSha256 ?? null),
    timestampedAt: check?.timestampedAt?.toISOString() ?? null,
    readable: check !== null,
  };
}

/**
 * Checks a PDF anyone holds: every signature's CMS over its byte ranges (cryptographically),
 * whether its ranges cover the whole file (only the newest one's can), whether its signer's
 * certificate is one Signet sealed with, and whether the file's SHA-256 is a stored final
 * document's. The verdict and `signature` speak of Signet's seal: the newest signature by a
 * Signet sealing certificate, else the newest signature. Says 'modified' when our seal is
 * present but the bytes changed, or were added to, after it. `signatures` lists them all,
 * oldest first: companies' signatures, then the seal.
 */
export async function verifyDocument(db: Db, pdf: Buffer): Promise<VerifyResult> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const agreement = await agreementOf(db, sha256);
  const checked = await Promise.all(findSignatures(pdf).map((found) => checkSignature(db, pdf, found)));
  const seal = checked.findLast((signature) => signature.sealedBySignet) ?? checked.at(-1);
  if (!seal) return { verdict: 'unsigned', sha256, signature: null, agreement: null, signatures: [] };
  const { intact, coversWholeFile: whole, sealedBySignet: ours } = seal;
  const verdict = ours ? (intact && whole ? 'authentic' : 'modified') : !seal.readable ? 'modified' : intact && whole ? 'not_signet' : 'modified';
  return {
    verdict,
    sha256,
    signature: { intact, coversWholeFile: whole, sealedBySignet: ours, signer: seal.signer, timestampedAt: seal.timestampedAt },
    agreement: verdict === 'authentic' ? agreement : null,
    signatures: checked.map(({ readable: _readable, ...signature }) => signature),
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

