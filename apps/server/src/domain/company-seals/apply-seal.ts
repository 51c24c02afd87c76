import { eq } from 'drizzle-orm';
import { AppError, ErrorCode, type SignerSeals } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies, companySealRequests, companySealUses } from '../../db/schema/index.js';
import { sendMailLater } from '../../jobs/mail-job.js';
import { renderSealCodeMail } from '../../mail/templates/seal-request-mails.js';
import type { FileStore } from '../../storage/file-store.js';
import { bySigner, recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { turnOf } from '../agreement-core/signing-rules.js';
import { displayNameOf } from '../company/companies-repository.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { issueCode } from '../one-time-code/issue-code.js';
import { verifyCode } from '../one-time-code/verify-code.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { requireSigner, type SignerContext, type SignerCredentials } from '../signing/signer-access.js';
import { assertCanActFor } from '../signing/signer-refusal.js';
import { agreementDocumentsDigest } from './documents-digest.js';
import { makeFace, storeFace } from './seal-face-files.js';
import { appendSealEvent } from './seal-log.js';
import { requestSealUse } from './seal-requests.js';
import { findSealUse } from './seal-uses.js';
import { sealVersion } from './seals-repository.js';
import { authorityFor, requireChoosableSeal, signerSeals } from './signer-seals.js';
import { testMailOf } from '../agreement-core/test-mail.js';

export interface SignerCall {
  recipientId: bigint;
  credentials: SignerCredentials;
  ip: string;
  userAgent: string;
  now?: Date;
}

/** A company party who may act now: the agreement is open, it is their turn, and they sign for a company. */
async function requireActingParty(db: Db, call: SignerCall, options: { forUpdate?: boolean } = {}): Promise<SignerContext & { now: Date }> {
  const now = call.now ?? new Date();
  const context = await requireSigner(db, { ...call, now, ...options });
  assertCanActFor({ agreement: context.agreement, recipient: context.recipient });
  const turn = turnOf(await listRecipients(db, context.agreement.id), context.recipient.id);
  if (!turn.myTurn) throw new AppError(ErrorCode.NotYourTurn, { data: { waitingFor: turn.waitingFor } });
  if (!context.recipient.partyName) throw new AppError(ErrorCode.NotFound, { detail: 'this recipient signs for no company' });
  return { ...context, now };
}

const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

export async function viewSignerSeals(db: Db, call: SignerCall): Promise<SignerSeals> {
  const now = call.now ?? new Date();
  const { agreement, recipient } = await requireSigner(db, { ...call, now });
  return signerSeals(db, { agreement, recipient, now });
}

/** A company party without authority asks their company's approvers for one use on this agreement. */
export async function askToUseSeal(db: Db, call: SignerCall & { sealId: bigint; reason: string; publicUrl: string }): Promise<SignerSeals> {
  const { agreement, recipient, now } = await requireActingParty(db, call);
  const { seal, userId } = await requireChoosableSeal(db, { agreement, recipient, sealId: call.sealId });
  await db.transaction(async (tx) => {
    await requestSealUse(tx, { seal, agreementId: agreement.id, agreementName: agreement.name, requesterId: userId, documentsSha256: await agreementDocumentsDigest(tx, agreement.id), reason: call.reason, publicUrl: call.publicUrl });
  });
  return signerSeals(db, { agreement, recipient, now });
}

/**
 * Mails the code that confirms a seal's use, once the signer has authority for it (so nobody is
 * sent a code that could not work). Limited like sign-in codes, per address.
 */
export async function sendSealUseCode(db: Db, call: SignerCall & { sealId: bigint }): Promise<{ sentTo: string; expiresAt: string }> {
  const { agreement, recipient, now } = await requireActingParty(db, call);
  const { seal, userId } = await requireChoosableSeal(db, { agreement, recipient, sealId: call.sealId });
  await authorityFor(db, { seal, userId, agreement, now });
  await hitNamedLimit(db, 'sendCodePerEmail', `seal_use:${recipient.email}`, now);
  await hitNamedLimit(db, 'sendCodePerEmailDaily', `seal_use:${recipient.email}`, now);
  const [company] = await db.select({ legalName: companies.legalName }).from(companies).where(eq(companies.id, seal.companyId));
  const expiresAt = await db.transaction(async (tx) => {
    const issued = await issueCode(tx, { email: recipient.email, purpose: 'seal_use', now });
    const mail = renderSealCodeMail({ code: issued.code, seal: seal.name, company: company?.legalName ?? '', agreement: agreement.name }, recipient.locale ?? 'en-US');
    await sendMailLater(tx, { to: [recipient.email], ...mail, ...testMailOf(agreement) });
    return issued.expiresAt;
  });
  return { sentTo: maskEmail(recipient.email), expiresAt: expiresAt.toISOString() };
}

/**
 * Applies the company seal, confirmed by the mailed code: in one transaction with the agreement
 * locked, authority is checked again (a grant revoked or documents changed a moment ago count),
 * the code is used up, the use is recorded with its seal version, face hash and authority, an
 * approval is spent, and both the company's seal log and the agreement's trail say so.
 */
export async function applyCompanySeal(db: Db, call: SignerCall & { sealId: bigint; code: string }): Promise<SignerSeals> {
  const first = await requireActingParty(db, call);
  const codeId = await verifyCode(db, { email: first.recipient.email, purpose: 'seal_use', code: call.code, now: first.now });
  return db.transaction(async (tx) => {
    const { agreement, recipient, actor, now } = await requireActingParty(tx, call, { forUpdate: true });
    if (await findSealUse(tx, agreement.id, recipient.id)) throw new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'params', path: 'sealId', message: 'A seal is already applied for this party.' }] }, detail: 'seal applied already' });
    const { seal, userId } = await requireChoosableSeal(tx, { agreement, recipient, sealId: call.sealId });
    const authority = await authorityFor(tx, { seal, userId, agreement, now });
    await consumeCode(tx, codeId, now);
    const face = await sealVersion(tx, seal.id, seal.version);
    const actorName = await displayNameOf(tx, userId);
    const [company] = await tx.select({ legalName: companies.legalName }).from(companies).where(eq(companies.id, seal.companyId));
    const [use] = await tx
      .insert(companySealUses)
      .values({
        agreementId: agreement.id,
        recipientId: recipient.id,
        companyId: seal.companyId,
        partyName: company?.legalName ?? recipient.partyName ?? '',
        sealId: seal.id,
        sealVersion: seal.version,
        sealKind: seal.kind,
        faceKey: face.faceKey,
        faceSha256: face.faceSha256,
        faceSource: face.source,
        widthMm: face.widthMm,
        heightMm: face.heightMm,
        verified: true,
        grantId: authority.kind === 'grant' ? authority.grantId : null,
        requestId: authority.kind === 'approval' ? authority.requestId : null,
        userId,
        actorName,
        actorEmail: recipient.email,
        codeCheckedAt: now,
        ip: call.ip,
        userAgent: call.userAgent,
        at: now,
      })
      .returning();
    if (!use) throw new Error('the seal use was not written');
    if (authority.kind === 'approval') await tx.update(companySealRequests).set({ usedAt: now }).where(eq(companySealRequests.id, authority.requestId));
    await appendSealEvent(tx, {
      companyId: seal.companyId,
      kind: 'used',
      sealId: seal.id,
      actorId: userId,
      actorName,
      at: now,
      detail: { useId: use.id.toString(), agreementId: agreement.id.toString(), version: seal.version, faceSha256: face.faceSha256, authority: authority.kind, authorityId: (authority.kind === 'grant' ? authority.grantId : authority.requestId).toString(), codeChecked: true, ip: call.ip },
    });
    await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'seal_applied', ...bySigner(actor), data: { party: use.partyName, seal: seal.name, version: seal.version, verified: true, authority: authority.kind } });
    return signerSeals(tx, { agreement, recipient, now });
  });
}

