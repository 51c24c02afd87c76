import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementEvents } from '../../db/schema/index.js';
import { submittedAttachments } from '../agreement-core/attachments-repository.js';
import { sealPdf } from '../../seal/seal-pdf.js';
import { sealStage } from '../../seal/seal-stages.js';
import type { SealProvider } from '../../seal/seal-identity-store.js';
import { TimestampError } from '../../seal/timestamp.js';
import type { FileStore } from '../../storage/file-store.js';
import { getUserById } from '../account/users-repository.js';
import { findAgreement, loadAgreementParts, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { routeComplete } from '../agreement-core/signing-rules.js';
import { isLocale } from '@signet/contracts';
import { buildFinalPdf } from './build-final-pdf.js';
import { sealUsesWithFaces } from './seal-use-faces.js';
import { companySignersOf } from './company-signers.js';
import { findCompletion, finalKey, upsertCompletion } from '../agreement-core/completion-repository.js';
import { finalDocumentKey } from '../agreement-core/final-documents-repository.js';
import { deliverFinal } from './deliver-final.js';
import { sealFinalFiles, type SealedFinals } from './seal-final-files.js';
import { storeFinalDocuments, deleteFinalDocumentFiles, recordFinalDocuments } from './store-final-documents.js';
import { changeAgreementStatus } from '../agreement-core/change-agreement-status.js';
import { verifyPageLink } from '../agreement-core/web-links.js';
import { senderNameFor } from '../company/sender-name.js';

export type CompletionOutcome = 'completed' | 'already_completed' | 'not_ready';

/** Only a 'waiting' agreement, not in the trash, whose route is finished (every signer signed), is sealed. */
async function isReady(db: Db, agreement: AgreementRow | undefined): Promise<boolean> {
  if (!agreement || agreement.deletedAt || agreement.status !== 'waiting') return false;
  return routeComplete(await listRecipients(db, agreement.id));
}

/**
 * Seals a fully signed agreement and completes it. Idempotent and safe to run twice
 * at once (a job and a sweep, or a worker whose lease ran out):
 * 1. a short transaction with the agreement row locked checks the state and claims a
 *    fresh attempt (the previous attempt's file, left by a crash, is deleted);
 * 2. outside any transaction the final PDF is built, sealed and stored under the
 *    attempt's own key;
 * 3. a second short transaction with the row locked completes the agreement only if
 *    this attempt is still the current one and nothing is sealed yet, recording the
 *    file's key, size and SHA-256 and queueing the delivery mails in the same commit.
 * A crash anywhere leaves the agreement 'waiting', to be sealed by the next run.
 */
export async function completeAgreement(
  db: Db,
  files: FileStore,
  seal: SealProvider,
  input: { agreementId: bigint; publicUrl: string; /** Seal without a timestamp if the timestamp server fails (the job's last try). */ lastTry?: boolean; now?: () => Date },
): Promise<CompletionOutcome> {
  const now = input.now ?? (() => new Date());
  const claim = await sealStage('claim', () => db.transaction(async (tx) => {
    const agreement = await findAgreement(tx, input.agreementId, { forUpdate: true });
    if (agreement?.status === 'completed') return 'already_completed' as const;
    if (!agreement || !(await isReady(tx, agreement))) return 'not_ready' as const;
    const previous = await findCompletion(tx, agreement.id);
    const attempt = randomBytes(8).toString('hex');
    await upsertCompletion(tx, agreement.id, { attempt, attemptStartedAt: now() });
    return { agreement, attempt, previousAttempt: previous?.attempt ?? null };
  }));
  if (typeof claim === 'string') return claim;
  const { agreement, attempt } = claim;
  if (claim.previousAttempt) await files.delete(finalKey(agreement.id, claim.previousAttempt));

  const [parts, sender, events, identity, sealUses] = await sealStage('gather', () =>
    Promise.all([
      loadAgreementParts(db, agreement.id),
      getUserById(db, agreement.ownerId),
      db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreement.id)).orderBy(asc(agreementEvents.id)),
      seal.identity(),
      sealUsesWithFaces(db, files, agreement.id),
    ]),
  );
  // A crashed attempt may have left documents' own files too.
  if (claim.previousAttempt) {
    const previous = claim.previousAttempt;
    await deleteFinalDocumentFiles(files, parts.documents.map((document) => ({ fileKey: finalDocumentKey(agreement.id, previous, document.id) })));
  }
  const sealedAt = now();
  const senderName = await senderNameFor(db, agreement, sender);
  const locale = isLocale(sender.locale) ? sender.locale : 'en-US';
  const attachments = await submittedAttachments(db, agreement.id);
  const build = () =>
    buildFinalPdf(files, {
      parts,
      locale,
      sealUses,
      test: agreement.test,
      facts: {
        agreement,
        sender: { name: senderName, email: sender.email ?? '' },
        events,
        sealedAt,
        sealSubject: identity.subject,
        verifyUrl: verifyPageLink(input.publicUrl),
        attachments,
      },
    });
  const companySigners = await sealStage('gather', () => companySignersOf(db, seal, sealUses, agreement.name));
  const sealWith = async (tsaUrl: string | null) =>
    sealFinalFiles(await build(), {
      documents: parts.documents,
      agreementName: agreement.name,
      sealedAt,
      seal: (doc) => sealPdf(doc, { identity, tsaUrl, signingTime: sealedAt, reason: `Sealed by Signet: ${agreement.name}`, location: input.publicUrl, companySigners }),
    });
  let finals: SealedFinals;
  let timestampSkipped: string | null = null;
  try {
    finals = await sealWith(seal.tsaUrl);
  } catch (error) {
    // A timestamp server that stays down must not keep a signed agreement from completing.
    if (!(error instanceof TimestampError) || !input.lastTry) throw error;
    timestampSkipped = error.message;
    finals = await sealWith(null);
  }
  const sealed = finals.merged;
  const key = finalKey(agreement.id, attempt);
  // The merged file and each document's own are written side by side; the store's digest of
  // each must equal the one taken while it was signed.
  const [stored, storedDocuments] = await sealStage('store', () =>
    Promise.all([
      files.put(key, sealed.pdf, { contentType: 'application/pdf' }).then((put) => {
        if (put.sha256 !== sealed.sha256) throw new Error('the stored final file differs from the sealed bytes');
        return put;
      }),
      storeFinalDocuments(files, { agreementId: agreement.id, attempt, documents: finals.documents }),
    ]),
  );

  const outcome = await sealStage('finish', () => db.transaction(async (tx) => {
    const current = await findAgreement(tx, agreement.id, { forUpdate: true });
    const completion = await findCompletion(tx, agreement.id);
    if (!current || current.status === 'completed' || completion?.attempt !== attempt || !(await isReady(tx, current))) return 'lost' as const;
    await upsertCompletion(tx, agreement.id, {
      finalKey: key,
      finalSize: stored.size,
      finalSha256: stored.sha256,
      sealedAt,
      sealCertSha256: identity.certSha256,
      // The authority's time from the token, not ours: it is what the timestamp attests.
      timestampedAt: sealed.timestampedAt,
      failureReason: null,
      failedAt: null,
    });
    await recordFinalDocuments(tx, agreement.id, storedDocuments);
    if (timestampSkipped) await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'timestamp_skipped', data: { error: timestampSkipped } });
    await changeAgreementStatus(tx, {
      agreement: current,
      to: 'completed',
      at: sealedAt,
      event: { type: 'completed', data: { sha256: stored.sha256, size: stored.size, certSha256: identity.certSha256, timestamped: sealed.timestamped } },
    });
    await deliverFinal(tx, {
      agreement: current,
      sender,
      recipients: await listRecipients(tx, agreement.id),
      final: { key, size: stored.size, sha256: stored.sha256 },
      documents: parts.documents.filter((document) => storedDocuments.some((row) => row.agreementDocumentId === document.id)),
      publicUrl: input.publicUrl,
      now: sealedAt,
    });
    return 'completed' as const;
  }));
  if (outcome === 'lost') {
    // Another run sealed first, or a newer attempt took over: this file is nobody's.
    await files.delete(key);
    await deleteFinalDocumentFiles(files, storedDocuments);
    return 'already_completed';
  }
  return outcome;
}
