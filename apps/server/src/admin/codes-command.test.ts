import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceCodes } from '../db/schema/index.js';
import { hashLicenceCode } from '../domain/billing/licence-code.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database.js';
import { parseCodesCommand, runCodesCommand, UsageError } from './codes-command.js';

describe('npm run admin -- codes create', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dir = await mkdtemp(path.join(tmpdir(), 'signet-codes-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the plan, period, count and batch, and explains a mistake', () => {
    expect(parseCodesCommand(['create', '--plan', 'individual', '--period', 'year', '--count', '50', '--batch', 'Reseller A'])).toEqual({
      planId: 'individual',
      period: 'year',
      count: 50,
      batch: 'Reseller A',
      out: null,
    });
    expect(() => parseCodesCommand(['create', '--plan', 'free', '--period', 'year', '--count', '1'])).toThrow(new UsageError('--plan must be one of individual, enterprise'));
    expect(() => parseCodesCommand(['create', '--plan', 'individual', '--period', 'week', '--count', '1'])).toThrow('--period must be one of month, year');
    expect(() => parseCodesCommand(['create', '--plan', 'individual', '--period', 'year', '--count', '0'])).toThrow('--count must be a whole number from 1 to 10000');
    expect(() => parseCodesCommand(['delete', '--plan', 'individual', '--period', 'year', '--count', '1'])).toThrow('the codes command has one action: create');
    // A company's codes (issue 32): Enterprise with seats.
    expect(parseCodesCommand(['create', '--plan', 'enterprise', '--period', 'year', '--count', '2', '--seats', '25'])).toMatchObject({ planId: 'enterprise', seats: 25 });
    expect(() => parseCodesCommand(['create', '--plan', 'individual', '--period', 'year', '--count', '1', '--seats', '5'])).toThrow('--seats goes with --plan enterprise: a whole number from 1 to 10000');
  });

  it('prints the codes once and stores only their hashes, or writes them to a file only its owner reads', async () => {
    const printed: string[] = [];
    const summary = await runCodesCommand(database.db, { planId: 'individual', period: 'year', count: 3, batch: 'Reseller A', out: null }, (line) => printed.push(line));
    expect(summary).toBe('3 licence codes for individual, one year each, batch "Reseller A"');
    expect(printed).toHaveLength(3);
    const rows = await database.db.select().from(licenceCodes);
    expect(rows.map((row) => row.codeHash).sort()).toEqual(printed.map(hashLicenceCode).sort());
    expect(rows.every((row) => row.batch === 'Reseller A' && row.planId === 'individual' && row.period === 'year' && row.redeemedAt === null)).toBe(true);

    const out = path.join(dir, 'codes.txt');
    expect(await runCodesCommand(database.db, { planId: 'enterprise', period: 'month', count: 2, batch: '', out }, () => undefined)).toBe(`2 licence codes for enterprise, one month each, written to ${out}`);
    expect((await readFile(out, 'utf8')).trim().split('\n')).toHaveLength(2);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    // Never over another batch's file, and then no code is made.
    await expect(runCodesCommand(database.db, { planId: 'enterprise', period: 'month', count: 1, batch: '', out }, () => undefined)).rejects.toThrow(/EEXIST/);
    expect(await database.db.select().from(licenceCodes)).toHaveLength(5);
  });
});
