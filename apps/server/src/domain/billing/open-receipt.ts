import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { AppError, DEFAULT_LOCALE, ErrorCode, isLocale, type BillingPeriod, type Locale, type PaidPlanId } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { entitlements, orders, users } from '../../db/schema/index.js';
import { certificateText, drawCertificate } from '../../pdf/audit-certificate.js';
import { FallbackFonts } from '../../pdf/fallback-fonts.js';
import { receiptContent, receiptFileName, type ReceiptFacts, type ReceiptSettings } from './receipt-content.js';

/** Draws a receipt as an A4 PDF, dated with the payment so the same receipt always has the same bytes. */
export async function renderReceipt(facts: ReceiptFacts, locale: Locale, settings: ReceiptSettings): Promise<Buffer> {
  const { blocks, footer } = receiptContent(facts, locale, settings);
  const doc = await PDFDocument.create();
  const fonts = await FallbackFonts.embed(doc, certificateText(blocks) + footer(10, 10) + '0123456789');
  drawCertificate(doc, blocks, fonts, footer);
  doc.setTitle(receiptFileName(facts.order.id, locale).replace(/\.pdf$/, ''));
  doc.setProducer('Signet');
  doc.setCreationDate(facts.order.paidAt);
  doc.setModificationDate(facts.order.paidAt);
  return Buffer.from(await doc.save());
}

/**
 * The receipt of one of the user's paid orders, in the language asked for or else the account's, made when asked (it is fully
 * determined by the order and the configuration). 404 for another user's order or an unpaid one:
 * there is nothing to receipt.
 */
export async function openReceipt(db: Db, input: { userId: bigint; orderId: bigint; locale?: Locale; issuer: ReceiptFacts['issuer']; settings: ReceiptSettings }): Promise<{ bytes: Buffer; fileName: string }> {
  const [row] = await db
    .select({ order: orders, user: { name: users.name, email: users.email, locale: users.locale }, service: { planId: entitlements.planId, startsAt: entitlements.startsAt, endsAt: entitlements.endsAt } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(entitlements, eq(entitlements.orderId, orders.id))
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId), eq(orders.status, 'paid')));
  if (!row?.order.paidAt) throw new AppError(ErrorCode.NotFound, { detail: `no paid order ${input.orderId}` });
  const locale = input.locale ?? (isLocale(row.user.locale) ? row.user.locale : DEFAULT_LOCALE);
  const facts: ReceiptFacts = {
    order: {
      id: row.order.id,
      planId: row.order.planId as PaidPlanId,
      period: row.order.period as BillingPeriod,
      currency: row.order.currency as 'USD' | 'CNY',
      amount: row.order.amount,
      paidAt: row.order.paidAt,
      provider: row.order.provider,
    },
    service: row.service?.planId ? { planId: row.service.planId as PaidPlanId, startsAt: row.service.startsAt, endsAt: row.service.endsAt } : null,
    buyer: { name: row.user.name, email: row.user.email ?? '' },
    issuer: input.issuer,
  };
  return { bytes: await renderReceipt(facts, locale, input.settings), fileName: receiptFileName(facts.order.id, locale) };
}
