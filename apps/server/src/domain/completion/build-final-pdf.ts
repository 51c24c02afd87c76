import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { Locale } from '@signet/contracts';
import { certificateText, drawCertificate } from '../../pdf/audit-certificate.js';
import { FallbackFonts } from '../../pdf/fallback-fonts.js';
import { sealStage } from '../../seal/seal-stages.js';
import { stampPage, type Stamp } from '../../pdf/stamp-fields.js';
import { FileNotFoundError, type FileStore } from '../../storage/file-store.js';
import type { AgreementParts } from '../agreement-core/agreements-repository.js';
import { certificateBlocks, type CertificateFacts } from './certificate-content.js';
import { sealCertificateBlocks } from './certificate-seals.js';
import { CompletionFailure } from './completion-failure.js';
import { embedSealUses, stampCrossPageSeals, type SealUseFace } from './seal-appearances.js';
import { stampOf } from './field-stamps.js';
import { attachmentCertificateBlocks } from './certificate-attachments.js';
import { stampTestPages, TEST_STAMP_TEXT } from './test-stamp.js';

async function read(files: FileStore, key: string): Promise<Buffer> {
  try {
    return await files.read(key);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new CompletionFailure('document_missing', `no stored file ${key}`);
    throw error;
  }
}

async function load(bytes: Buffer, name: string): Promise<PDFDocument> {
  try {
    return await sealStage('load', () => PDFDocument.load(bytes, { updateMetadata: false }));
  } catch (error) {
    throw new CompletionFailure('document_unreadable', `${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The drawn final document and where its parts are: each document's page indices, then the certificate's. */
export interface DrawnFinal {
  doc: PDFDocument;
  documentPages: ReadonlyMap<bigint, readonly number[]>;
  certificatePages: readonly number[];
}

/**
 * The final document before its seal: the agreement's documents in order (their PDF
 * variants as sent, read from the file store), every filled field drawn on its page,
 * then the audit certificate pages. Nothing comes from a browser: values and images
 * are the ones stored when each signer signed. A test agreement's pages are all stamped TEST.
 */
export async function buildFinalPdf(
  files: FileStore,
  input: {
    parts: AgreementParts;
    facts: Omit<CertificateFacts, 'documents' | 'recipients'>;
    locale: Locale;
    sealUses?: readonly SealUseFace[];
    /** A test agreement (issue 38): every page, the certificate's too, says TEST — not legally binding. */
    test?: boolean;
  },
): Promise<DrawnFinal> {
  const { parts } = input;
  const [first, ...rest] = parts.documents;
  if (!first) throw new CompletionFailure('document_missing', 'the agreement has no documents');
  const doc = await load(await sealStage('read', () => read(files, first.pdfKey)), first.name);
  const pagesOf = new Map<bigint, ReturnType<PDFDocument['getPages']>>([[first.id, doc.getPages()]]);
  for (const document of rest) {
    const source = await load(await sealStage('read', () => read(files, document.pdfKey)), document.name);
    const copied = await doc.copyPages(source, source.getPageIndices());
    for (const page of copied) doc.addPage(page);
    pagesOf.set(document.id, copied);
  }

  const imageKeys = [...new Set(parts.fields.flatMap((field) => (field.imageKey ? [field.imageKey] : [])))];
  const images = new Map<string, Buffer>();
  for (const key of imageKeys) images.set(key, await sealStage('read', () => read(files, key)).catch((error: unknown) => {
    throw error instanceof CompletionFailure ? new CompletionFailure('signature_image_missing', error.detail) : error;
  }));
  const sealUses = input.sealUses ?? [];
  const seals = await sealStage('stamp', () => embedSealUses(doc, sealUses));
  const stampContext = {
    locale: input.locale,
    recipientLocales: new Map(parts.recipients.map((recipient) => [recipient.id, recipient.locale])),
    attachments: new Map((input.facts.attachments ?? []).map((attachment) => [attachment.id.toString(), attachment])),
  };
  const stamps = parts.fields.flatMap((field) => {
    const stamp = stampOf(field, images, seals, stampContext);
    return stamp ? [{ field, stamp }] : [];
  });

  const facts: CertificateFacts = { ...input.facts, documents: parts.documents, recipients: parts.recipients };
  const extraBlocks = [...sealCertificateBlocks(sealUses, seals, input.locale), ...attachmentCertificateBlocks(facts.attachments ?? [], facts.recipients, input.locale)];
  const certificate = certificateBlocks(facts, input.locale, extraBlocks);
  const corpus = stamps.map(({ stamp }) => (stamp.kind === 'text' ? stamp.text : '')).join('') + certificateText(certificate.blocks) + certificate.footer(10, 10) + '0123456789' + (input.test ? TEST_STAMP_TEXT[input.locale] : '');
  const fonts = await sealStage('fonts', () => FallbackFonts.embed(doc, corpus));

  const embedded = new Map<Buffer, PDFImage>();
  const byPage = new Map<ReturnType<PDFDocument['getPage']>, Stamp[]>();
  for (const { field, stamp } of stamps) {
    const page = pagesOf.get(field.documentId)?.[field.page - 1];
    if (!page) throw new CompletionFailure('document_unreadable', `field ${field.id} is on page ${field.page}, which the document lacks`);
    byPage.set(page, [...(byPage.get(page) ?? []), stamp]);
  }
  await sealStage('stamp', async () => {
    for (const [page, pageStamps] of byPage) await stampPage(doc, page, pageStamps, fonts, embedded);
    stampCrossPageSeals(doc, { pages: parts.documents.flatMap((document) => pagesOf.get(document.id) ?? []), recipients: parts.recipients, uses: sealUses, seals });
  });
  const documentPageCount = doc.getPageCount();
  await sealStage('certificate', () => drawCertificate(doc, certificate.blocks, fonts, certificate.footer));
  // In the same pass as every other appearance: pdf-lib rewrites the whole file, and the seal follows.
  if (input.test) await sealStage('stamp', () => stampTestPages(doc, fonts, input.locale));
  // Page indices, so each document can be copied out with the certificate (final-document-files.ts).
  const allPages = doc.getPages();
  const documentPages = new Map([...pagesOf].map(([id, pages]) => [id, pages.map((page) => allPages.indexOf(page))]));
  const certificatePages = doc.getPageIndices().slice(documentPageCount);
  doc.setTitle(input.facts.agreement.name);
  doc.setProducer('Signet');
  doc.setModificationDate(input.facts.sealedAt);
  return { doc, documentPages, certificatePages };
}
