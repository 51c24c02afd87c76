/**
 * Operator commands, run beside the server: `npm run admin -- <command> …`.
 *
 *   npm run admin -- codes create --plan individual --period year --count 50 [--batch "Reseller A"] [--out codes.txt]
 *
 * Uses the server's configuration (DATA_DIR or DATABASE_URL) and brings the database's schema up
 * to date first. With the embedded database, stop the server first: PGlite opens its folder in
 * one process at a time (the folder lock says so if you forget).
 */
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { CODES_USAGE, parseCodesCommand, runCodesCommand, UsageError } from './codes-command.js';

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'codes') {
    console.error(`Usage:\n  ${CODES_USAGE}`);
    return 2;
  }
  let request;
  try {
    request = parseCodesCommand(rest);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(`${error.message}\nUsage:\n  ${CODES_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const summary = await runCodesCommand(database.db, request, (line) => console.log(line));
    console.error(summary);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
