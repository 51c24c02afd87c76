import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import { AppError, ErrorCode, webLink } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { getUserById } from '../../domain/account/users-repository.js';
import { orderDescription } from '../../domain/billing/order-description.js';
import { openReceipt } from '../../domain/billing/open-receipt.js';
import { createOrder, findUserOrder, listPaidOrders, presentOrder, setOrderProviderRef } from '../../domain/billing/orders.js';
import { redeemLicenceCode } from '../../domain/billing/redeem-licence-code.js';
import { sendSalesEnquiry } from '../../domain/billing/send-sales-enquiry.js';
import { getPlanDetail } from '../../domain/plan/get-plan-detail.js';
import { hitNamedLimit } from '../../domain/rate-limit/hit-rate-limit.js';
import { bytesFile } from '../../http/bytes-file.js';
import { registerOperation } from '../../http/register-operation.js';
import { registerPaymentWebhooks } from './payment-webhooks.js';
import { soldRegion } from '../../domain/billing/sold-region.js';
import { chooseProvider, deviceOf } from '../../payments/choose-provider.js';

/** The checkout service family (issue 17): orders paid through a provider, and licence codes. */
export function registerCheckoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.createCheckoutOrder, async ({ session, body, meta }) => {
    const region = soldRegion(deps.config.regions.cnHostnames, meta.host, body.region);
    const provider = chooseProvider(deps.payments, region, body.provider);
    const user = await getUserById(db, session.userId);
    const order = await createOrder(db, { userId: user.id, planId: body.planId, period: body.period, region, provider: provider.id });
    const base = deps.config.publicUrl;
    const start = await provider.startCheckout({
      orderId: order.id,
      description: orderDescription(body.planId, body.period, user.locale),
      period: body.period,
      currency: order.currency as contract.Currency,
      amount: order.amount,
      unitAmount: order.amount,
      quantity: 1,
      company: null,
      customerEmail: user.email,
      successUrl: webLink(base, 'checkoutReturn', {}, { order: String(order.id), ...(body.returnTo ? { returnTo: body.returnTo } : {}) }),
      cancelUrl: webLink(base, 'checkoutReturn', {}, { order: String(order.id), canceled: '1' }),
      device: body.device ?? deviceOf(meta.userAgent),
      clientIp: meta.ip,
      qrPageUrl: (code) => webLink(base, 'checkoutScan', {}, { order: String(order.id), code, ...(body.returnTo ? { returnTo: body.returnTo } : {}) }),
    });
    await setOrderProviderRef(db, order.id, start.providerRef);
    return { order: presentOrder(order), checkoutUrl: start.url };
  });

  registerOperation(app, deps, contract.getCheckoutOrder, async ({ session, params }) => {
    const order = await findUserOrder(db, session.userId, params.orderId);
    if (!order) throw new AppError(ErrorCode.NotFound);
    return presentOrder(order);
  });

  registerOperation(app, deps, contract.listCheckoutOrders, async ({ session }) => ({ list: (await listPaidOrders(db, session.userId)).map(presentOrder) }));

  registerOperation(app, deps, contract.getCheckoutReceipt, async ({ session, params, query }) => {
    const { operator, receipts } = deps.config;
    const receipt = await openReceipt(db, { userId: session.userId, orderId: params.orderId, ...(query.lang ? { locale: query.lang } : {}), issuer: { name: operator.name, email: operator.email, address: operator.address }, settings: receipts });
    return bytesFile(receipt.bytes, 'application/pdf', receipt.fileName);
  });

  registerPaymentWebhooks(app, deps);

  registerOperation(app, deps, contract.contactSales, async ({ body, meta }) => {
    await hitNamedLimit(db, 'salesEnquiryPerIp', meta.ip);
    await hitNamedLimit(db, 'salesEnquiryPerEmail', body.email.toLowerCase());
    await sendSalesEnquiry(db, { to: deps.config.salesEmail, enquiry: { ...body, locale: meta.locale, source: webLink(deps.config.publicUrl, 'pricingEnterprise', {}) } });
    return {};
  });

  registerOperation(app, deps, contract.redeemLicenceCode, async ({ session, body, meta }) => {
    // Counted before the code is looked at, so wrong guesses count too.
    await hitNamedLimit(db, 'redeemCodePerAccount', String(session.userId));
    await hitNamedLimit(db, 'redeemCodePerIp', meta.ip);
    await redeemLicenceCode(db, { userId: session.userId, code: body.code });
    return getPlanDetail(await getUserById(db, session.userId));
  });
}
