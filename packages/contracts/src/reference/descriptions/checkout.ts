import type { OperationDescriptions } from '../reference-types.js';

/** What each checkout operation does, who may call it and its notable rules (the reference's descriptions). */
export const checkoutDescriptions = {
  redeemLicenceCode:
    'The account centre\'s Redeem box: a licence code grants its plan for its period, or extends the plan the account has. Answers the new plan detail; 8001 for an unknown code, 8002 for one redeemed before, 429 after too many tries.',
  createCheckoutOrder:
    'Starts buying a plan: the server prices it from the catalogue in the region\'s currency and answers the payment provider\'s page to send the buyer to. The body names no amount; 8003 when no payment provider serves the order\'s region. `provider` asks for one of the providers on for that region (Alipay and WeChat Pay serve the China region only); unset, the server takes the first that serves it. `device` picks the provider\'s desktop or phone flow; unset, the server reads it from the User-Agent.',
  getCheckoutOrder:
    'One of the signed-in account\'s orders (the return page waits on it until the payment is confirmed).',
  listCheckoutOrders:
    'The account\'s paid orders, newest first: the Membership card\'s order history.',
  getCheckoutReceipt:
    'The receipt of a paid order: a PDF with the amounts and the tax line the operator configures, in the language asked for (the one the buyer is reading the app in), else the account\'s. 404 for an unpaid order or another account\'s.',
  contactSales:
    'Sends an enterprise enquiry to the operator\'s sales address through the mail queue, with the buyer\'s address as Reply-To. Anyone may ask (no sign-in); 429 after a few per hour.',
} satisfies OperationDescriptions;
