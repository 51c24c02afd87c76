import { deliverWebhook, type WebhookPost } from '../domain/webhooks/deliver-webhook.js';
import { postWebhook } from '../domain/webhooks/post-webhook.js';
import { WEBHOOK_DELIVERY_JOB } from '../domain/webhooks/queue-webhooks.js';
import type { JobHandlers } from '../jobs/index.js';

/** Webhook deliveries: one attempt per job; deliverWebhook books the next on its own schedule. */
export function webhookJobHandlers(options: { publicUrl: string; allowHosts: ReadonlySet<string>; post?: WebhookPost }): JobHandlers {
  const post = options.post ?? postWebhook(options.allowHosts);
  return {
    [WEBHOOK_DELIVERY_JOB]: async (job, { db }) => {
      const { deliveryId } = job.payload as { deliveryId: string };
      await deliverWebhook(db, { deliveryId: BigInt(deliveryId), publicUrl: options.publicUrl, post });
    },
  };
}
