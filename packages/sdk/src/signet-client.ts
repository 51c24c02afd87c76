import { buildPath, isFileResponse, operations, parseJson, stringifyJson, type Operation } from '@signet/contracts';
import { DEFAULT_TIMEOUT_MS, type RequestOptions, type SignetClientOptions } from './client-options.js';
import { apiErrorOf } from './errors.js';
import { fileNameOf, toBlob, type SignetFile, type UploadBody } from './files.js';
import type {
  FileOperationId,
  InputIsOptional,
  JsonOperationId,
  OperationId,
  OperationInputOf,
  OperationResultOf,
  UploadFieldsOf,
  UploadOperationId,
} from './operation-types.js';
import { parseRetryAfter } from './retry-policy.js';
import { sendWithRetries, type RawAnswer } from './send-with-retries.js';

/** The arguments after the operation id: the input is optional when the operation needs none. */
export type CallArgs<Id extends OperationId> = InputIsOptional<Id> extends true ? [input?: OperationInputOf<Id>, options?: RequestOptions] : [input: OperationInputOf<Id>, options?: RequestOptions];

/** A successful answer with what came around it. */
export interface SignetResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  /** The key the call carried (given or made by the SDK), for idempotent operations. */
  idempotencyKey: string | undefined;
  /** True when the server answered a repeat of an idempotent call with its first result. */
  replayed: boolean;
}

export type UploadInput<Id extends UploadOperationId> = OperationInputOf<Id> & {
  file: UploadBody;
  /** The name the file is stored under, with its extension (`Lease.pdf`): the server reads the type from it. */
  fileName: string;
  contentType?: string;
  fields?: UploadFieldsOf<Id>;
};

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
}

/** Operations an API key may call, by id (operation-types.ts says which and why). */
const callable = new Map<string, Operation>(operations.filter((operation) => (operation.auth === 'session' || operation.auth === 'none') && !operation.sessionOnly).map((operation) => [operation.id, operation]));

const decoder = new TextDecoder();

