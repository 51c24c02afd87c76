/**
 * Run as a child process by completion-restart.test.ts: claims an agreement's sealing
 * job, builds and seals the final PDF, stores it, and is SIGKILLed right after the file
 * is written and before the agreement is completed: the worst moment to crash.
 * Usage: node --import tsx crash-during-sealing.ts '<DatabaseTarget JSON>' <dataDir> <leaseMs>
 */
import path from 'node:path';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.js';
import { claimJobs } from '../../src/jobs/claim-jobs.js';
import { COMPLETE_AGREEMENT } from '../../src/jobs/complete-agreement-job.js';
import { completionJobHandlers } from '../../src/worker/completion-job-handlers.js';
import { createSealProvider } from '../../src/seal/seal-identity-store.js';
import type { FileStore } from '../../src/storage/file-store.js';
import { createFileStore } from '../../src/storage/index.js';

const target = JSON.parse(process.argv[2] ?? '') as DatabaseTarget;
const dataDir = process.argv[3] ?? '';
const leaseMs = Number(process.argv[4] ?? '1000');

const database = await openDatabase(target);
const store = await createFileStore({ kind: 'local', dir: path.join(dataDir, 'files') });
const files: FileStore = {
  ...store,
  get: (key) => store.get(key),
  read: (key) => store.read(key),
  stat: (key) => store.stat(key),
  exists: (key) => store.exists(key),
  delete: (key) => store.delete(key),
  put: async (key, body, options) => {
    const result = await store.put(key, body, options);
    if (key.includes('/final-')) {
      // Pipes are written synchronously on Linux, so the line is out before the kill.
      process.stdout.write(`${JSON.stringify({ key })}\n`);
      process.kill(process.pid, 'SIGKILL');
    }
    return result;
  },
};
const [job] = await claimJobs(database.db, { workerId: 'doomed', types: [COMPLETE_AGREEMENT], limit: 1, leaseMs });
if (!job) throw new Error('the child found no sealing job');
const handler = completionJobHandlers({ files, seal: createSealProvider(database.db, { p12Path: null, p12Passphrase: '', tsaUrl: null, companyCa: null }), publicUrl: 'http://localhost:3000' })[COMPLETE_AGREEMENT]!;
await handler(job, { db: database.db, workerId: 'doomed', signal: new AbortController().signal });
throw new Error('the child sealed without being killed');
