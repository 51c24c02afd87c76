/**
 * Run as a child process by job-restart.test.ts: enqueues a mail job, claims it,
 * sends the mail, and is SIGKILLed before marking the job done: the worst moment
 * to crash, after the side effect and before its record.
 * Usage: node --import tsx crash-during-mail-job.ts '<DatabaseTarget JSON>' <leaseMs>
 */
import { openDatabase, type DatabaseTarget } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { claimJobs } from '../../src/jobs/claim-jobs.js';
import { MAIL_SEND, sendMailLater } from '../../src/jobs/mail-job.js';
import { mailJobHandlers } from '../../src/worker/mail-job-handlers.js';
import { OutboxMailer } from '../../src/mail/outbox-mailer.js';

const target = JSON.parse(process.argv[2] ?? '') as DatabaseTarget;
const leaseMs = Number(process.argv[3] ?? '1000');

const database = await openDatabase(target);
await migrateDatabase(database);
const { id } = await sendMailLater(database.db, { to: ['crash@example.com'], subject: 'Survives a restart', text: 'Sent once.' });
const [job] = await claimJobs(database.db, { workerId: 'doomed', types: [MAIL_SEND], limit: 1, leaseMs });
if (!job || job.id !== id) throw new Error('the child did not claim its own job');
const handler = mailJobHandlers({ mailer: new OutboxMailer(database.db, 'no-reply@signet.test') })[MAIL_SEND]!;
await handler(job, { db: database.db, workerId: 'doomed', signal: new AbortController().signal });
// Pipes are written synchronously on Linux, so the line is out before the kill.
process.stdout.write(`${JSON.stringify({ jobId: id.toString() })}\n`);
process.kill(process.pid, 'SIGKILL');
