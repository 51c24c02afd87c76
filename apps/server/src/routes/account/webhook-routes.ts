import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { listDeliveries, presentDelivery, replayDelivery, sendTestEvent } from '../../domain/webhooks/deliveries.js';
import { createEndpoint, deleteEndpoint, listEndpoints, presentEndpoint, rotateSecret, updateEndpoint } from '../../domain/webhooks/endpoints.js';
import { registerOperation } from '../../http/register-operation.js';
import { workspaceOf } from '../../domain/company/workspace.js';

/** Webhook endpoints and their delivery logs (issue 18), the owner's only. */
export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const allowHosts = deps.config.webhooks.allowHosts;

  registerOperation(app, deps, contract.listWebhookEndpoints, async ({ session }) => ({ list: (await listEndpoints(db, workspaceOf(session))).map(presentEndpoint) }));

  registerOperation(app, deps, contract.createWebhookEndpoint, async ({ session, body }) => {
    const { row, secret } = await createEndpoint(db, { ...workspaceOf(session), ...body, allowHosts });
    return { endpoint: presentEndpoint(row), secret };
  });

  registerOperation(app, deps, contract.updateWebhookEndpoint, async ({ session, params, body }) =>
    presentEndpoint(await updateEndpoint(db, { ...workspaceOf(session), endpointId: params.endpointId, ...body })),
  );

  registerOperation(app, deps, contract.rotateWebhookSecret, async ({ session, params }) => ({ secret: await rotateSecret(db, { ...workspaceOf(session), endpointId: params.endpointId }) }));

  registerOperation(app, deps, contract.deleteWebhookEndpoint, async ({ session, params }) => {
    await deleteEndpoint(db, { ...workspaceOf(session), endpointId: params.endpointId });
    return { ok: true as const };
  });

  registerOperation(app, deps, contract.listWebhookDeliveries, async ({ session, params }) => ({
    list: (await listDeliveries(db, { ...workspaceOf(session), endpointId: params.endpointId })).map(presentDelivery),
  }));

  registerOperation(app, deps, contract.sendWebhookTestEvent, async ({ session, params, body }) =>
    presentDelivery(await sendTestEvent(db, { ...workspaceOf(session), endpointId: params.endpointId, event: body.event })),
  );

  registerOperation(app, deps, contract.replayWebhookDelivery, async ({ session, params }) =>
    presentDelivery(await replayDelivery(db, { ...workspaceOf(session), endpointId: params.endpointId, deliveryId: params.deliveryId })),
  );
}
