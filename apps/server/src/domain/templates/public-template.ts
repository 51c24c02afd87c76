import { and, count, desc, eq, gt } from 'drizzle-orm';
import { AppError, ErrorCode, personDisplayName, readOnlyFieldsProblem, type Locale, type PublicTemplate, type PublicTemplateUnavailable } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementDocuments, agreementNotices, templatePublicUses, templates } from '../../db/schema/index.js';
import { sendMailLater } from '../../jobs/index.js';
import { renderPublicTemplateCodeMail } from '../../mail/templates/public-template-mails.js';
import type { FileStore } from '../../storage/file-store.js';
import { getUserById, type UserRow } from '../account/users-repository.js';
import { openStoredFile, type DocumentFile } from '../documents/open-document-file.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { issueCode } from '../one-time-code/issue-code.js';
import { verifyCode } from '../one-time-code/verify-code.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { findAgreement, loadAgreementParts, type AgreementParts } from '../agreement-core/agreements-repository.js';
import { recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { listRecipients } from '../agreement-core/signing-repository.js';
import { nextStepOf } from '../agreement-core/signing-rules.js';
import { startSignerSession } from '../signing/start-signer-session.js';
import { publicRolesFit } from './public-roles.js';
import { findVersion, type TemplateRow, type TemplateVersionRow } from './templates-repository.js';
import { useTemplate } from './use-template.js';
import { makerWorkspace } from '../company/companies-repository.js';
import { workPlanHolder } from '../company/work-plan.js';

const DAY_MS = 24 * 3600 * 1000;

interface Visit {
  ip: string;
  userAgent: string;
  browserLocale: Locale | null;
  now?: Date;
}

interface OpenLink {
  template: TemplateRow;
  version: TemplateVersionRow;
  parts: AgreementParts;
  owner: UserRow;
}

/** The template behind a public token, while its link is on and it has a version; one 404 for anything else. */
async function openLink(db: Db, token: string, options: { forUpdate?: boolean } = {}): Promise<OpenLink> {
  const query = db.select().from(templates).where(and(eq(templates.publicToken, token), eq(templates.publicEnabled, true)));
  const [template] = options.forUpdate ? await query.for('update') : await query;
  if (!template || template.deletedAt) throw new AppError(ErrorCode.NotFound);
  const version = await findVersion(db, template.id);
  if (!version) throw new AppError(ErrorCode.NotFound);
  return { template, version, parts: await loadAgreementParts(db, version.agreementId), owner: await getUserById(db, template.ownerId) };
}

/** Why the link cannot make an agreement now, checked before the visitor types anything: roles, the owner's quota, today's cap. */
async function unavailability(db: Db, link: OpenLink, now: Date): Promise<PublicTemplateUnavailable | null> {
  // A visitor gives no values, so a read-only field without one could never be filled either.
  if (!publicRolesFit(link.parts.recipients) || readOnlyFieldsProblem(link.parts.fields)) return 'roles';
  const holder = await workPlanHolder(db, link.template, link.owner);
  const quota = effectivePlan(holder, now).signatureQuota;
  if (quota !== null && holder.signaturesUsed >= quota) return 'quota';
  if (link.template.publicDailyLimit !== null) {
    const [used] = await db
      .select({ n: count() })
      .from(templatePublicUses)
      .where(and(eq(templatePublicUses.templateId, link.template.id), gt(templatePublicUses.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((used?.n ?? 0) >= link.template.publicDailyLimit) return 'daily_limit';
  }
  return null;
}

/** What a visitor may see: the template's name, who sends it, the role they take and the documents. Nothing else. */
export async function getPublicTemplate(db: Db, input: { token: string } & Visit): Promise<PublicTemplate> {
  const now = input.now ?? new Date();
  await hitNamedLimit(db, 'publicTemplateViewPerIp', input.ip, now);
  const link = await openLink(db, input.token);
  const first = link.parts.recipients[0];
  return {
    name: link.template.name,
    sender: { name: personDisplayName(link.owner) },
    roleName: first?.roleName ?? '',
    documents: link.parts.documents.map((document) => ({ id: document.id, name: document.name, pageCount: document.pageCount, pageSizes: document.pageSizes })),
    unavailable: await unavailability(db, link, now),
  };
}

/** One of the public template's documents, as PDF. */
export async function openPublicTemplateDocumentFile(db: Db, files: FileStore, input: { token: string; documentId: bigint } & Visit): Promise<DocumentFile> {
  await hitNamedLimit(db, 'publicTemplateViewPerIp', input.ip, input.now);
  const link = await openLink(db, input.token);
  const [row] = await db
    .select()
    .from(agreementDocuments)
    .where(and(eq(agreementDocuments.agreementId, link.version.agreementId), eq(agreementDocuments.id, input.documentId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return openStoredFile(files, row, 'pdf');
}

/** Mails the visitor a code for their e-mail, under the same limits as sign-in codes. */
export async function sendPublicTemplateCode(db: Db, input: { token: string; name: string; email: string; locale: Locale } & Visit): Promise<null> {
  await hitNamedLimit(db, 'sendCodePerIp', input.ip, input.now);
  await hitNamedLimit(db, 'sendCodePerEmail', `public_template:${input.email}`, input.now);
  await hitNamedLimit(db, 'sendCodePerEmailDaily', `public_template:${input.email}`, input.now);
  const link = await openLink(db, input.token);
  await db.transaction(async (tx) => {
    const { code } = await issueCode(tx, { email: input.email, purpose: 'public_template', ...(input.now ? { now: input.now } : {}) });
    const mail = renderPublicTemplateCodeMail({ code, templateName: link.template.name, senderName: personDisplayName(link.owner) }, input.locale);
    await sendMailLater(tx, { to: [input.email], ...mail });
  });
  return null;
}

/**
 * A visitor with a valid code takes the first role: in one transaction with the template
 * locked (so the daily cap counts exactly), the code is used up, an agreement owned by the
 * template's owner is made and sent through useTemplate (the owner's quota, 7206), the use
 * is recorded, and the visitor's signer session starts on their invitation.
 */
export async function startPublicTemplate(
  db: Db,
  input: { token: string; name: string; email: string; code: string; publicUrl: string } & Visit,
) {
  const now = input.now ?? new Date();
  await hitNamedLimit(db, 'publicTemplateStartPerIp', input.ip, now);
  await openLink(db, input.token);
  const codeId = await verifyCode(db, { email: input.email, purpose: 'public_template', code: input.code, now });
  const started = await db.transaction(async (tx) => {
    const link = await openLink(tx, input.token, { forUpdate: true });
    const blocked = await unavailability(tx, link, now);
    if (blocked === 'daily_limit') throw new AppError(ErrorCode.TooManyRequests, { messageKey: 'public_link_daily_limit', data: { retryAfterSeconds: 3600 } });
    if (blocked === 'quota') throw new AppError(ErrorCode.SignatureQuotaUsedUp);
    if (blocked === 'roles') throw new AppError(ErrorCode.NotFound, { detail: 'public link roles no longer fit' });
    await consumeCode(tx, codeId, now);
    const first = link.parts.recipients[0];
    if (!first) throw new AppError(ErrorCode.NotFound);
    const actor = { ...(await makerWorkspace(tx, link.template)), ip: input.ip, userAgent: input.userAgent };
    const agreement = await useTemplate(tx, {
      actor,
      templateId: link.template.id,
      values: { roles: [{ roleId: first.id, name: input.name, email: input.email }], prefill: [], documents: [], send: true },
      publicUrl: input.publicUrl,
    });
    await tx.insert(templatePublicUses).values({ templateId: link.template.id, agreementId: agreement.id, email: input.email, ip: input.ip, createdAt: now });
    const recipients = await listRecipients(tx, agreement.id);
    const visitor = recipients[0];
    if (!visitor) throw new Error(`agreement ${agreement.id} lost its first recipient`);
    await recordAgreementEvent(tx, {
      agreementId: agreement.id,
      type: 'created_from_public_link',
      recipientId: visitor.id,
      ip: input.ip,
      userAgent: input.userAgent,
      data: { templateId: link.template.id.toString(), email: input.email },
    });
    const [notice] = await tx.select({ id: agreementNotices.id }).from(agreementNotices).where(eq(agreementNotices.recipientId, visitor.id)).orderBy(desc(agreementNotices.id)).limit(1);
    if (!notice) throw new Error(`agreement ${agreement.id} invited nobody first`);
    const session = await startSignerSession(tx, { agreementId: agreement.id, recipient: visitor, noticeId: notice.id, browserLocale: input.browserLocale, ip: input.ip, userAgent: input.userAgent, now });
    return { agreementId: agreement.id, session };
  });
  const row = await findAgreement(db, started.agreementId);
  if (!row) throw new Error(`agreement ${started.agreementId} vanished`);
  const me = started.session.me;
  return {
    recipientId: me.id,
    signerToken: started.session.signerToken,
    expiresAt: started.session.expiresAt.getTime(),
    role: me.role,
    next: nextStepOf(await listRecipients(db, row.id), me),
  };
}
