import { createHash } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Locale } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { agreementDocuments, agreementFields, agreementRecipients, agreements, templates } from '../../../db/schema/index.js';
import type { FileStore } from '../../../storage/file-store.js';
import type { UserRow } from '../../account/users-repository.js';
import { findAgreement } from '../../agreement-core/agreements-repository.js';
import { publishVersion } from '../publish-version.js';
import { READY_MADE, type ReadyMade, type ReadyMadeText } from './catalogue.js';
import type { ReadyMadeField } from './ready-made-pdf.js';
import { personalSpace } from '../../company/workspace.js';

interface StoredReadyMade {
  key: string;
  size: number;
  sha256: string;
  pageSizes: { width: number; height: number }[];
  fields: ReadyMadeField[];
}

interface BuiltReadyMade extends StoredReadyMade {
  bytes: Uint8Array;
}

/** Building a ready-made PDF brings pdf-lib and the fonts, so they load with the first account that lacks one. */
const loadReadyMadePdf = () => import('./ready-made-pdf.js');

async function build(entry: ReadyMade, locale: Locale): Promise<BuiltReadyMade> {
  const { buildReadyMadePdf } = await loadReadyMadePdf();
  const pdf = await buildReadyMadePdf(entry.texts[locale]);
  const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
  return { key: `ready-made/${entry.key}-${locale}-${sha256.slice(0, 16)}.pdf`, size: pdf.bytes.length, sha256, pageSizes: pdf.pageSizes, fields: pdf.fields, bytes: pdf.bytes };
}

// A cache, not state: the same text always builds the same bytes under the same key.
const built = new Map<string, Promise<BuiltReadyMade>>();

function buildOnce(entry: ReadyMade, locale: Locale): Promise<BuiltReadyMade> {
  const cacheKey = `${entry.key}:${locale}`;
  let pending = built.get(cacheKey);
  if (!pending) {
    pending = build(entry, locale);
    pending.catch(() => built.delete(cacheKey));
    built.set(cacheKey, pending);
  }
  return pending;
}

/**
 * The ready-made PDF in the file store: built once per process, stored when the store lacks it
 * (checked each time, so a store that lost it, or another store, gets it again). Its key carries
 * its SHA-256, so every account shares one file.
 */
async function storedReadyMade(files: FileStore, entry: ReadyMade, locale: Locale): Promise<StoredReadyMade> {
  const { bytes, ...stored } = await buildOnce(entry, locale);
  if (!(await files.exists(stored.key))) await files.put(stored.key, Buffer.from(bytes), { contentType: 'application/pdf' });
  return stored;
}

/**
 * Copies Signet's ready-made templates into the account, in its language, each once:
 * a template deleted by its owner does not come back (its key stays on the hidden row).
 * Called when templates are listed, so every account, old or new, finds them there and on
 * the home page. Concurrent calls for one account take turns on an advisory lock.
 */
export async function ensureReadyMadeTemplates(db: Db, files: FileStore, owner: UserRow): Promise<void> {
  const have = async (tx: Db) =>
    new Set(
      (await tx.select({ key: templates.readyMadeKey }).from(templates).where(and(eq(templates.ownerId, owner.id), isNotNull(templates.readyMadeKey)))).map((row) => row.key),
    );
  const already = await have(db);
  const todo = READY_MADE.filter((entry) => !already.has(entry.key));
  if (todo.length === 0) return;
  const locale: Locale = owner.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
  const pdfs = await Promise.all(todo.map((entry) => storedReadyMade(files, entry, locale)));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signet-ready-made:${owner.id}`}))`);
    const present = await have(tx);
    for (const [index, entry] of todo.entries()) {
      const pdf = pdfs[index];
      if (!pdf || present.has(entry.key)) continue;
      await createReadyMade(tx, owner, entry, entry.texts[locale], pdf);
    }
  });
}

async function createReadyMade(tx: Db, owner: UserRow, entry: ReadyMade, text: ReadyMadeText, pdf: StoredReadyMade): Promise<void> {
  const [draft] = await tx.insert(agreements).values({ ownerId: owner.id, purpose: 'template', name: text.name, signingOrder: true, draftStep: 3 }).returning();
  if (!draft) throw new Error('ready-made draft insert returned nothing');
  const [document] = await tx
    .insert(agreementDocuments)
    .values({
      agreementId: draft.id,
      position: 0,
      documentId: null,
      name: text.name,
      kind: 'pdf',
      originalKey: pdf.key,
      originalFileName: `${text.name}.pdf`,
      originalContentType: 'application/pdf',
      originalSize: pdf.size,
      originalSha256: pdf.sha256,
      pdfKey: pdf.key,
      pdfSize: pdf.size,
      pdfSha256: pdf.sha256,
      pageCount: pdf.pageSizes.length,
      pageSizes: pdf.pageSizes,
    })
    .returning({ id: agreementDocuments.id });
  if (!document) throw new Error('ready-made document insert returned nothing');
  const roles = await tx
    .insert(agreementRecipients)
    // The signing order is on: one step per role, in list order.
    .values(text.roles.map((role, position) => ({ agreementId: draft.id, position, role: role.role, roleName: role.roleName, step: position + 1 })))
    .returning({ id: agreementRecipients.id, position: agreementRecipients.position });
  const roleIds = new Map(roles.map((role) => [role.position, role.id]));
  await tx.insert(agreementFields).values(
    pdf.fields.map((field) => ({
      agreementId: draft.id,
      recipientId: roleIds.get(field.roleIndex) ?? 0n,
      documentId: document.id,
      page: field.page,
      type: field.type,
      x: field.x,
      y: field.y,
      width: field.width,
      height: field.height,
      required: !field.readOnly,
      label: field.label,
      readOnly: field.readOnly,
    })),
  );
  const [template] = await tx.insert(templates).values({ ownerId: owner.id, name: text.name, draftAgreementId: draft.id, readyMadeKey: entry.key }).returning();
  if (!template) throw new Error('ready-made template insert returned nothing');
  const saved = await findAgreement(tx, draft.id);
  if (!saved) throw new Error('ready-made draft vanished');
  await publishVersion(tx, { actor: { ...personalSpace(owner.id), ip: '', userAgent: 'Signet ready-made templates' }, template, draft: saved, owner });
}
