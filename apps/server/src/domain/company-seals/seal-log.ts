import { createHash } from 'node:crypto';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { SealEventKind } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companySealEvents } from '../../db/schema/index.js';

export type SealEventRow = typeof companySealEvents.$inferSelect;

/** The hash the chain starts from: 64 zeros, so the first entry's link has the same form as the rest. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * What an entry's hash covers: the previous hash and every field a reader relies on, in a fixed
 * order. Ids are written as strings, times as ISO text, so the same entry hashes the same on any engine.
 */
export function entryHash(prevHash: string, entry: Pick<SealEventRow, 'companyId' | 'seq' | 'kind' | 'sealId' | 'actorId' | 'actorName' | 'detail' | 'at'>): string {
  const canonical = JSON.stringify([
    entry.companyId.toString(),
    entry.seq,
    entry.kind,
    entry.sealId?.toString() ?? null,
    entry.actorId?.toString() ?? null,
    entry.actorName,
    sortKeys(entry.detail),
    entry.at.toISOString(),
  ]);
  return createHash('sha256').update(prevHash).update('\n').update(canonical).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  return value;
}

/**
 * Appends one entry to the company's seal log in the caller's transaction. The company's row lock
 * serialises writers, so `seq` has no gaps and each entry links to the one before it.
 */
export async function appendSealEvent(
  tx: Db,
  input: { companyId: bigint; kind: SealEventKind; sealId?: bigint | null; actorId: bigint | null; actorName: string; detail?: Record<string, unknown>; at?: Date },
): Promise<SealEventRow> {
  await tx.execute(sql`select id from companies where id = ${input.companyId} for update`);
  const [last] = await tx.select().from(companySealEvents).where(eq(companySealEvents.companyId, input.companyId)).orderBy(desc(companySealEvents.seq)).limit(1);
  // Milliseconds only: that is what both engines give back, so a re-check hashes the same time.
  const at = new Date(Math.floor((input.at ?? new Date()).getTime()));
  const entry = {
    companyId: input.companyId,
    seq: (last?.seq ?? 0) + 1,
    kind: input.kind,
    sealId: input.sealId ?? null,
    actorId: input.actorId,
    actorName: input.actorName,
    detail: input.detail ?? {},
    at,
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  const [row] = await tx.insert(companySealEvents).values({ ...entry, prevHash, hash: entryHash(prevHash, entry) }).returning();
  if (!row) throw new Error('the seal event was not written');
  return row;
}

/**
 * Re-computes the chain from the first entry: intact, or the seq of the first entry whose link or
 * hash no longer matches (a changed, removed or reordered entry breaks it there).
 */
export function checkSealLog(rows: readonly SealEventRow[]): { intact: boolean; entries: number; brokenAt: number | null } {
  let prev = GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    if (row.seq !== index + 1 || row.prevHash !== prev || row.hash !== entryHash(prev, row)) return { intact: false, entries: rows.length, brokenAt: row.seq };
    prev = row.hash;
  }
  return { intact: true, entries: rows.length, brokenAt: null };
}

export async function readSealLog(db: Db, companyId: bigint): Promise<SealEventRow[]> {
  return db.select().from(companySealEvents).where(eq(companySealEvents.companyId, companyId)).orderBy(asc(companySealEvents.seq));
}

export async function sealLogPage(db: Db, input: { companyId: bigint; before?: number; limit: number }) {
  const rows = await db
    .select()
    .from(companySealEvents)
    .where(and(eq(companySealEvents.companyId, input.companyId), input.before ? lt(companySealEvents.seq, input.before) : undefined))
    .orderBy(desc(companySealEvents.seq))
    .limit(input.limit + 1);
  return { rows: rows.slice(0, input.limit), more: rows.length > input.limit };
}

/** The log as JSON Lines, oldest first: every field the hash covers, with both hashes, so anyone can re-check it. */
export function sealLogJsonLines(rows: readonly SealEventRow[]): Buffer {
  const lines = rows.map((row) =>
    JSON.stringify({ seq: row.seq, kind: row.kind, sealId: row.sealId?.toString() ?? null, actorId: row.actorId?.toString() ?? null, actor: row.actorName, detail: row.detail, at: row.at.toISOString(), prevHash: row.prevHash, hash: row.hash }),
  );
  return Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
}
