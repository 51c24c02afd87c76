import { z } from 'zod';
import { ZId } from '../../ids.js';
import { defineOperation } from '../../operation.js';
import { BILLING_PERIODS, PAYMENT_PROVIDERS } from '../../plans.js';
import { ZOrder, ZReturnTo } from '../checkout/checkout.js';
import { ZCompany } from './company-schemas.js';

// A company's plan and seats (issue 32): redeemed by licence code, or bought through a payment provider.

const companyParams = z.object({ companyId: ZId });

/**
 * Redeems an Enterprise licence code that carries seats for the company (issue 32; the owner, who
 * pays): the company's plan runs the code's period longer, with at least the code's seats. 8001 an
 * unknown code, 8002 a used one, 403 a code without seats, 429 after too many tries.
 */
export const redeemCompanyLicenceCode = defineOperation({
  id: 'redeemCompanyLicenceCode',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/licence-code',
  summary: 'Redeem a licence code for company seats',
  auth: 'session',
  params: companyParams,
  body: z.object({ code: z.string().trim().min(1).max(64) }),
  response: z.object({ company: ZCompany }),
});

/** How many seats one purchase may buy; more than this is a conversation with sales. */
export const COMPANY_SEATS_MAX = 1000;

/**
 * Buys Enterprise seats for the company (issue 32; the owner, who pays): an order priced from the
 * catalogue per seat in the currency of where it is sold, and the provider's page. With Stripe the
 * seats are a subscription with that quantity that renews by itself; Alipay and WeChat Pay prepay one
 * period. 8209 while a subscription is on (seats then change in the billing portal), 8003 when no
 * payment provider serves the region.
 */
export const buyCompanySeats = defineOperation({
  id: 'buyCompanySeats',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/checkout',
  summary: 'Buy Enterprise seats for the company: an order and the payment page',
  auth: 'session',
  params: companyParams,
  body: z
    .object({
      seats: z.number().int().min(1).max(COMPANY_SEATS_MAX),
      period: z.enum(BILLING_PERIODS),
      /** One of the providers switched on for the company's region; the first of them when left out. */
      provider: z.enum(PAYMENT_PROVIDERS).optional(),
      /** A page of this site to come back to after paying (the company's settings when left out). */
      returnTo: ZReturnTo.optional(),
    })
    .strict(),
  response: z.object({ order: ZOrder, checkoutUrl: z.url() }),
});

/**
 * The payment provider's billing portal for the company's subscription (issue 32; the owner): change
 * the card, read invoices, change the number of seats or cancel at the period's end. 8210 when the
 * company has no subscription.
 */
export const openCompanyBillingPortal = defineOperation({
  id: 'openCompanyBillingPortal',
  service: 'account',
  method: 'POST',
  path: '/v1/companies/{companyId}/billing-portal',
  summary: "Open the billing portal of the company's subscription",
  auth: 'session',
  params: companyParams,
  response: z.object({ url: z.url() }),
});
