import type { Operation } from '../operation.js';
import { getPublicConfig } from './app/get-public-config.js';
import { getOutboxMessage, listOutbox, sendTestMail } from './dev/outbox.js';
import { checkDevices } from './sign/check-devices.js';

export * from './app/get-public-config.js';
export * from './dev/outbox.js';
export * from './sign/check-devices.js';

/** Every operation, for the OpenAPI document and route coverage checks. */
export const operations: readonly Operation[] = [
  getPublicConfig,
  checkDevices,
  listOutbox,
  getOutboxMessage,
  sendTestMail,
];
