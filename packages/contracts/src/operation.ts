import type { z } from 'zod';
import type { Service } from './services.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation: anyone, a signed-in session (`x-token`), the web
 * client carrying the app service's fixed basic authorization, or a recipient's
 * signer session (`x-signer-token`; the sender's own `x-token` stands in for a
 * "Just need my signature" agreement, and the domain decides what either may do).
 */
export type OperationAuth = 'none' | 'session' | 'basic' | 'signer';

/** A download's success answer: the file's bytes in one of these media types, not an envelope (errors still are). */
export interface FileResponse {
  readonly kind: 'file';
  readonly mediaTypes: readonly string[];
}

export function fileResponse(...mediaTypes: string[]): FileResponse {
  return { kind: 'file', mediaTypes };
}

export function isFileResponse(response: z.ZodType | FileResponse): response is FileResponse {
  return 'kind' in response && response.kind === 'file';
}

/**
 * One API operation: the single source for server validation, the OpenAPI document
 * and the web client's types. `path` uses OpenAPI `{param}` placeholders.
 */
export interface Operation {
  readonly id: string;
  readonly service: Service;
  readonly method: HttpMethod;
  readonly path: `/v1/${string}`;
  readonly summary: string;
  readonly auth: OperationAuth;
  /** Path parameters: an object schema of the wire names, possibly mapped to ours (operations/path-params.ts). */
  readonly params?: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /**
   * A multipart/form-data upload instead of a JSON body: the file part's field name
   * and the schema of the other (text) fields. The server streams the file.
   */
  readonly multipart?: { readonly fileField: string; readonly fields: z.ZodObject };
  /** Schema of the envelope's `data` on success, or a file (a download). */
  readonly response: z.ZodType | FileResponse;
  /** Client opt-in: a repeat within the repeat-block window is cancelled (409). */
  readonly blockRepeats?: boolean;
  /** Client: failures are not toasted (spec 7 "errors silent"). */
  readonly silentErrors?: boolean;
  /** Only served when the server's development tools are on. */
  readonly devOnly?: boolean;
  /**
   * Only a signed-in session may call it, never an API key (8102): the account's password,
   * e-mail, devices and keys stay in the hands of the person, whatever a leaked key can do.
   */
  readonly sessionOnly?: boolean;
  /**
   * Honours an `Idempotency-Key` header (issue 18): the same key and request within a day answer
   * the first result without running again; the same key with another request is refused (8104).
   */
  readonly idempotent?: boolean;
}

export function defineOperation<const T extends Operation>(operation: T): T {
  return operation;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

export type OperationParams<T extends Operation> = Infer<T['params']>;
export type OperationQuery<T extends Operation> = Infer<T['query']>;
export type OperationBody<T extends Operation> = Infer<T['body']>;
export type OperationResult<T extends Operation> = T['response'] extends z.ZodType ? z.output<T['response']> : never;

/** An operation answering JSON in the envelope, and one answering a file. */
export type JsonOperation = Operation & { readonly response: z.ZodType };
export type FileOperation = Operation & { readonly response: FileResponse };

/** What a client passes to call the operation (inputs before zod transforms). */
export type OperationInput<T extends Operation> = {
  params?: InferIn<T['params']>;
  query?: InferIn<T['query']>;
  body?: InferIn<T['body']>;
};

/** Fills `{name}` placeholders of an operation path. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
      throw new Error(`Missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
