import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { assertDeviceOnline } from '../../domain/session/check-device.js';
import { registerOperation } from '../../http/register-operation.js';
import { resolveRequestSession } from '../../http/session-auth.js';

export function registerCheckDevices(app: FastifyInstance, deps: AppDeps): void {
  registerOperation(app, deps, contract.checkDevices, async ({ request, reply }) => {
    const resolution = await resolveRequestSession(request, reply, {
      db: deps.database.db,
      ttlMs: deps.config.sessionTtlMs,
    });
    assertDeviceOnline(resolution);
    return { online: true as const };
  });
}
