import type { RequestOptions } from './client-options.js';
import type { SignetFile, UploadBody } from './files.js';
import type { OperationInputOf, OperationResultOf } from './operation-types.js';
import type { SignetClient } from './signet-client.js';

type Body<Id extends Parameters<SignetClient['call']>[0]> = OperationInputOf<Id> extends { body?: infer B } ? B : never;
type Query<Id extends Parameters<SignetClient['call']>[0]> = OperationInputOf<Id> extends { query?: infer Q } ? Q : never;
/** An id as the API takes it: exact as bigint or a digit string (a number only below 2^53). */
export type IdInput = bigint | string | number;

type Result<Id extends Parameters<SignetClient['call']>[0] | 'uploadDocument'> = Promise<OperationResultOf<Id>>;

/**
 * Named methods for the calls an integration makes most, over `client.call`: the same types,
 * errors and retries. Everything else is `client.call('<operationId>', …)`.
 */
export function resourcesOf(client: SignetClient) {
  return {
    documents: {
      /** Uploads a file (PDF, Word, image, …): answers the document, whose `id` goes into `agreements.create`. */
      upload: (file: UploadBody, input: { fileName: string; name?: string; contentType?: string }, options?: RequestOptions): Result<'uploadDocument'> =>
        client.upload('uploadDocument', { file, fileName: input.fileName, ...(input.contentType ? { contentType: input.contentType } : {}), fields: input.name === undefined ? {} : { name: input.name } }, options),
      get: (documentId: IdInput, options?: RequestOptions): Result<'getDocument'> =>
        client.call('getDocument', { params: { documentId } }, options),
      list: (query?: Query<'listDocuments'>, options?: RequestOptions): Result<'listDocuments'> =>
        client.call('listDocuments', query === undefined ? {} : { query }, options),
    },
    agreements: {
      /**
       * One call to send (idempotent): documents (uploads, inline files or https addresses), recipients, fields
       * by place or text tags, and send; answers the agreement and each recipient's id and embedded URL.
       */
      sendRequest: (body: Body<'createSignatureRequest'>, options?: RequestOptions): Result<'createSignatureRequest'> =>
        client.call('createSignatureRequest', { body }, options),
      /** A draft from uploaded documents and recipients (idempotent: retries never create twice). */
      create: (body: Body<'createAgreement'>, options?: RequestOptions): Result<'createAgreement'> =>
        client.call('createAgreement', { body }, options),
      get: (flowId: IdInput, options?: RequestOptions): Result<'getAgreement'> =>
        client.call('getAgreement', { params: { flowId } }, options),
      list: (query?: Query<'listAgreements'>, options?: RequestOptions): Result<'listAgreements'> =>
        client.call('listAgreements', query === undefined ? {} : { query }, options),
      /** Places the fields of a draft; `revision` is the draft's current one (7xxx when it moved on). */
      saveFields: (flowId: IdInput, body: Body<'saveAgreementFields'>, options?: RequestOptions): Result<'saveAgreementFields'> =>
        client.call('saveAgreementFields', { params: { flowId }, body }, options),
      /** Sends a draft to its recipients (idempotent). */
      send: (flowId: IdInput, body: Body<'sendAgreement'>, options?: RequestOptions): Result<'sendAgreement'> =>
        client.call('sendAgreement', { params: { flowId }, body }, options),
      void: (flowId: IdInput, reason: string, options?: RequestOptions): Result<'voidAgreement'> =>
        client.call('voidAgreement', { params: { flowId }, body: { reason } }, options),
      /** A ten-minute URL that opens the recipient's signing page in your site's frame (see @signet/embed-react). */
      embeddedSigningUrl: (flowId: IdInput, recipientId: IdInput, options?: RequestOptions): Result<'createEmbeddedSigningUrl'> =>
        client.call('createEmbeddedSigningUrl', { params: { flowId, recipientId } }, options),
      /** The sealed PDF of a completed agreement. */
      downloadFinal: (flowId: IdInput, options?: RequestOptions): Promise<SignetFile> =>
        client.download('getAgreementFinalFile', { params: { flowId } }, options),
    },
    templates: {
      list: (query?: Query<'listTemplates'>, options?: RequestOptions): Result<'listTemplates'> =>
        client.call('listTemplates', query === undefined ? {} : { query }, options),
      get: (templateId: IdInput, options?: RequestOptions): Result<'getTemplate'> =>
        client.call('getTemplate', { params: { templateId } }, options),
      /** One call from a template: roles by name, values by field key, expiry, reminders, send (idempotent). */
      sendRequest: (templateId: IdInput, body: Body<'createTemplateSignatureRequest'>, options?: RequestOptions): Result<'createTemplateSignatureRequest'> =>
        client.call('createTemplateSignatureRequest', { params: { templateId }, body }, options),
      /** An agreement from a template, for these people (idempotent). */
      use: (templateId: IdInput, body: Body<'useTemplate'>, options?: RequestOptions): Result<'useTemplate'> =>
        client.call('useTemplate', { params: { templateId }, body }, options),
    },
    webhooks: {
      list: (options?: RequestOptions): Result<'listWebhookEndpoints'> =>
        client.call('listWebhookEndpoints', {}, options),
      /** Registers an endpoint; the answer carries its signing secret (`whsec_…`) once. */
      create: (body: Body<'createWebhookEndpoint'>, options?: RequestOptions): Result<'createWebhookEndpoint'> =>
        client.call('createWebhookEndpoint', { body }, options),
      deliveries: (endpointId: IdInput, query?: Query<'listWebhookDeliveries'>, options?: RequestOptions): Result<'listWebhookDeliveries'> =>
        client.call('listWebhookDeliveries', { params: { endpointId }, ...(query === undefined ? {} : { query }) }, options),
    },
  };
}

export type SignetResources = ReturnType<typeof resourcesOf>;
