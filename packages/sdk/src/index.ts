import type { SignetClientOptions } from './client-options.js';
import { resourcesOf, type SignetResources } from './resources.js';
import { SignetClient } from './signet-client.js';

/** A client with the named methods (`client.agreements.create(…)`) beside `call`, `upload` and `download`. */
export function createSignetClient(options: SignetClientOptions): SignetClient & SignetResources {
  const client = new SignetClient(options);
  return Object.assign(client, resourcesOf(client));
}

export { SignetClient } from './signet-client.js';
export type { CallArgs, SignetResponse, UploadInput } from './signet-client.js';
export type { RequestOptions, SignetClientOptions } from './client-options.js';
export type { RetryOptions } from './retry-policy.js';
export type { IdInput, SignetResources } from './resources.js';
export type { SignetFile, UploadBody } from './files.js';
export type {
  FileOperationId,
  JsonOperationId,
  OperationId,
  OperationInputOf,
  OperationResultOf,
  SignetOperations,
  UploadOperationId,
} from './operation-types.js';
export {
  SignetApiError,
  SignetAuthenticationError,
  SignetError,
  SignetIdempotencyError,
  SignetNetworkError,
  SignetNotFoundError,
  SignetPermissionError,
  SignetRateLimitError,
  SignetValidationError,
  isSignetApiError,
} from './errors.js';
export { verifyWebhook, SignetWebhookVerificationError } from './webhooks/verify-webhook.js';
export type { SignetWebhookEvent, VerifyWebhookOptions, WebhookHeaders, WebhookRefusal } from './webhooks/verify-webhook.js';
export { ErrorCode, parseJson, stringifyJson } from '@signet/contracts';
export { SDK_VERSION } from './version.js';
