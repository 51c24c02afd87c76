import * as contract from '@signet/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../../src/db/client.js';
import { COMPLETE_AGREEMENT } from '../../../src/jobs/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { createAgreement, signer } from '../../../test/helpers/agreements.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { consentAndSign, openLink, sentAgreement, signatureFieldsOf } from '../../../test/helpers/signing.js';

/** The web client's page size: the read route answers a full first page. */
const LIST_AGREEMENTS = 20;
/** Agreements prepared at once: the seed app's worker delivers the invitations meanwhile. */
const SEED_PARALLEL = 4;

export interface Seeded {
  /** A sender with a full first page of agreements: the read route's caller. */
  readerToken: string;
  /** One user per write connection, so concurrent writes rarely wait on one row's lock. */
  writerTokens: string[];
  /** Dedupe keys of the sealing jobs, one per fully signed agreement. */
  sealKeys: string[];
}

/** Runs `work(n)` for n below `count`, `parallel` at a time. */
async function inParallel(count: number, parallel: number, work: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await work(next++);
  }));
}

/** One agreement sent to two signers who both signed: its sealing job is queued. */
async function signedByAll(t: TestApp, n: number): Promise<bigint> {
  const { agreement } = await sentAgreement(t, { name: `Scale bench lease ${n}`, recipients: [signer('Ann Lee'), signer('Bo Chen')] });
  for (const recipient of agreement.recipients) {
    const { signerToken } = await openLink(t, recipient.email);
    const signed = await consentAndSign(t, recipient.id, { signerToken }, signatureFieldsOf(agreement, recipient.id));
    if (signed.code !== 200) throw new Error(`submit answered ${signed.code} ${signed.msg}`);
  }
  return agreement.id;
}

/** Waits for the seed worker to deliver what signing queued (notices to the sender), so no run inherits it. */
async function outboxDrained(t: TestApp): Promise<void> {
  for (;;) {
    const [row] = await queryRows<{ busy: number }>(
      t.database.db,
      sql`select count(*)::int as busy from jobs where type <> ${COMPLETE_AGREEMENT} and ((status = 'queued' and run_at <= now()) or status = 'running')`,
    );
    if ((row?.busy ?? 0) === 0) return;
    t.worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Seeds through the app in this process (the test helpers, as api-bench does), on the
 * bench's database and its shared data folder, so the server processes find the files.
 * The in-process worker delivers invitations to the outbox but leaves sealing alone.
 */
export async function seed(databaseUrl: string, dataDir: string, options: { writers: number; sealable: number; log: (line: string) => void }): Promise<Seeded> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const t = await buildTestApp('postgres', { database: { ...database, url: databaseUrl, drop: () => database.close() }, env: { DATA_DIR: dataDir }, sealing: false });
  try {
    const reader = await signInOnPlan(t, 'individual');
    for (let n = 0; n < LIST_AGREEMENTS; n++) {
      const made = await createAgreement(t, reader.token, { name: `Draft ${n}`, recipients: [signer('Cy Diaz')] });
      if (made.code !== 200) throw new Error(`createAgreement answered ${made.code}`);
    }
    const writerTokens: string[] = [];
    for (let n = 0; n < options.writers; n++) writerTokens.push((await signInUser(t.database.db)).token);

    const started = Date.now();
    const agreementIds: bigint[] = [];
    await inParallel(options.sealable, SEED_PARALLEL, async (n) => {
      agreementIds.push(await signedByAll(t, n));
      if (agreementIds.length % 25 === 0) options.log(`  seeded ${agreementIds.length} of ${options.sealable} signed agreements (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    });
    await outboxDrained(t);
    return { readerToken: reader.token, writerTokens, sealKeys: agreementIds.map((id) => `${COMPLETE_AGREEMENT}:${id}`) };
  } finally {
    await t.close();
  }
}

/** The sender's agreement list, as the web's list page asks for it. */
export const readRoute = { method: 'GET' as const, path: contract.listAgreements.path };
/** Saving profile settings: an update of the caller's own user row. */
export const writeRoute = { method: 'PUT' as const, path: contract.updateProfile.path, body: JSON.stringify({ name: 'Scale Bench Writer' }) };
