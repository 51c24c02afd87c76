import type { Locale } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { sendMailLater } from '../../jobs/index.js';
import { renderSalesEnquiryMail, type SalesEnquiryMail } from '../../mail/templates/sales-enquiry-mail.js';

/**
 * Queues an enterprise enquiry for the sales address. Only the operator is mailed: a copy to the
 * address typed in the form would let anyone send our mail to anyone.
 */
export async function sendSalesEnquiry(db: Db, input: { to: string; enquiry: SalesEnquiryMail & { locale: Locale } }): Promise<void> {
  await sendMailLater(db, { to: [input.to], ...renderSalesEnquiryMail(input.enquiry) });
}
