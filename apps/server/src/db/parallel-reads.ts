import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Runs independent reads at once on the pool, one after another inside a transaction: a
 * transaction is one connection, whose queries wait their turn anyway, and pg 9 will refuse a
 * query sent while another is still running on the same client (pg 8 warns).
 */
export async function parallelReads<T extends readonly unknown[]>(db: Db, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
