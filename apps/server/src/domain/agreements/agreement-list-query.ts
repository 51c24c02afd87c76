import { sql, type SQL } from 'drizzle-orm';
import type { AgreementBox, AgreementSort, AgreementStatus } from '@signet/contracts';
import { queryRows, type Db } from '../../db/client.js';
import type { Workspace } from '../company/workspace.js';
import type { ListPosition } from './list-cursor.js';
import { notOwnedHere, ownedScope } from './workspace-scope.js';

/** One row of a list page as the query gives it (ids and times as text, the same from both drivers). */
export interface ListRow {
  id: string;
  owner_id: string;
  name: string;
  status: AgreementStatus;
  self_sign: boolean;
  signing_order: boolean;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  deleted_at: string | null;
  /** The sort key as a cursor keeps it (microsecond time, or the lower-cased name). */
  sort_key: string | null;
  mine: boolean;
  /** Made with a test-mode key (issue 38). */
  test: boolean;
  /** The integrator's id and pairs (issue 38). */
  external_id: string | null;
  metadata: Record<string, string>;
}

/** Sort key expression, the direction, and how the cursor's key is compared back. */
const SORTS: Record<AgreementSort, { key: SQL | null; cursorKey: SQL; dir: 'asc' | 'desc' }> = {
  updated_desc: { key: sql`a.updated_at`, cursorKey: sql`to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, dir: 'desc' },
  updated_asc: { key: sql`a.updated_at`, cursorKey: sql`to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, dir: 'asc' },
  name_asc: { key: sql`lower(a.name)`, cursorKey: sql`lower(a.name)`, dir: 'asc' },
  name_desc: { key: sql`lower(a.name)`, cursorKey: sql`lower(a.name)`, dir: 'desc' },
  // Ids are time-ordered (signet_next_id), so the id alone orders by creation.
  created_desc: { key: null, cursorKey: sql`null::text`, dir: 'desc' },
};

/** A bigint parameter, as text both drivers accept. */
const big = (value: bigint) => sql`${value.toString()}::bigint`;