/**
 * For a party with no seal on Signet: the signer's own picture of it, background removed, recorded
 * as unverified (the certificate says the image was supplied by the signer, not verified). Only
 * when no company of theirs on Signet is this party; 404 otherwise.
 */
export async function uploadPartySealImage(db: Db, files: FileStore, call: SignerCall & { image: string }): Promise<SignerSeals> {
  const first = await requireActingParty(db, call);
  const before = await signerSeals(db, { agreement: first.agreement, recipient: first.recipient, now: first.now });
  if (!before.mayUpload) throw new AppError(ErrorCode.NotFound, { detail: 'this party has seals on Signet' });
  const made = await makeFace({ source: 'uploaded', image: call.image });
  const stored = await storeFace(files, made);
  return db.transaction(async (tx) => {
    const { agreement, recipient, actor, now } = await requireActingParty(tx, call, { forUpdate: true });
    if (await findSealUse(tx, agreement.id, recipient.id)) throw new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: 'image', message: 'A seal is already applied for this party.' }] }, detail: 'seal applied already' });
    await tx.insert(companySealUses).values({
      agreementId: agreement.id,
      recipientId: recipient.id,
      partyName: recipient.partyName ?? '',
      faceKey: stored.key,
      faceSha256: stored.sha256,
      faceSource: 'uploaded',
      widthMm: made.widthMm,
      heightMm: made.heightMm,
      verified: false,
      actorName: recipient.name,
      actorEmail: recipient.email,
      ip: call.ip,
      userAgent: call.userAgent,
      at: now,
    });
    await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'seal_applied', ...bySigner(actor), data: { party: recipient.partyName ?? '', verified: false } });
    return signerSeals(tx, { agreement, recipient, now });
  });
}
