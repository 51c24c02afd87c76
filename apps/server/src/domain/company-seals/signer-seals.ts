import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError, ErrorCode, parsePageRanges, type SealKind, type SignerSeals } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementDocuments, agreementFields, companies, companyMembers, companySealRequests, companySeals, templateVersions, users } from '../../db/schema/index.js';
import type { AgreementRecipientRow, AgreementRow } from '../agreement-core/agreements-repository.js';

import { agreementDocumentsDigest } from './documents-digest.js';
import { grantsOf } from './seal-grants.js';
import { needsApproval, useAuthority, type SealAuthority } from './seal-policy.js';
import { findSealUse, presentAppliedSeal } from './seal-uses.js';
import { sealSettingsOf, type SealRow } from './seals-repository.js';

/** Company names as people type them: spacing, case and full-width brackets do not make another company. */
export const sameCompanyName = (a: string, b: string) => {
  const norm = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(a) === norm(b);
};

/** The signer's account (by the recipient's e-mail) and the companies of theirs that are this party. */
export async function partyCompaniesOf(db: Db, recipient: AgreementRecipientRow) {
  if (!recipient.partyName || !recipient.email) return { userId: null, companyIds: [] as bigint[] };
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, recipient.email));
  if (!user) return { userId: null, companyIds: [] as bigint[] };
  const rows = await db.select({ id: companies.id, legalName: companies.legalName }).from(companyMembers).innerJoin(companies, eq(companies.id, companyMembers.companyId)).where(eq(companyMembers.userId, user.id));
  const party = recipient.partyName;
  return { userId: user.id, companyIds: rows.filter((row) => sameCompanyName(row.legalName, party)).map((row) => row.id) };
}

/** The kind the recipient's seal fields ask for (the first that names one), or null for any. */
export async function kindRequiredOf(db: Db, recipient: AgreementRecipientRow): Promise<SealKind | null> {
  const rows = await db.select({ sealKind: agreementFields.sealKind }).from(agreementFields).where(and(eq(agreementFields.recipientId, recipient.id), eq(agreementFields.type, 'company_seal')));
  return (rows.find((row) => row.sealKind !== null)?.sealKind as SealKind | undefined) ?? null;
}

async function templateOf(db: Db, agreement: AgreementRow): Promise<bigint | null> {
  if (!agreement.templateVersionId) return null;
  const [row] = await db.select({ templateId: templateVersions.templateId }).from(templateVersions).where(eq(templateVersions.id, agreement.templateVersionId));
  return row?.templateId ?? null;
}

/**
 * What allows this person to use this seal on this agreement now (or the refusal: 8301 inactive,
 * 8303 no authority with the reason, 8304 the documents changed since the approval).
 */
export async function authorityFor(db: Db, input: { seal: SealRow; userId: bigint; agreement: AgreementRow; now: Date }): Promise<SealAuthority> {
  const settings = await sealSettingsOf(db, input.seal.companyId);
  const approvals = await db
    .select()
    .from(companySealRequests)
    .where(and(eq(companySealRequests.sealId, input.seal.id), eq(companySealRequests.agreementId, input.agreement.id), eq(companySealRequests.requesterId, input.userId)));
  return useAuthority({
    seal: input.seal as SealRow & { status: 'active' | 'suspended' | 'revoked' },
    needsApproval: needsApproval(input.seal, settings),
    useGrants: await grantsOf(db, input.seal.id, input.userId, 'use'),
    approvals,
    documentsSha256: await agreementDocumentsDigest(db, input.agreement.id),
    templateId: await templateOf(db, input.agreement),
    now: input.now,
  });
}

/**
 * A seal this signer may pick: one of their party company's, of the kind asked for. 404 for
 * anything else, so a signer cannot probe other companies' seals.
 */
export async function requireChoosableSeal(db: Db, input: { agreement: AgreementRow; recipient: AgreementRecipientRow; sealId: bigint }) {
  const party = await partyCompaniesOf(db, input.recipient);
  const [seal] = await db.select().from(companySeals).where(eq(companySeals.id, input.sealId));
  const kind = await kindRequiredOf(db, input.recipient);
  if (!seal || party.userId === null || !party.companyIds.includes(seal.companyId) || (kind !== null && seal.kind !== kind) || seal.status === 'revoked') {
    throw new AppError(ErrorCode.NotFound, { detail: `seal ${input.sealId} is not this signer's to pick` });
  }
  return { seal, userId: party.userId };
}

/** What the signing page shows a company party: the seals they could apply, what each still needs, and what is applied. */
export async function signerSeals(db: Db, input: { agreement: AgreementRow; recipient: AgreementRecipientRow; now: Date }): Promise<SignerSeals> {
  const { recipient, agreement } = input;
  const kindRequired = await kindRequiredOf(db, recipient);
  const party = await partyCompaniesOf(db, recipient);
  const seals = party.companyIds.length
    ? await db
        .select({ seal: companySeals, companyName: companies.legalName })
        .from(companySeals)
        .innerJoin(companies, eq(companies.id, companySeals.companyId))
        .where(and(inArray(companySeals.companyId, party.companyIds), eq(companySeals.status, 'active'), kindRequired ? eq(companySeals.kind, kindRequired) : undefined))
        .orderBy(companySeals.id)
    : [];
  const choices = [];
  for (const { seal, companyName } of seals) {
    const userId = party.userId ?? 0n;
    const [request] = await db
      .select()
      .from(companySealRequests)
      .where(and(eq(companySealRequests.sealId, seal.id), eq(companySealRequests.agreementId, agreement.id), eq(companySealRequests.requesterId, userId)))
      .orderBy(desc(companySealRequests.id))
      .limit(1);
    const authority = await authorityFor(db, { seal, userId, agreement, now: input.now }).catch(() => null);
    const digest = request ? await agreementDocumentsDigest(db, agreement.id) : '';
    choices.push({
      sealId: seal.id,
      companyName,
      name: seal.name,
      kind: seal.kind as SealKind,
      authority: authority?.kind ?? null,
      needsApproval: needsApproval(seal, await sealSettingsOf(db, seal.companyId)),
      request: request ? { id: request.id, status: request.status as 'pending', comment: request.comment, documentsChanged: request.documentsSha256 !== digest } : null,
    });
  }
  const use = await findSealUse(db, agreement.id, recipient.id);
  const pageCount = recipient.crossPageSeal ? await totalPages(db, agreement.id) : 0;
  return {
    partyName: recipient.partyName,
    kindRequired,
    choices,
    mayUpload: recipient.partyName !== null && party.companyIds.length === 0,
    applied: use ? await presentAppliedSeal(db, use) : null,
    crossPagePages: recipient.crossPageSeal ? parsePageRanges(recipient.crossPageSeal.pages, pageCount).map((index) => index + 1) : null,
    centreFromTop: recipient.crossPageSeal?.centreFromTop ?? null,
  };
}

async function totalPages(db: Db, agreementId: bigint): Promise<number> {
  const rows = await db.select({ pages: agreementDocuments.pageCount }).from(agreementDocuments).where(eq(agreementDocuments.agreementId, agreementId));
  return rows.reduce((sum, row) => sum + row.pages, 0);
}
