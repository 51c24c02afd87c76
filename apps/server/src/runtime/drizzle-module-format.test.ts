import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const hook = fileURLToPath(new URL('./drizzle-module-format.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A child process registers a hook that records what reaches Node's own resolution, then ours
 * (hooks registered later run first), then imports drizzle-orm as the server does.
 */
const probe = `
import { registerHooks } from 'node:module';
const seen = [];
registerHooks({ resolve(specifier, context, next) { seen.push({ specifier, parent: context.parentURL ?? '' }); return next(specifier, context); } });
await import(${JSON.stringify(hook)});
await import(${JSON.stringify(hook)});
const { pgTable, text } = await import('drizzle-orm/pg-core');
const { eq } = await import('drizzle-orm');
const { PgDialect } = await import('drizzle-orm/pg-core');
const table = pgTable('people', { name: text('name') });
const query = new PgDialect().sqlToQuery(eq(table.name, 'Ada').getSQL());
const insideDrizzle = seen.filter((entry) => entry.parent.includes('/node_modules/drizzle-orm/'));
console.log(JSON.stringify({ query, insideDrizzle: insideDrizzle.length, bare: seen.filter((entry) => entry.specifier.startsWith('drizzle-orm')).map((entry) => entry.specifier) }));
`;

describe('drizzle-orm module format', () => {
  it("resolves drizzle-orm's own files without Node's per-file package.json lookup, and they work", async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', probe], { cwd: serverRoot });
    const result = JSON.parse(stdout) as { query: { sql: string; params: unknown[] }; insideDrizzle: number; bare: string[] };
    expect(result.query).toMatchObject({ sql: '"people"."name" = $1', params: ['Ada'] });
    // Our own imports of drizzle-orm still go through Node; the hundreds of files they pull in do not.
    expect(result.bare).toEqual(['drizzle-orm/pg-core', 'drizzle-orm', 'drizzle-orm/pg-core']);
    expect(result.insideDrizzle).toBe(0);
  });

  it('leaves every other import to Node', async () => {
    const script = `
import { registerHooks } from 'node:module';
let fastify = 0;
registerHooks({ resolve(specifier, context, next) { if (context.parentURL?.includes('/node_modules/fastify/')) fastify += 1; return next(specifier, context); } });
await import(${JSON.stringify(hook)});
await import('fastify');
console.log(fastify);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], { cwd: serverRoot });
    expect(Number(stdout)).toBeGreaterThan(10);
  });
});
