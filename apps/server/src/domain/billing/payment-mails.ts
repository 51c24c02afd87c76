import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, webLink } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { sendMailLater } from '../../jobs/mail-job.js';
import { renderPaymentMail, renderRenewalFailedMail } from '../../mail/templates/payment-mails.js';
import { loadReceiptFacts, renderReceipt } from './open-receipt.js';
import { describe, receiptFileName, type ReceiptFacts, type ReceiptSettings } from './receipt-content.js';

/** The job that mails a payer the news of a payment with its receipt (rendered then, not in the webhook). */
export const PAYMENT_MAIL_JOB = 'billing.payment-mail';

/** Books the payment's mail in the transaction that records the payment: once per order. */
export async function queuePaymentMail(tx: Db, input: { orderId: bigint; reason: 'paid' | 'renewed' }): Promise<void> {
  await enqueueJob(tx, { type: PAYMENT_MAIL_JOB, payload: { orderId: String(input.orderId), reason: input.reason }, dedupeKey: `${PAYMENT_MAIL_JOB}:${input.orderId}` });
}

/** Where the payer manages what they paid for: the company's settings, or the account centre. */
const manageUrl = (publicUrl: string, companyId: bigint | null) => (companyId === null ? webLink(publicUrl, 'account', {}) : webLink(publicUrl, 'companySettings', { companyId }));

/**
 * Sends a payment's mail (the PAYMENT_MAIL_JOB): what was paid, until when, and the receipt PDF
 * attached, in the payer's language. The mail goes through the mail queue under a key of the order,
 * so a job run twice sends one mail.
 */
export async function sendPaymentMail(
  db: Db,
  input: { orderId: bigint; reason: 'paid' | 'renewed'; publicUrl: string; issuer: ReceiptFacts['issuer']; settings: ReceiptSettings },
): Promise<void> {
  const found = await loadReceiptFacts(db, { orderId: input.orderId, issuer: input.issuer });
  if (!found?.email) return; // Not paid, or nobody to tell.
  const { facts, userLocale: locale } = found;
  const receipt = await renderReceipt(facts, locale, input.settings);
  const mail = renderPaymentMail(
    { reason: input.reason, what: describe(facts, locale), currency: facts.order.currency, amount: facts.order.amount, endsAt: facts.service?.endsAt ?? null, manageUrl: manageUrl(input.publicUrl, found.companyId) },
    locale,
  );
  await sendMailLater(db, { to: [found.email], ...mail, attachments: [{ filename: receiptFileName(facts.order.id, locale), contentType: 'application/pdf', content: receipt }] }, { dedupeKey: `payment-mail:${input.orderId}` });
}

/**
 * Tells a company's payer that a renewal could not be charged (issue 32), in the transaction that
 * records it: once per charge and attempt, whatever notices are replayed.
 */
export async function queueRenewalFailedMail(
  tx: Db,
  input: { companyId: bigint; payerId: bigint; chargeRef: string; currency: string; amount: number; nextAttemptAt: Date | null; planEndsAt: Date | null; publicUrl: string },
): Promise<void> {
  const [row] = await tx
    .select({ email: users.email, locale: users.locale, company: companies.legalName })
    .from(users)
    .innerJoin(companies, eq(companies.id, input.companyId))
    .where(eq(users.id, input.payerId));
  if (!row?.email) return;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const mail = renderRenewalFailedMail(
    { company: row.company, currency: input.currency, amount: input.amount, nextAttemptAt: input.nextAttemptAt, planEndsAt: input.planEndsAt, manageUrl: manageUrl(input.publicUrl, input.companyId) },
    locale,
  );
  await sendMailLater(tx, { to: [row.email], ...mail }, { dedupeKey: `renewal-failed:${input.chargeRef}:${input.nextAttemptAt?.toISOString() ?? 'last'}` });
}