const iso = (column: string) => sql.raw(`to_char(a.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The rows after the cursor in the sort's direction (keyset: row comparison on an index). */
function afterCursor(sort: AgreementSort, position: ListPosition | null): SQL {
  if (!position) return sql`true`;
  const { key, dir } = SORTS[sort];
  const op = sql.raw(dir === 'desc' ? '<' : '>');
  if (!key) return sql`a.id ${op} ${big(position.id)}`;
  const keyValue = sort.startsWith('updated') ? sql`${position.key}::timestamptz` : sql`${position.key}::text`;
  return sql`(${key}, a.id) ${op} (${keyValue}, ${big(position.id)})`;
}

function orderBy(sort: AgreementSort, prefix: 'a.' | ''): SQL {
  const { key, dir } = SORTS[sort];
  const direction = sql.raw(dir);
  const id = sql.raw(`${prefix}id`);
  if (!key) return sql`${id} ${direction}`;
  const outerKey = sort.startsWith('updated') ? sql.raw(`${prefix}updated_key`) : sql.raw(`${prefix}name_key`);
  return prefix ? sql`${key} ${direction}, ${id} ${direction}` : sql`${outerKey} ${direction}, ${id} ${direction}`;
}

/** `%q%` for LIKE on lower-cased text, with the pattern characters escaped. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function columns(sort: AgreementSort, mine: boolean): SQL {
  return sql`a.id::text as id, a.owner_id::text as owner_id, a.name, a.status, a.self_sign, a.signing_order,
    ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, ${iso('sent_at')} as sent_at, ${iso('deleted_at')} as deleted_at, a.test, a.external_id, a.metadata,
    ${SORTS[sort].cursorKey} as sort_key, a.updated_at as updated_key, lower(a.name) as name_key, ${sql.raw(mine ? 'true' : 'false')} as mine`;
}

/** The agreements of a folder the workspace holds as their sender (workspace-scope.ts). Null when the folder holds none of them. */
function ownedWhere(box: AgreementBox, scope: SQL | null): SQL | null {
  if (scope === null) return null;
  switch (box) {
    case 'action_required':
      return null;
    case 'trash':
      return sql`${scope} and a.deleted_at is not null and a.purpose = 'agreement'`;
    case 'all':
    case 'sent':
      return sql`${scope} and a.deleted_at is null and a.purpose = 'agreement'`;
    default:
      return sql`${scope} and a.deleted_at is null and a.purpose = 'agreement' and a.status = ${box}`;
  }
}

/**
 * Agreements of other senders that name the user's e-mail as a recipient who was told
 * (invited at least once), while they are out of the sender's trash and past the draft.
 * Action required narrows it to recipients who act (issue 33: in a step) whose step is open (every
 * earlier step's members acted or were released) and who have not acted.
 */
function receivedWhere(box: AgreementBox, workspace: Workspace, email: string | null): SQL | null {
  if (!email || (box !== 'all' && box !== 'action_required')) return null;
  const base = sql`a.owner_id <> ${big(workspace.userId)} and a.deleted_at is null and a.status not in ('draft', 'updating')`;
  if (box === 'all') {
    return sql`${base} and ${notOwnedHere(workspace)} and a.id in (select r.agreement_id from agreement_recipients r where r.email = ${email} and r.status <> 'pending')`;
  }
  return sql`${base} and a.status = 'waiting' and a.id in (
    select r.agreement_id from agreement_recipients r
    where r.email = ${email} and r.step is not null and r.status in ('invited', 'viewed')
      and not exists (
        select 1 from agreement_recipients p
        where p.agreement_id = r.agreement_id and p.step < r.step and p.status not in ('signed', 'approved', 'released')))`;
}

/** Joins the parts of `agreements.search_text` (migration 0013); a search never contains it. */
const SEARCH_TEXT_SEPARATOR = '\u001f';

/** Runs of letters and digits: what pg_trgm takes trigrams from (anything else separates words). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A looser pattern for the index when q has two words or more: its words in order with anything
 * between them (`%sales%contract%1999%`). pg_trgm then reads only the trigrams inside the words,
 * not the ones padding each word's edges ("  c", " co", " 19"): every word of every row has
 * those, so a rare phrase of common words read 1,235 index pages at 1,000,000 agreements, and
 * 442 this way (docs/performance/list-queries.md). Null for one word or none (nothing to drop).
 */
function wordsPattern(q: string): string | null {
  const words = q.toLowerCase().match(WORD) ?? [];
  return words.length > 1 ? `%${words.join('%')}%` : null;
}

/**
 * Search: the agreement's name, or a recipient's name or e-mail. In the sender's own
 * agreements one trigram-indexed column holds all of them (search_text), so the planner
 * can either walk the sort's index and test each row (a common term) or read the few
 * matches from the trigram index (a rare one). In received agreements only names are
 * searched, so a recipient cannot probe the other recipients' addresses.
 */
function searchWhere(q: string, pattern: string | null, mine: boolean): SQL {
  if (pattern === null) return sql`true`;
  // The contract refuses control characters; a direct caller's would match across parts.
  if (mine && !q.includes(SEARCH_TEXT_SEPARATOR)) {
    const words = wordsPattern(q);
    if (words === null) return sql`a.search_text like ${pattern}`;
    // The trigram index finds the rows holding the words in order; the exact text is checked on
    // those rows. Under "C" the index (default collation) cannot take that check as a condition,
    // yet the planner still estimates it from the column's statistics; LIKE matches the same
    // characters under any deterministic collation.
    return sql`a.search_text like ${words} and (a.search_text collate "C") like ${pattern}`;
  }
  const recipients = mine
    ? sql`select s.agreement_id from agreement_recipients s where s.agreement_id = a.id and (lower(s.name) || ' ' || s.email) like ${pattern}`
    : sql`select s.agreement_id from agreement_recipients s where s.agreement_id = a.id and lower(s.name) like ${pattern}`;
  return sql`(lower(a.name) like ${pattern} or exists (${recipients}))`;
}

/**
 * One page (limit + 1 rows, to know whether another follows) of a folder: the user's own
 * agreements and, for all and action_required, those they received, merged in one order.
 * Each part walks its index in the sort's order from the cursor and stops after the page.
 */
export async function queryListPage(
  db: Db,
  input: { workspace: Workspace; sentBy: bigint | null; email: string | null; box: AgreementBox; q: string; sort: AgreementSort; position: ListPosition | null; limit: number; test: boolean; externalId?: string | null },
): Promise<ListRow[]> {
  const pattern = input.q ? likePattern(input.q) : null;
  // Test agreements (issue 38) are listed apart: one list holds either test or live ones.
  const keyset = sql`a.test = ${input.test} and ${afterCursor(input.sort, input.position)}`;
  const parts: SQL[] = [];
  const owned = ownedWhere(input.box, ownedScope(input.workspace, input.sentBy));
  // An exact externalId (issue 38) walks agreements_owner_external_id_idx / agreements_company_external_id_idx.
  const external = input.externalId ? sql`a.external_id = ${input.externalId}` : sql`true`;
  if (owned) {
    parts.push(sql`(select ${columns(input.sort, true)} from agreements a
      where ${owned} and ${external} and ${searchWhere(input.q, pattern, true)} and ${keyset}
      order by ${orderBy(input.sort, 'a.')} limit ${input.limit})`);
  }
  // A filter by sender is about the workspace's own agreements; received ones have their own senders.
  // A received agreement's externalId is its sender's, never matched.
  const received = input.sentBy === null && !input.externalId ? receivedWhere(input.box, input.workspace, input.email) : null;
  if (received) {
    parts.push(sql`(select ${columns(input.sort, false)} from agreements a
      where ${received} and ${searchWhere(input.q, pattern, false)} and ${keyset}
      order by ${orderBy(input.sort, 'a.')} limit ${input.limit})`);
  }
  if (parts.length === 0) return [];
  if (parts.length === 1) return queryRows<ListRow>(db, parts[0] as SQL);
  return queryRows<ListRow>(db, sql`${sql.join(parts, sql` union all `)} order by ${orderBy(input.sort, '')} limit ${input.limit}`);
}
