import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readMigrationStatus } from '../db/migration-status.js';

/** A probe must answer before the orchestrator's own timeout, even when the database hangs. */
const CHECK_TIMEOUT_MS = 2_000;

export interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

export interface ReadinessReport {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; draining: CheckResult };
}

/**
 * Whether this process should receive traffic: the database answers, its schema is the one this
 * build expects, and the process is not shutting down. Liveness never asks this (a database blip
 * must make pods unready, not restart them all).
 */
export class Readiness {
  private drainingSince: Date | null = null;

  constructor(private readonly db: Db) {}

  /** From now on the process reports itself not ready, so load balancers stop sending it requests. */
  startDraining(): void {
    this.drainingSince ??= new Date();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  async report(): Promise<ReadinessReport> {
    const draining: CheckResult = this.drainingSince ? { ok: false, since: this.drainingSince.toISOString() } : { ok: true };
    const [database, migrations] = await Promise.all([this.checkDatabase(), this.checkMigrations()]);
    return { ready: database.ok && migrations.ok && draining.ok, checks: { database, migrations, draining } };
  }

  private async checkDatabase(): Promise<CheckResult> {
    const started = performance.now();
    try {
      await withTimeout(this.db.execute(sql`select 1`));
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    }
  }

  private async checkMigrations(): Promise<CheckResult> {
    try {
      const status = await withTimeout(readMigrationStatus(this.db));
      return { ok: status.current, expected: status.expected, applied: status.applied };
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    }
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
