import { z } from 'zod';
import { defineOperation } from '../../operation.js';

/**
 * The device check polled every 6 s while signed in (spec 4 and 7). Answers 2010
 * when this device's session was signed out and 2008 when too many devices are online.
 * It reads `x-token` itself (auth 'none') because those answers replace the usual 401.
 */
export const checkDevices = defineOperation({
  id: 'checkDevices',
  service: 'sign',
  method: 'GET',
  path: '/v1/user/checkDevices',
  summary: 'Check that this device may stay signed in',
  auth: 'none',
  silentErrors: true,
  response: z.object({ online: z.literal(true) }),
});
