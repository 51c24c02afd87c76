import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import { AppError, ErrorCode, webLink } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { getUserById } from '../../domain/account/users-repository.js';
import { billableCompany, createCompanySeatOrder } from '../../domain/billing/company-seat-orders.js';
import { orderDescription } from '../../domain/billing/order-description.js';
import { presentOrder, setOrderProviderRef } from '../../domain/billing/orders.js';
import { soldRegion } from '../../domain/billing/sold-region.js';
import { registerOperation } from '../../http/register-operation.js';
import { chooseProvider, deviceOf } from '../../payments/choose-provider.js';

/** A company's seats bought through a payment provider, and its subscription's portal (issue 32). */
export function registerCompanyBillingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const publicUrl = deps.config.publicUrl;

  registerOperation(app, deps, contract.buyCompanySeats, async ({ session, params, body, meta }) => {
    const company = await billableCompany(db, params.companyId, session.userId);
    const region = soldRegion(deps.config.regions.cnHostnames, meta.host, company.region as contract.Region);
    const provider = chooseProvider(deps.payments, region, body.provider);
    const user = await getUserById(db, session.userId);
    const { order, unitAmount } = await createCompanySeatOrder(db, { company, userId: user.id, seats: body.seats, period: body.period, region, provider: provider.id });
    const companyName = company.legalName;
    const back = body.returnTo ?? new URL(webLink(publicUrl, 'companySettings', { companyId: company.id })).pathname;
    const start = await provider.startCheckout({
      orderId: order.id,
      description: `${orderDescription('enterprise', body.period, user.locale)} · ${companyName}`,
      period: body.period,
      currency: order.currency as contract.Currency,
      amount: order.amount,
      unitAmount,
      quantity: body.seats,
      company: { id: company.id, name: companyName },
      customerEmail: user.email,
      successUrl: webLink(publicUrl, 'checkoutReturn', {}, { order: String(order.id), returnTo: back }),
      cancelUrl: webLink(publicUrl, 'checkoutReturn', {}, { order: String(order.id), canceled: '1', returnTo: back }),
      device: deviceOf(meta.userAgent),
      clientIp: meta.ip,
      qrPageUrl: (code) => webLink(publicUrl, 'checkoutScan', {}, { order: String(order.id), code, returnTo: back }),
    });
    await setOrderProviderRef(db, order.id, start.providerRef);
    return { order: presentOrder(order), checkoutUrl: start.url };
  });

  registerOperation(app, deps, contract.openCompanyBillingPortal, async ({ session, params, meta }) => {
    const company = await billableCompany(db, params.companyId, session.userId);
    if (!company.billingCustomerRef) throw new AppError(ErrorCode.NoSubscription);
    const provider = deps.payments.find((candidate) => candidate.id === company.billingProvider);
    if (!provider?.subscriptions) throw new AppError(ErrorCode.PaymentUnavailable);
    const url = await provider.subscriptions.openPortal({ customerRef: company.billingCustomerRef, returnUrl: webLink(publicUrl, 'companySettings', { companyId: company.id }), locale: meta.locale });
    return { url };
  });
}
