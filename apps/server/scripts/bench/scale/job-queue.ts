import type pg from 'pg';
import { JOBS_CHANNEL, MAIL_SEND, type ZMailPayload } from '../../../src/jobs/index.js';
import type { z } from 'zod';

/** Far enough that no worker claims it: a sealing job kept for a later run. */
const PARKED = `now() + interval '100 years'`;

export interface Drained {
  queued: number;
  done: number;
  failed: number;
  /** Claims beyond one per job: the runs a killed worker's jobs were given again. */
  reruns: number;
  /** From the enqueue (database clock) to the last job's finish. */
  drainMs: number;
}

/** The bench's view of the jobs table, in plain SQL on its own small pool. */
export class JobQueue {
  constructor(private readonly pool: pg.Pool) {}

  /** `count` mail jobs in one statement, as many senders' requests would have queued them, and the workers woken. */
  async enqueueMails(count: number, run: string): Promise<{ ids: string[]; at: Date }> {
    const payload = (n: number): z.input<typeof ZMailPayload> => ({
      to: [`reader-${run}-${n}@example.com`],
      subject: `Scale bench ${run}: message ${n}`,
      text: `Hello,\n\nThis is message ${n} of the ${run} run.\n\n-- Signet`,
    });
    const payloads = Array.from({ length: count }, (_, n) => JSON.stringify(payload(n)));
    const { rows } = await this.pool.query<{ id: string; at: Date }>(
      `insert into jobs (type, payload) select $1, p::jsonb from unnest($2::text[]) as p returning id, created_at as at`,
      [MAIL_SEND, payloads],
    );
    await this.notify();
    return { ids: rows.map((row) => row.id), at: rows[0]?.at ?? new Date() };
  }

  /** Puts the queued sealing jobs of these agreements out of reach; returns their job ids. */
  async parkSeals(dedupeKeys: string[]): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(`update jobs set run_at = ${PARKED} where dedupe_key = any($1::text[]) and status = 'queued' returning id`, [dedupeKeys]);
    return rows.map((row) => row.id);
  }

  /** Makes parked jobs due now and wakes the workers; the database's time of release. */
  async release(ids: string[]): Promise<Date> {
    const { rows } = await this.pool.query<{ at: Date }>(`update jobs set run_at = now() where id = any($1::bigint[]) returning now() as at`, [ids]);
    await this.notify();
    return rows[0]?.at ?? new Date();
  }

  private async notify(): Promise<void> {
    await this.pool.query(`select pg_notify($1, '')`, [JOBS_CHANNEL]);
  }

  async progress(ids: string[], since: Date): Promise<Drained> {
    const { rows } = await this.pool.query<{ done: number; failed: number; reruns: number; last: Date | null }>(
      `select count(*) filter (where status = 'done')::int as done, count(*) filter (where status = 'failed')::int as failed,
              coalesce(sum(greatest(attempts - 1, 0)), 0)::int as reruns, max(finished_at) as last
         from jobs where id = any($1::bigint[])`,
      [ids],
    );
    const row = rows[0];
    return { queued: ids.length, done: row?.done ?? 0, failed: row?.failed ?? 0, reruns: row?.reruns ?? 0, drainMs: row?.last ? row.last.getTime() - since.getTime() : NaN };
  }

  /** Polls until every job ended (done or failed for good). */
  async waitDrained(ids: string[], since: Date, timeoutMs: number): Promise<Drained> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await this.progress(ids, since);
      if (state.done + state.failed === ids.length) return state;
      if (Date.now() > deadline) throw new Error(`jobs not drained within ${timeoutMs / 1000} s: ${state.done} done, ${state.failed} failed of ${ids.length}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until no job is due or running (what a run left behind, e.g. a seal's delivery mails), so the next run starts on a quiet queue. */
  async waitQuiet(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.pool.query<{ busy: number }>(`select count(*)::int as busy from jobs where (status = 'queued' and run_at <= now()) or status = 'running'`);
      if ((rows[0]?.busy ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error(`${rows[0]?.busy} jobs still due or running after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** How many of these sealing jobs' agreements are now 'completed' (sealed), not marked failed. */
  async sealedAgreements(jobIds: string[]): Promise<number> {
    const { rows } = await this.pool.query<{ sealed: number }>(
      `select count(*)::int as sealed from agreements where status = 'completed'
          and id in (select (payload->>'agreementId')::bigint from jobs where id = any($1::bigint[]))`,
      [jobIds],
    );
    return rows[0]?.sealed ?? 0;
  }

  /** Jobs a process held when it died (a worker's id is host:pid:random). */
  async heldBy(pid: number): Promise<number> {
    const { rows } = await this.pool.query<{ held: number }>(`select count(*)::int as held from jobs where status = 'running' and locked_by like $1`, [`%:${pid}:%`]);
    return rows[0]?.held ?? 0;
  }
}
