import { createHash } from 'node:crypto';
import { AppError, ErrorCode, type AgreementBox, type AgreementSort } from '@signet/contracts';

/** Where a page ended: the sort key of its last row (as the database wrote it) and its id. */
export interface ListPosition {
  key: string | null;
  id: bigint;
}

interface ListShape {
  box: AgreementBox;
  q: string;
  sort: AgreementSort;
  sentBy: bigint | null;
  /** Test agreements (issue 38) or live ones. */
  test?: boolean;
  /** Only agreements with this externalId (issue 38), or null for any. */
  externalId?: string | null;
}

/** Ties a cursor to the list it came from, so it is never applied to another order or search. */
const shapeTag = (shape: ListShape) => createHash('sha256').update(`${shape.box}\n${shape.sort}\n${shape.sentBy ?? ''}\n${shape.test ? 'test\n' : ''}${shape.externalId ? `external:${shape.externalId}\n` : ''}${shape.q}`).digest('base64url').slice(0, 12);

/** An opaque cursor: base64url JSON of the shape's tag, the sort key and the id. */
export function encodeCursor(shape: ListShape, position: ListPosition): string {
  return Buffer.from(JSON.stringify({ s: shapeTag(shape), k: position.key, i: position.id.toString() })).toString('base64url');
}

/** Reads a cursor back; 403 'invalid_cursor' for anything that is not one of this list's. */
export function decodeCursor(shape: ListShape, cursor: string): ListPosition {
  const invalid = () => new AppError(ErrorCode.ParameterError, { messageKey: 'invalid_cursor', data: { issues: [{ in: 'query', path: 'cursor', message: 'invalid_cursor' }] } });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { s, k, i } = (parsed ?? {}) as { s?: unknown; k?: unknown; i?: unknown };
  if (s !== shapeTag(shape) || (k !== null && typeof k !== 'string') || typeof i !== 'string' || !/^\d{1,19}$/.test(i)) throw invalid();
  if (shape.sort !== 'created_desc' && k === null) throw invalid();
  return { key: k, id: BigInt(i) };
}
