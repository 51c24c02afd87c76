import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));
const WRITER = path.join('domain', 'agreement-core', 'change-agreement-status.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Every write of `agreements.status` in a source text: a Drizzle `.update(agreements)`
 * whose `.set(...)` names `status`, or SQL that updates the agreements table's status.
 */
export function statusWrites(source: string): string[] {
  const writes: string[] = [];
  // The table's local names: `agreements`, and any alias it is imported under.
  const names = ['agreements', ...[...source.matchAll(/\bagreements as (\w+)/g)].map((alias) => alias[1] ?? '')];
  for (const match of source.matchAll(new RegExp(`\\.update\\(\\s*(?:${names.join('|')})\\s*\\)([\\s\\S]*?)\\.where\\(`, 'g'))) {
    const set = match[1] ?? '';
    if (/\bstatus\b/.test(set)) writes.push(match[0]);
  }
  for (const match of source.matchAll(/update\s+"?agreements"?\s+set\b[^;`]*?\bstatus\b/gi)) writes.push(match[0]);
  return writes;
}

describe('agreements.status has one writer', () => {
  it('finds a direct write, so the search below can fail', () => {
    expect(statusWrites("await tx.update(agreements).set({ status: 'declined', updatedAt: now }).where(eq(agreements.id, id));")).toHaveLength(1);
    expect(statusWrites('await db.execute(sql`update agreements set updated_at = now(), status = ${to}`);')).toHaveLength(1);
    expect(statusWrites("import { agreements as table } from '../db/schema/index.js';\ndb.update(table).set({ status: 'voided' }).where(eq(table.id, id));")).toHaveLength(1);
    expect(statusWrites('await db.update(agreements).set({ updatedAt: now }).where(eq(agreements.id, id));')).toHaveLength(0);
  });

  it('only changeAgreementStatus writes it, anywhere in the server', () => {
    const writers = sourceFiles(serverSrc)
      .filter((file) => statusWrites(readFileSync(file, 'utf8')).length > 0)
      .map((file) => path.relative(serverSrc, file));
    expect(writers).toEqual([WRITER]);
  });
});