function envelopeOf(answer: RawAnswer): Envelope | undefined {
  try {
    const body = parseJson(decoder.decode(answer.bytes)) as Partial<Envelope> | null;
    return body && typeof body.code === 'number' ? { code: body.code, data: body.data ?? null, msg: typeof body.msg === 'string' ? body.msg : '' } : undefined;
  } catch {
    return undefined;
  }
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface InputParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** An input's parts, read without its per-operation type (which is too wide to narrow here). */
function partsOf(input: unknown): InputParts {
  return typeof input === 'object' && input !== null ? input : {};
}

function newIdempotencyKey(): string {
  return `sdk_${globalThis.crypto.randomUUID()}`;
}

/**
 * A client for the Signet API with an API key. `call` reaches every operation a key may call, typed
 * from the contracts; `upload` and `download` the file ones. Failures throw SignetApiError (and its
 * subclasses) with the envelope's code, or SignetNetworkError.
 */
export class SignetClient {
  readonly #options: SignetClientOptions;
  readonly #baseUrl: string;

  constructor(options: SignetClientOptions) {
    if (!options.apiKey) throw new TypeError('SignetClient: apiKey is required (an sgk_… key from the account centre)');
    if (!/^https?:\/\//.test(options.baseUrl)) throw new TypeError('SignetClient: baseUrl must be an http(s) URL, e.g. https://signet.example.com');
    this.#options = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** True for a test-mode key (`sgk_test_…`): its agreements are test agreements that mail nobody. */
  get testMode(): boolean {
    return this.#options.apiKey.startsWith('sgk_test_');
  }

  /** Calls one JSON operation and answers its data: `client.call('getAgreement', { params: { flowId } })`. */
  async call<Id extends JsonOperationId>(id: Id, ...args: CallArgs<Id>): Promise<OperationResultOf<Id>> {
    return (await this.request(id, ...args)).data;
  }

  /** As `call`, with the status, headers, Idempotency-Key and whether the answer was a replay. */
  async request<Id extends JsonOperationId>(id: Id, ...[input, options = {}]: CallArgs<Id>): Promise<SignetResponse<OperationResultOf<Id>>> {
    const operation = this.#operation(id);
    if (operation.multipart || isFileResponse(operation.response)) throw new TypeError(`${id} is a file operation: use upload() or download()`);
    const { params, query, body } = partsOf(input);
    const text = body === undefined ? undefined : stringifyJson(body);
    const idempotencyKey = operation.idempotent ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
    const headers = { ...this.#headers(options, idempotencyKey), ...(text === undefined ? {} : { 'content-type': 'application/json' }) };
    const answer = await this.#send(operation, this.#url(operation, params, query), headers, () => text, options, idempotencyKey, this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    return { data: this.#dataOf(operation, answer, idempotencyKey) as OperationResultOf<Id>, status: answer.status, headers: answer.headers, idempotencyKey, replayed: answer.headers.get('idempotent-replayed') === 'true' };
  }

  /** Sends a file to a multipart operation: `client.upload('uploadDocument', { file, fileName: 'Lease.pdf' })`. */
  async upload<Id extends UploadOperationId>(id: Id, input: UploadInput<Id>, options: RequestOptions = {}): Promise<OperationResultOf<Id>> {
    const operation = this.#operation(id);
    if (!operation.multipart) throw new TypeError(`${id} is not an upload operation`);
    const { fileField } = operation.multipart;
    const { params, query } = partsOf(input);
    const { fields, file, fileName, contentType } = input;
    const blob = toBlob(file, contentType);
    const form = () => {
      const data = new FormData();
      // Text fields only: an upload's other form fields are strings (a name, a password).
      for (const [name, value] of Object.entries<unknown>(fields ?? {})) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') data.append(name, String(value));
      }
      // The file goes last, so the server reads the small fields before it streams the file.
      data.append(fileField, blob, fileName);
      return data;
    };
    const idempotencyKey = operation.idempotent ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
    const answer = await this.#send(operation, this.#url(operation, params, query), this.#headers(options, idempotencyKey), form, options, idempotencyKey, this.#options.timeoutMs);
    return this.#dataOf(operation, answer, idempotencyKey) as OperationResultOf<Id>;
  }

  /** Fetches a file operation's bytes: `client.download('getAgreementFinalFile', { params: { flowId } })`. */
  async download<Id extends FileOperationId>(id: Id, ...[input, options = {}]: CallArgs<Id>): Promise<SignetFile> {
    const operation = this.#operation(id);
    if (!isFileResponse(operation.response)) throw new TypeError(`${id} does not answer a file: use call()`);
    const { params, query } = partsOf(input);
    const answer = await this.#send(operation, this.#url(operation, params, query), this.#headers(options, undefined), () => undefined, options, undefined, this.#options.timeoutMs);
    const contentType = answer.headers.get('content-type') ?? '';
    // Errors are envelopes even on a download; a file never is JSON.
    if (answer.status >= 300 || contentType.startsWith('application/json')) this.#dataOf(operation, answer, undefined);
    return { bytes: answer.bytes, contentType: contentType.split(';')[0]?.trim() ?? '', fileName: fileNameOf(answer.headers.get('content-disposition')) };
  }

  #operation(id: string): Operation {
    const operation = callable.get(id);
    if (!operation) throw new TypeError(`Unknown operation for an API key: ${id}`);
    return operation;
  }

  #url(operation: Operation, params: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
    return `${this.#baseUrl}${buildPath(operation.path, params)}${toQueryString(query)}`;
  }

  #headers(options: RequestOptions, idempotencyKey: string | undefined): Record<string, string> {
    const language = options.language ?? this.#options.language;
    return {
      accept: 'application/json',
      ...(language ? { 'accept-language': language } : {}),
      ...this.#options.headers,
      ...options.headers,
      authorization: `Bearer ${this.#options.apiKey}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
  }

  #send(operation: Operation, url: string, headers: Record<string, string>, body: () => BodyInit | undefined, options: RequestOptions, idempotencyKey: string | undefined, defaultTimeoutMs: number | undefined) {
    return sendWithRetries(operation, { url, method: operation.method, headers, body }, {
      fetch: this.#options.fetch ?? globalThis.fetch.bind(globalThis),
      sleep: this.#options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      retry: options.retry ?? this.#options.retry ?? {},
      timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
      signal: options.signal,
      idempotencyKey,
      codeOf: (answer) => (answer.status === 200 ? 200 : (envelopeOf(answer)?.code ?? answer.status)),
    });
  }

  /** The envelope's data on success; else the typed error for its code. */
  #dataOf(operation: Operation, answer: RawAnswer, idempotencyKey: string | undefined): unknown {
    const envelope = envelopeOf(answer);
    if (envelope && envelope.code === 200 && answer.status < 300) return envelope.data;
    const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'));
    throw apiErrorOf({
      // No envelope: a proxy or gateway answered instead of Signet; its status is all there is.
      code: envelope?.code ?? answer.status,
      status: answer.status,
      msg: envelope?.msg ?? '',
      data: envelope?.data ?? null,
      operationId: operation.id,
      idempotencyKey,
      retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
    });
  }
}
