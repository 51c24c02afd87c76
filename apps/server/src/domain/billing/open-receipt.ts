import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { AppError, DEFAULT_LOCALE, ErrorCode, isLocale, type BillingPeriod, type Locale, type PaidPlanId } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies, entitlements, orders, users } from '../../db/schema/index.js';
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
 * What a paid order's receipt says, from the order, its buyer and what it bought: a person's
 * entitlement, or a company's seats and the time the order records. Null when there is no paid
 * order by that id (or, with `userId`, none of that user's).
 */
export async function loadReceiptFacts(db: Db, input: { orderId: bigint; userId?: bigint; issuer: ReceiptFacts['issuer'] }): Promise<{ facts: ReceiptFacts; userLocale: Locale; email: string | null; companyId: bigint | null } | null> {
  const [row] = await db
    .select({
      order: orders,
      user: { name: users.name, email: users.email, locale: users.locale },
      service: { planId: entitlements.planId, startsAt: entitlements.startsAt, endsAt: entitlements.endsAt },
      companyName: companies.legalName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(entitlements, eq(entitlements.orderId, orders.id))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.id, input.orderId), input.userId === undefined ? undefined : eq(orders.userId, input.userId), eq(orders.status, 'paid')));
  const paidAt = row?.order.paidAt;
  if (!row || !paidAt) return null;
  const { order } = row;
  const seatService = order.serviceStartsAt && order.serviceEndsAt ? { planId: order.planId as PaidPlanId, startsAt: order.serviceStartsAt, endsAt: order.serviceEndsAt } : null;
  const facts: ReceiptFacts = {
    order: { id: order.id, planId: order.planId as PaidPlanId, period: order.period as BillingPeriod, currency: order.currency as 'USD' | 'CNY', amount: order.amount, paidAt, provider: order.provider, kind: order.kind as 'purchase' | 'renewal' },
    company: order.seats !== null ? { name: row.companyName ?? '', seats: order.seats } : null,
    service: row.service?.planId ? { planId: row.service.planId as PaidPlanId, startsAt: row.service.startsAt, endsAt: row.service.endsAt } : seatService,
    buyer: { name: row.user.name, email: row.user.email ?? '' },
    issuer: input.issuer,
  };
  return { facts, userLocale: isLocale(row.user.locale) ? row.user.locale : DEFAULT_LOCALE, email: row.user.email, companyId: order.companyId };
}

/**
 * The receipt of one of the user's paid orders, in the language asked for or else the account's, made when asked (it is fully
 * determined by the order and the configuration). 404 for another user's order or an unpaid one:
 * there is nothing to receipt.
 */
export async function openReceipt(db: Db, input: { userId: bigint; orderId: bigint; locale?: Locale; issuer: ReceiptFacts['issuer']; settings: ReceiptSettings }): Promise<{ bytes: Buffer; fileName: string }> {
  const found = await loadReceiptFacts(db, input);
  if (!found) throw new AppError(ErrorCode.NotFound, { detail: `no paid order ${input.orderId}` });
  const locale = input.locale ?? found.userLocale;
  return { bytes: await renderReceipt(found.facts, locale, input.settings), fileName: receiptFileName(found.facts.order.id, locale) };
}
