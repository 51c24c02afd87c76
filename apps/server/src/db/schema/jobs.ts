import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Durable background work (mail, PDF finishing, webhooks). A job is claimed by
 * one worker for a lease (`locked_until`); if that worker dies, the lease runs
 * out and another worker takes the job again. See src/jobs/job-worker.ts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** Enqueuing the same key again returns the first job instead of adding one; null never collides. */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Claims so far, counted when a job is claimed (so a crash mid-run counts too). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: at('run_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_key_key').on(table.dedupeKey),
    index('jobs_status_run_at_idx').on(table.status, table.runAt),
    check('jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
