/**
 * npm run bench (issue 34): seals a 100-page agreement whose two signers sign for two companies,
 * each applying its company seal (a field on the first page) and the first also a cross-page seal
 * over all 100 pages, beside today's seal of the same document with two plain signers and the
 * same signature fields. Both go through the sealing job's own code (completeAgreement), in turns,
 * three times each, on in-memory PGlite with the worker stopped, so the figures are the seal's.
 * Time, CPU time and peak memory (heap + Buffers above the level before) are printed for each, and
 * the medians of the later runs compared (the first run also reads the fonts once).
 */
import * as contract from '@signet/contracts';
import { completeAgreement } from '../../src/domain/completion/complete-agreement.js';
import { createSealProvider } from '../../src/seal/seal-identity-store.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { callOperation } from '../../test/helpers/call-operation.js';
import { companyWithMembers, inOneYear, mailedSealCode, makeSeal } from '../../test/helpers/company-seals.js';
import { signedAgreement } from '../../test/helpers/completion.js';
import { makeBigPdf } from './make-big-pdf.js';
import { noBaselineFigure } from './runtimes.js';

const MB = 1024 * 1024;
const PAGES = 100;
const ROUNDS = 4;

const used = () => process.memoryUsage().heapUsed + process.memoryUsage().external;

async function measure(label: string, work: () => Promise<unknown>) {
  global.gc?.();
  const base = used();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 10);
  const started = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  clearInterval(timer);
  peak = Math.max(peak, used());
  const result = { ms, cpuMs: (user + system) / 1000, peakMb: (peak - base) / MB };
  console.log(`  ${label.padEnd(52)} ${ms.toFixed(0).padStart(6)} ms  CPU ${result.cpuMs.toFixed(0).padStart(5)} ms   peak +${result.peakMb.toFixed(0).padStart(4)} MB`);
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Two companies, each with a member granted its contract seal: the signers of the sealed agreement. */
async function companies(t: TestApp) {
  const parties = [];
  for (const legalName of ['上海示例科技有限公司', 'Acme Trading Ltd']) {
    const { owner, companyId, members } = await companyWithMembers(t, legalName, 1);
    const member = members[0]!;
    const seal = await makeSeal(t, owner.token, companyId, 'contract', legalName);
    await callOperation(t, contract.grantSeal, { params: { companyId, sealId: seal.id }, body: { userId: member.user.id, right: 'use', validUntil: inOneYear(), templateIds: null } }, { token: owner.token });
    parties.push({ legalName, email: member.user.email!, sealId: seal.id });
  }
  return parties;
}

async function prepare(t: TestApp, pdf: Buffer, withSeals: boolean) {
  const parties = withSeals ? await companies(t) : null;
  const signed = await signedAgreement(t, {
    pdf,
    name: withSeals ? 'Benchmark 合同 with company seals' : 'Benchmark 合同',
    signerNames: ['Ann Lee', '张伟'],
    ...(parties ? { parties: parties.map((party, index) => ({ email: party.email, partyName: party.legalName, ...(index === 0 ? { crossPageSeal: { pages: 'all', centreFromTop: 0.5 } } : {}) })) } : {}),
    fields: (signers, documentId) =>
      signers.flatMap((recipientId, s) => [
        { recipientId, documentId, page: PAGES, type: 'signature' as const, x: 0.1 + 0.4 * s, y: 0.7, width: 0.22, height: 0.06 },
        ...(withSeals ? [{ recipientId, documentId, page: PAGES, type: 'company_seal' as const, x: 0.1 + 0.4 * s, y: 0.8, width: 0.25, height: 0.15 }] : []),
      ]),
    values: () => undefined,
    beforeSubmit: async (recipient, signerToken) => {
      const party = parties?.find((entry) => entry.email === recipient.email);
      if (!party) return;
      const auth = { signerToken, headers: { 'user-agent': 'SignetBench/1.0' } };
      const { code } = await mailedSealCode(t, { recipientId: recipient.id, auth }, party.sealId, party.email);
      const applied = await callOperation(t, contract.applySeal, { params: { flowSignerId: recipient.id, sealId: party.sealId }, body: { code: code ?? '' } }, auth);
      if (applied.code !== 200) throw new Error(`apply answered ${applied.code} ${applied.msg}`);
    },
  });
  return signed.agreement.id;
}

const t = await buildTestApp('pglite', { sealing: false });
try {
  const pdf = await makeBigPdf(PAGES, 10 * MB);
  const plain: bigint[] = [];
  const sealed: bigint[] = [];
  for (let n = 0; n < ROUNDS; n++) {
    plain.push(await prepare(t, pdf, false));
    sealed.push(await prepare(t, pdf, true));
  }
  await t.worker.stop();
  const provider = createSealProvider(t.database.db, t.config.seal);
  await provider.identity();
  const complete = (agreementId: bigint) => async () => {
    const outcome = await completeAgreement(t.database.db, t.deps.files, provider, { agreementId, publicUrl: t.config.publicUrl });
    if (outcome !== 'completed') throw new Error(`sealing answered ${outcome}`);
  };
  console.log(`\nSealing a ${PAGES}-page agreement: two company seals and a cross-page seal over ${PAGES} pages, beside today's seal of the same document (2 signers), ${ROUNDS} times each in turns:`);
  const baselines = [];
  const companySeals = [];
  for (let n = 0; n < ROUNDS; n++) {
    baselines.push(await measure(`today's seal: 2 signers${n === 0 ? ' (1st)' : ''}`, complete(plain[n]!)));
    companySeals.push(await measure(`2 company seals + cross-page seal${n === 0 ? ' (1st)' : ''}`, complete(sealed[n]!)));
  }
  for (const key of ['ms', 'cpuMs', 'peakMb'] as const) {
    const base = median(baselines.slice(1).map((run) => run[key]));
    const withSeals = median(companySeals.slice(1).map((run) => run[key]));
    const unit = key === 'peakMb' ? 'MB' : 'ms';
    console.log(`  ${{ ms: 'time', cpuMs: 'CPU time', peakMb: 'peak memory' }[key]}: with company seals ${withSeals.toFixed(0)} ${unit} vs today's ${base.toFixed(0)} ${unit} (${(withSeals / base).toFixed(2)}×)`);
  }
  noBaselineFigure('the agreements it seals are uploaded first');
} finally {
  await t.close();
}
