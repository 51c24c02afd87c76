import { expirePlan } from '../domain/billing/expire-plan.js';
import { PLAN_EXPIRY_JOB } from '../domain/billing/grant-plan.js';
import { PAYMENT_MAIL_JOB, sendPaymentMail } from '../domain/billing/payment-mails.js';
import type { ReceiptFacts, ReceiptSettings } from '../domain/billing/receipt-content.js';
import type { JobHandlers } from '../jobs/index.js';

/**
 * Plans that end: the account returns to free at the booked time (grantPlan books the job). And
 * every payment's mail to its payer, with the receipt drawn then (payOrder and subscription charges book it).
 */
export function billingJobHandlers(deps: { publicUrl: string; issuer: ReceiptFacts['issuer']; receipts: ReceiptSettings }): JobHandlers {
  return {
    [PAYMENT_MAIL_JOB]: async (job, { db }) => {
      const payload = job.payload as { orderId: string; reason: 'paid' | 'renewed' };
      await sendPaymentMail(db, { orderId: BigInt(payload.orderId), reason: payload.reason, publicUrl: deps.publicUrl, issuer: deps.issuer, settings: deps.receipts });
    },
    [PLAN_EXPIRY_JOB]: async (job, { db }) => {
      const payload = job.payload as { userId: string; endsAt: string };
      await expirePlan(db, { userId: BigInt(payload.userId), endsAt: new Date(payload.endsAt) });
    },
  };
}
