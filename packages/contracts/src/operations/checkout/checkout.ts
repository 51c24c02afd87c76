import { z } from 'zod';
import { REGIONS } from '../../constants.js';
import { LOCALES } from '../../i18n/locales.js';
import { ZId, ZIdOut } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { BILLING_PERIODS, PAID_PLAN_IDS, PAYMENT_PROVIDERS } from '../../plans.js';
import { sitePath } from '../../site-path.js';
import { ZPlanDetail } from '../account/account-schemas.js';

/** What a person types: letters, digits, dashes and spaces (normalised on the server). */
const ZLicenceCodeInput = z.string().trim().min(1).max(64);

/**
 * The account centre's Redeem box (issue 17): a licence code grants its plan for its period, or
 * extends the plan the account has. Answers the new plan detail; 8001 for an unknown code, 8002
 * for one redeemed before, 429 after too many tries.
 */
export const redeemLicenceCode = defineOperation({
  id: 'redeemLicenceCode',
  service: 'checkout',
  method: 'POST',
  path: '/v1/checkout/codes/redeem',
  summary: 'Redeem a licence code for a plan',
  auth: 'session',
  body: z.object({ code: ZLicenceCodeInput }),
  response: ZPlanDetail,
});

/** Where the buyer pays: a desktop page (a QR code for WeChat Pay) or a phone browser. */
export const CHECKOUT_DEVICES = ['desktop', 'phone'] as const;
export type CheckoutDevice = (typeof CHECKOUT_DEVICES)[number];

/** A page of this site to come back to after paying: a path, never another origin. */
export const ZReturnTo = z
  .string()
  .max(500)
  .refine((value) => sitePath(value) !== null, 'a path of this site: it starts with one /, with no tab, line break or backslash');

/** An order as its buyer sees it. Amounts are in the currency's smallest unit. */
export const ZOrder = z.object({
  id: ZIdOut,
  planId: z.enum(PAID_PLAN_IDS),
  period: z.enum(BILLING_PERIODS),
  currency: z.enum(['USD', 'CNY']),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'canceled']),
  createdAt: z.string().meta({ format: 'date-time' }),
  paidAt: z.string().meta({ format: 'date-time' }).nullable(),
  /**
   * A company's seats (issue 32): the company and how many seats; null for a person's plan. A
   * 'renewal' was charged by a subscription by itself (a renewal, or seats added in the billing
   * portal); a 'purchase' went through checkout. Optional in the type only.
   */
  companyId: ZIdOut.nullable().optional(),
  seats: z.number().int().nullable().optional(),
  kind: z.enum(['purchase', 'renewal']).optional(),
});
export type Order = z.infer<typeof ZOrder>;

/**
 * Starts buying a plan (issue 17): the server prices it from the catalogue in the region's
 * currency and answers the payment provider's page to send the buyer to. The body names no
 * amount; 8003 when no payment provider serves the order's region. `provider` asks for one of
 * the providers on for that region (Alipay and WeChat Pay serve the China region only); unset,
 * the server takes the first that serves it. `device` picks the provider's desktop or phone
 * flow; unset, the server reads it from the User-Agent.
 */
export const createCheckoutOrder = defineOperation({
  id: 'createCheckoutOrder',
  service: 'checkout',
  method: 'POST',
  path: '/v1/checkout/orders',
  summary: 'Start buying a plan: an order and the payment page',
  auth: 'session',
  body: z
    .object({
      planId: z.enum(PAID_PLAN_IDS),
      period: z.enum(BILLING_PERIODS),
      region: z.enum(REGIONS),
      provider: z.enum(PAYMENT_PROVIDERS).optional(),
      device: z.enum(CHECKOUT_DEVICES).optional(),
      /** A page of this site to offer after paying (the send that was refused). */
      returnTo: ZReturnTo.optional(),
    })
    .strict(),
  response: z.object({ order: ZOrder, checkoutUrl: z.url() }),
});

/** One of the signed-in account's orders (the return page waits on it until the payment is confirmed). */
export const getCheckoutOrder = defineOperation({
  id: 'getCheckoutOrder',
  service: 'checkout',
  method: 'GET',
  path: '/v1/checkout/orders/{orderId}',
  summary: "One of the account's orders",
  auth: 'session',
  params: z.object({ orderId: ZId }),
  response: ZOrder,
});

/** The account's paid orders, newest first: the Membership card's order history (issue 17). */
export const listCheckoutOrders = defineOperation({
  id: 'listCheckoutOrders',
  service: 'checkout',
  method: 'GET',
  path: '/v1/checkout/orders',
  summary: "The account's paid orders, newest first",
  auth: 'session',
  response: z.object({ list: z.array(ZOrder) }),
});

/**
 * The receipt of a paid order: a PDF with the amounts and the tax line the operator configures,
 * in the language asked for (the one the buyer is reading the app in), else the account's.
 * 404 for an unpaid order or another account's.
 */
export const getCheckoutReceipt = defineOperation({
  id: 'getCheckoutReceipt',
  service: 'checkout',
  method: 'GET',
  path: '/v1/checkout/orders/{orderId}/receipt',
  summary: 'Download the receipt of a paid order',
  auth: 'session',
  params: z.object({ orderId: ZId }),
  query: z.object({ lang: z.enum(LOCALES).optional() }),
  response: fileResponse('application/pdf'),
});

/** The enterprise pricing page's contact form: what a buyer tells the sales team. */
export const ZSalesEnquiry = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    company: z.string().trim().max(200).default(''),
    /** How many people would send agreements; blank when the buyer does not know yet. */
    seats: z.number().int().min(1).max(1_000_000).nullable().default(null),
    message: z.string().trim().min(10).max(5000),
  })
  .strict();

/**
 * Sends an enterprise enquiry to the operator's sales address through the mail queue, with the
 * buyer's address as Reply-To. Anyone may ask (no sign-in); 429 after a few per hour.
 */
export const contactSales = defineOperation({
  id: 'contactSales',
  service: 'checkout',
  method: 'POST',
  path: '/v1/checkout/enquiries',
  summary: 'Send an enterprise enquiry to the sales team',
  auth: 'none',
  body: ZSalesEnquiry,
  response: z.object({}),
});
