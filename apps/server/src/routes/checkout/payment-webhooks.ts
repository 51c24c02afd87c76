import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { cancelOrder, findProviderOrder, payOrder } from '../../domain/billing/orders.js';
import { recordFailedCharge, recordSubscriptionChange, recordSubscriptionCharge } from '../../domain/billing/subscription-events.js';
import { WebhookSignatureError, type PaymentProvider } from '../../payments/payment-provider.js';

/**
 * `POST /v1/checkout/{provider}/webhook`: the providers' own notices, outside the client
 * contract (they answer the provider, not our web app). The body is kept raw, because the
 * signature is over its exact bytes (JSON for Stripe and WeChat Pay, a form for Alipay). A bad
 * signature is refused (400) and logged; a good notice is acted on idempotently and answered as
 * its provider wants (`provider.webhookReply`), so the provider stops sending it.
 */
export function registerPaymentWebhooks(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  for (const provider of deps.payments) {
    void app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.post(`/v1/checkout/${provider.id}/webhook`, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let notice;
        try {
          notice = provider.readWebhook(raw, request.headers);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ provider: provider.id, ip: request.ip, reason: error.message }, 'payment webhook refused: bad signature');
          return reply.code(400).send({ received: false });
        }
        await handleNotice(provider, notice, request.log);
        const { status, contentType, body } = provider.webhookReply;
        return reply.code(status).type(contentType).send(body);
      });
    });
  }

  async function handleNotice(provider: PaymentProvider, notice: ReturnType<PaymentProvider['readWebhook']>, log: FastifyInstance['log']) {
    const about = { provider: provider.id, event: notice.eventId };
    switch (notice.kind) {
      case 'other':
        log.info({ ...about, type: notice.type }, 'payment webhook ignored');
        return;
      case 'subscription_charged': {
        const { eventId: _event, kind: _kind, ...charge } = notice;
        const recorded = await recordSubscriptionCharge(db, { provider: provider.id, ...charge });
        log.info({ ...about, subscription: notice.subscriptionRef, charge: notice.chargeRef, recorded }, 'subscription charged');
        return;
      }
      case 'subscription_charge_failed': {
        const { eventId: _event, kind: _kind, ...failure } = notice;
        const recorded = await recordFailedCharge(db, { provider: provider.id, ...failure, publicUrl: deps.config.publicUrl });
        log.warn({ ...about, subscription: notice.subscriptionRef, charge: notice.chargeRef, recorded }, 'subscription charge failed');
        return;
      }
      case 'subscription_changed': {
        const changed = await recordSubscriptionChange(db, { provider: provider.id, subscriptionRef: notice.subscriptionRef, quantity: notice.quantity, renews: notice.renews, ended: notice.ended });
        log.info({ ...about, subscription: notice.subscriptionRef, quantity: notice.quantity, renews: notice.renews, changed }, 'subscription changed');
        return;
      }
    }
    const order = await findProviderOrder(db, provider.id, notice.providerRef, notice.orderId);
    if (!order) {
      // Not one of ours (another app on the same account), or a mismatch: nothing to grant.
      log.warn({ provider: provider.id, event: notice.eventId, ref: notice.providerRef }, 'payment webhook for an unknown order');
      return;
    }
    if (notice.kind === 'paid' && notice.amount !== undefined && notice.amount !== order.amount) {
      // Signed by the provider, yet not the order's price: paid for something else; granted never.
      log.error({ provider: provider.id, event: notice.eventId, order: String(order.id), paid: notice.amount, price: order.amount }, 'payment webhook amount is not the order’s');
      return;
    }
    if (notice.kind === 'paid') {
      const subscription = notice.subscription && { provider: provider.id, ...notice.subscription };
      const grant = await payOrder(db, { orderId: order.id, subscription });
      log.info({ provider: provider.id, event: notice.eventId, order: String(order.id), granted: grant !== null }, 'payment confirmed');
    } else {
      const canceled = await cancelOrder(db, order.id);
      log.info({ provider: provider.id, event: notice.eventId, order: String(order.id), canceled }, 'payment given up');
    }
  }
}
