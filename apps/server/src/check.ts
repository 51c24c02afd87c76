import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from './config/env.js';
import { openDatabase } from './db/client.js';
import { readMigrationStatus } from './db/migration-status.js';
import { SmtpMailer } from './mail/index.js';
import { createLogger, logStartFailure, type Logger } from './observability/logger.js';
import { AliyunSmsSender, TwilioSmsSender } from './sms/index.js';
import { createFileStore } from './storage/index.js';

/**
 * Exit codes of `node apps/server/dist/check.js`, one bit per failed check so several failures
 * show at once (database and mail failing = 4 + 32 = 36). 2: the configuration itself is invalid.
 */
export const CHECK_EXIT = { config: 2, database: 4, migrations: 8, storage: 16, mail: 32, sms: 64 } as const;

type CheckName = 'database' | 'migrations' | 'storage' | 'mail' | 'sms';

/**
 * Tests what self-hosters most often get wrong before anything is served: the database answers,
 * its migrations are applied, the file store (S3 HeadBucket, or the data folder) can be used,
 * the SMTP server accepts a connection and the credentials (nodemailer's verify), and the SMS
 * provider accepts the credentials (Twilio: the account is read; Aliyun: the template is read). Sends nothing.
 */
async function check(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    logStartFailure('check', error, 'configuration invalid');
    return CHECK_EXIT.config;
  }
  const log = createLogger(config.logLevel, 'check');
  let failed = 0;
  const run = async (name: CheckName, what: string, test: () => Promise<Record<string, unknown> | void>) => {
    try {
      const detail = (await test()) ?? {};
      if (detail.ok === false) throw new Error(String(detail.problem));
      log.info({ check: name, ok: true, ...detail }, `${what}: ok`);
    } catch (error) {
      failed |= CHECK_EXIT[name];
      log.error({ check: name, ok: false, err: error, exitBit: CHECK_EXIT[name] }, `${what}: failed`);
    }
  };

  const opening = openDatabase(config.database);
  await run('database', `database (${config.database.kind})`, async () => {
    await (await opening).db.execute(sql`select 1`);
  });
  const database = await opening.catch(() => null);
  await run('migrations', 'migrations', async () => {
    if (!database) return { ok: false, problem: 'the database cannot be reached' };
    const status = await readMigrationStatus(database.db);
    return status.current ? { applied: status.applied, newest: status.expected } : { ok: false, problem: `not applied yet (newest expected: ${status.expected}); run migrate.js` };
  });
  await run('storage', `file storage (${config.storage.kind})`, async () => {
    await (await createFileStore(config.storage)).verify();
  });
  await run('mail', `mail (${config.mail.kind})`, async () => {
    // The outbox lives in the database, so it is as reachable as the database check said.
    if (config.mail.kind !== 'smtp') return;
    const mailer = new SmtpMailer(config.mail.url, config.mail.from);
    try {
      await mailer.verify?.();
    } finally {
      await mailer.close?.();
    }
  });
  await run('sms', `sms (${config.sms.driver})`, async () => {
    // Like the mail outbox, the SMS outbox is as reachable as the database; the providers are asked without sending.
    if (config.sms.driver === 'outbox') return;
    await (config.sms.driver === 'twilio' ? new TwilioSmsSender(config.sms) : new AliyunSmsSender(config.sms)).verify();
  });
  await database?.close();
  summarize(log, failed);
  return failed;
}

function summarize(log: Logger, failed: number): void {
  if (failed === 0) log.info({ exitCode: 0 }, 'all checks passed');
  else log.error({ exitCode: failed }, 'some checks failed: the exit code adds up the bits of each failed check');
}

check().then(
  (code) => process.exit(code),
  (error: unknown) => {
    logStartFailure('check', error, 'check crashed');
    process.exit(1);
  },
);
