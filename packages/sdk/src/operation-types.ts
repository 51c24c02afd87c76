import type * as contracts from '@signet/contracts';
import type { FileResponse, Operation } from '@signet/contracts';
import type { z } from 'zod';

type Contracts = typeof contracts;

/**
 * What an API key may call: operations for a signed-in account that are not kept for the person's
 * own session (password, devices, keys: `sessionOnly`), and the public ones. A signer's operations
 * belong to the signing page, the `app` family's to the web client.
 */
type KeyCallableId<T> = T extends Operation & { readonly auth: 'session' | 'none' } ? (T extends { readonly sessionOnly: true } ? never : T['id']) : never;

/** Every operation an API key may call, by its id (`createAgreement`, `listAgreements`, …). */
export type SignetOperations = {
  [K in keyof Contracts as KeyCallableId<Contracts[K]>]: Contracts[K];
};

export type OperationId = keyof SignetOperations;

/** Answered as JSON in the `{code, data, msg}` envelope, with a JSON body (or none). */
export type JsonOperationId = {
  [Id in OperationId]: SignetOperations[Id] extends { readonly multipart: object } ? never : SignetOperations[Id]['response'] extends z.ZodType ? Id : never;
}[OperationId];

/** A multipart upload (a file and text fields), answered in the envelope. */
export type UploadOperationId = { [Id in OperationId]: SignetOperations[Id] extends { readonly multipart: object } ? Id : never }[OperationId];

/** A download: the success answer is the file's bytes. */
export type FileOperationId = { [Id in OperationId]: SignetOperations[Id]['response'] extends FileResponse ? Id : never }[OperationId];

/** A schema an operation may have (`params`, `query`, `body`), or undefined. */
type SchemaOf<T, Key extends string> = T extends { readonly [P in Key]: infer S } ? S : undefined;

/** An input part, required when its schema needs a value; a query whose fields are all optional may be left out. */
type Part<S, Name extends string, EmptyObjectOptional extends boolean = false> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in Name]?: z.input<S> }
    : EmptyObjectOptional extends true
      ? object extends z.input<S>
        ? { [P in Name]?: z.input<S> }
        : { [P in Name]: z.input<S> }
      : { [P in Name]: z.input<S> }
  : { [P in Name]?: never };

/**
 * An operation's input, before the server's validation: path `params` by their wire names
 * (`flowId`), `query` and `body`, each required when the operation's schema requires it.
 * Ids are accepted as bigint, digit string or (safe) number.
 */
export type OperationInputOf<Id extends OperationId> = Part<SchemaOf<SignetOperations[Id], 'params'>, 'params'> &
  Part<SchemaOf<SignetOperations[Id], 'query'>, 'query', true> &
  (Id extends JsonOperationId ? Part<SchemaOf<SignetOperations[Id], 'body'>, 'body'> : unknown);

/**
 * An operation's answer (the envelope's `data`). Every id is a bigint: ids are 64-bit and may pass
 * 2^53, so the client reads them losslessly and never as a JavaScript number.
 */
export type OperationResultOf<Id extends OperationId> = SignetOperations[Id]['response'] extends z.ZodType ? z.output<SignetOperations[Id]['response']> : never;

/** The text fields of an upload operation's form. */
export type UploadFieldsOf<Id extends UploadOperationId> = SignetOperations[Id] extends { readonly multipart: { readonly fields: infer F extends z.ZodType } } ? z.input<F> : never;

/** True when every part of the input may be left out, so the input argument is optional. */
export type InputIsOptional<Id extends OperationId> = object extends OperationInputOf<Id> ? true : false;
