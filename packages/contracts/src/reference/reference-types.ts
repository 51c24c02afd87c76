/**
 * An operation's id. A plain string, so an operation added in the contracts needs no other generated
 * file before its reference; the reference test refuses an id no operation has (a typo).
 */
export type OperationId = string;

/** Each operation's description: what it does, who may call it beyond its auth, and its notable rules. */
export type OperationDescriptions = Partial<Record<OperationId, string>>;

/**
 * One operation's examples as on the wire: `request` parses with the operation's `body`, `fields`
 * with a multipart operation's text fields, `response` (the envelope's data) with its `response`.
 * 64-bit ids are bigint here and exact JSON numbers in the document.
 */
export interface OperationExample {
  readonly request?: unknown;
  readonly fields?: unknown;
  readonly response?: unknown;
}

export type OperationExamples = Partial<Record<OperationId, OperationExample>>;
