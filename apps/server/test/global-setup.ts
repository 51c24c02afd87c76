import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './helpers/database-templates.js';

/**
 * Once per run, before any database test file: the migrated databases every test file copies
 * (helpers/database-templates.ts). Made here so parallel test files never race to make them.
 */
export default async function setup(project: TestProject): Promise<void> {
  // Only the engines this project's files run on (server:pglite, server:postgres); both otherwise.
  const engines = project.config.env?.TEST_DATABASES ?? process.env.TEST_DATABASES;
  const databases = engines?.split(',') ?? ['pglite', 'postgres'];
  const adminUrl = process.env.TEST_DATABASE_URL;
  const started = performance.now();
  const made: string[] = [];
  if (databases.includes('pglite') && (await ensurePgliteTemplate()).made) made.push('PGlite dump');
  if (databases.includes('postgres') && adminUrl && (await ensurePostgresTemplate(adminUrl)).made) made.push('PostgreSQL template');
  if (made.length > 0) console.log(`Migrated test databases made once for this set of migrations: ${made.join(', ')} (${Math.round(performance.now() - started)} ms)`);
}
