import { open, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { BILLING_PERIODS, LIMITS, PAID_PLAN_IDS, type BillingPeriod, type PaidPlanId } from '@signet/contracts';
import type { Db } from '../db/client.js';
import { createLicenceCodes, MAX_CODES_PER_BATCH } from '../domain/billing/create-licence-codes.js';

export const CODES_USAGE = `npm run admin -- codes create --plan <${PAID_PLAN_IDS.join('|')}> --period <${BILLING_PERIODS.join('|')}> --count <1-${MAX_CODES_PER_BATCH}> [--seats <n> (enterprise: a company's code)] [--batch <label>] [--out <file>]`;

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export interface CodesRequest {
  planId: PaidPlanId;
  period: BillingPeriod;
  count: number;
  batch: string;
  out: string | null;
  /** Seats for a company (issue 32); only with --plan enterprise. */
  seats?: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, name: string): T => {
  if (value && (values as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${values.join(', ')}`);
};

/** Reads `codes create --plan … --period … --count …` (after the word `codes`). */
export function parseCodesCommand(args: string[]): CodesRequest {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { plan: { type: 'string' }, period: { type: 'string' }, count: { type: 'string' }, batch: { type: 'string' }, out: { type: 'string' }, seats: { type: 'string' } },
  });
  if (positionals[0] !== 'create' || positionals.length > 1) throw new UsageError('the codes command has one action: create');
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_CODES_PER_BATCH) throw new UsageError(`--count must be a whole number from 1 to ${MAX_CODES_PER_BATCH}`);
  const planId = oneOf(PAID_PLAN_IDS, values.plan, 'plan');
  const request: CodesRequest = { planId, period: oneOf(BILLING_PERIODS, values.period, 'period'), count, batch: values.batch ?? '', out: values.out ?? null };
  if (values.seats === undefined) return request;
  const seats = Number(values.seats);
  if (planId !== 'enterprise' || !Number.isInteger(seats) || seats < 1 || seats > LIMITS.maxCompanySeats) {
    throw new UsageError(`--seats goes with --plan enterprise: a whole number from 1 to ${LIMITS.maxCompanySeats}`);
  }
  return { ...request, seats };
}

/**
 * Makes the codes and hands them over once: to a file readable by its owner only, or to
 * standard output. They exist in clear nowhere else (the database keeps their hashes).
 */
export async function runCodesCommand(db: Db, request: CodesRequest, print: (line: string) => void): Promise<string> {
  const describe = (count: number) => `${count} licence code${count === 1 ? '' : 's'} for ${request.planId}, one ${request.period} each${request.seats ? `, ${request.seats} seats for a company` : ''}${request.batch ? `, batch "${request.batch}"` : ''}`;
  if (!request.out) {
    const codes = await createLicenceCodes(db, request);
    for (const code of codes) print(code);
    return describe(codes.length);
  }
  // The file is made first (never over an existing one), so no code is stored that nobody received.
  const file = await open(request.out, 'wx', 0o600);
  try {
    const codes = await createLicenceCodes(db, request);
    await file.writeFile(`${codes.join('\n')}\n`);
    return `${describe(codes.length)}, written to ${request.out}`;
  } catch (error) {
    await rm(request.out, { force: true });
    throw error;
  } finally {
    await file.close();
  }
}
