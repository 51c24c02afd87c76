import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  SIGNER_TOKEN_HEADER,
  buildPath,
  parseJson,
  readErrorData,
  stringifyJson,
  type ErrorCodeWithData,
  type ErrorData,
  type FileOperation,
  type JsonOperation,
  type Operation,
  type OperationInput,
  type OperationResult,
} from '@signet/contracts';
import type { TestApp } from './app.js';

let ipCounter = 0;

/** A fresh client address, so per-IP limits of one test never spill into another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Who calls, and from where: the headers a browser would send. */
export interface Caller {
  token?: string;
  signerToken?: string;
  ip?: string;
  deviceId?: string;
  /** The browser's Accept-Language. */
  locale?: string;
  headers?: Record<string, string>;
}

/** An answer as a client reads it: the envelope, parsed losslessly (ids as bigint). */
export interface Answer<Op extends JsonOperation = JsonOperation> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: string;
  code: number;
  msg: string;
  /** The envelope's data as sent: the result on success, the failure's data (or null) otherwise. */
  data: unknown;
  /** The operation's result, parsed by its response contract; throws unless the code is 200. */
  readonly result: OperationResult<Op>;
  /** The failure's data in its code's shape, or null when the answer is another code. */
  errorData<C extends ErrorCodeWithData>(code: C): ErrorData<C> | null;
}

const ZWireEnvelope = z.object({ code: z.number(), msg: z.string(), data: z.unknown() });

/**
 * Input a test sends on purpose outside the contract (a missing field, a wrong type),
 * to see the server refuse it; the name says so where a cast would hide it.
 */
export function outsideContract<T>(value: unknown): T {
  return value as T;
}

function urlOf(operation: Operation, input: { params?: unknown; query?: unknown }): string {
  const path = buildPath(operation.path, input.params as Record<string, unknown> | undefined);
  const entries = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
  const query = new URLSearchParams(entries.map(([name, value]): [string, string] => [name, String(value as string | number | bigint | boolean)])).toString();
  return query ? `${path}?${query}` : path;
}

function headersOf(caller: Caller, json: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (caller.token) headers['x-token'] = caller.token;
  if (caller.signerToken) headers[SIGNER_TOKEN_HEADER] = caller.signerToken;
  if (caller.deviceId) headers['device-id'] = caller.deviceId;
  if (caller.locale) headers['accept-language'] = caller.locale;
  if (json) headers['content-type'] = 'application/json';
  return { ...headers, ...caller.headers };
}

/** Reads an injected response as the envelope of `operation`. */
export function answerOf<Op extends JsonOperation>(operation: Op, res: LightMyRequestResponse): Answer<Op> {
  const envelope = ZWireEnvelope.parse(parseJson(res.body));
  const answer = { status: res.statusCode, headers: res.headers, ...envelope };
  return Object.defineProperties(answer, {
    body: { enumerable: false, value: res.body },
    result: {
      enumerable: false,
      get: (): OperationResult<Op> => {
        if (envelope.code !== 200) throw new Error(`${operation.id} answered ${envelope.code} ${envelope.msg}`);
        return operation.response.parse(envelope.data) as OperationResult<Op>;
      },
    },
    errorData: {
      enumerable: false,
      value: <C extends ErrorCodeWithData>(code: C) => (envelope.code === code ? readErrorData(code, envelope.data) : null),
    },
  }) as Answer<Op>;
}

/** Calls one contract operation as the web client does: path and query from the contract, ids as bare JSON numbers. */
export async function callOperation<Op extends JsonOperation>(t: TestApp, operation: Op, input: OperationInput<Op> = {}, caller: Caller = {}): Promise<Answer<Op>> {
  const res = await t.app.inject({
    method: operation.method,
    url: urlOf(operation, input),
    remoteAddress: caller.ip ?? uniqueIp(),
    headers: headersOf(caller, input.body !== undefined),
    ...(input.body === undefined ? {} : { payload: stringifyJson(input.body) }),
  });
  return answerOf(operation, res);
}

/** The operation's result; fails the test with the code and message when the call does not succeed. */
export async function resultOf<Op extends JsonOperation>(t: TestApp, operation: Op, input: OperationInput<Op> = {}, caller: Caller = {}): Promise<OperationResult<Op>> {
  return (await callOperation(t, operation, input, caller)).result;
}

/** Fetches a download's bytes (or its error envelope) as a browser would. */
export function fetchFile<Op extends FileOperation>(t: TestApp, operation: Op, input: Pick<OperationInput<Op>, 'params' | 'query'>, caller: Caller = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: operation.method, url: urlOf(operation, input), remoteAddress: caller.ip ?? uniqueIp(), headers: headersOf(caller, false) });
}
