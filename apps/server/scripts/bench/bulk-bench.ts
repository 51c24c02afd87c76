/**
 * npm run bench (fifth part): a 1,000-row bulk send of a template on the embedded
 * database (PGlite), the free database every install starts with (issue 14). Prints
 * the dry run's time, the time until every row is sent (jobs of 25 rows on the
 * in-process worker), and the process's resident memory at the start and at its peak.
 * Beside it, the baseline of the same run: agreements made and sent one call at a time
 * through useTemplate, per agreement, so the per-row cost of a bulk send can be compared.
 */
import { performance } from 'node:perf_hooks';
import * as contract from '@signet/contracts';
import { uniqueEmail } from '../../test/helpers/accounts.js';
import { buildTestApp } from '../../test/helpers/app.js';
import { signInOnPlan } from '../../test/helpers/drive.js';
import { bulkDone, checkBulkFile, publishedTemplate, role, startBulk, useTemplate } from '../../test/helpers/templates.js';
import { noBaselineFigure } from './runtimes.js';

const ROWS = 1000;
const BASELINE = 50;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function main() {
  const t = await buildTestApp('pglite');
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  try {
    const me = await signInOnPlan(t, 'individual');
    const template = await publishedTemplate(t, me.token, [role('Employee')], {
      extraFields: (draft) => [
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'text', x: 0.1, y: 0.1, width: 0.3, height: 0.05, label: 'Salary', required: false },
      ],
    });

    // Baseline: one agreement per call.
    const baselineStart = performance.now();
    for (let n = 0; n < BASELINE; n += 1) {
      const made = await useTemplate(t, me.token, template.id, { roles: [{ roleId: template.roles[0]!.id, name: `Base ${n}`, email: uniqueEmail('base') }], send: true });
      if (made.code !== 200) throw new Error(`useTemplate answered ${made.code}`);
    }
    const perCall = (performance.now() - baselineStart) / BASELINE;

    const csv = ['Employee name,Employee email,Salary', ...Array.from({ length: ROWS }, (_, n) => `Person ${n},${uniqueEmail(`row${n}`)},${50000 + n}`)].join('\n');
    const rssStart = process.memoryUsage().rss;
    peak = rssStart;
    const checkStart = performance.now();
    const checked = await checkBulkFile(t, me.token, template.id, 'bench.csv', Buffer.from(csv));
    const checkMs = performance.now() - checkStart;
    if (checked.code !== 200 || checked.result.counts.valid !== ROWS) throw new Error(`check answered ${checked.code}: ${JSON.stringify(checked.data)}`);
    const sendStart = performance.now();
    const started = await startBulk(t, me.token, checked.result.id);
    if (started.code !== 200) throw new Error(`start answered ${started.code}`);
    const done = await bulkDone(t, me.token, checked.result.id, 30 * 60_000);
    const sendMs = performance.now() - sendStart;
    if (done.counts.sent !== ROWS) throw new Error(`sent ${done.counts.sent} of ${ROWS}`);
    const agreements = await t.database.db.$count((await import('../../src/db/schema/index.js')).agreements);

    console.log(`\nBulk send of ${ROWS} rows on PGlite (template: 1 role, 1 prefilled field)`);
    console.log(`  dry run (read + check + store rows)   ${Math.round(checkMs)} ms`);
    console.log(`  send (jobs of 25, each row an agreement)   ${(sendMs / 1000).toFixed(1)} s, ${(sendMs / ROWS).toFixed(1)} ms per row`);
    console.log(`  baseline: one useTemplate call per agreement   ${perCall.toFixed(1)} ms per agreement (${BASELINE} calls)`);
    console.log(`  memory: RSS ${mb(rssStart)} at the start, ${mb(peak)} at the peak (+${mb(peak - rssStart)})`);
    console.log(`  agreements in the database afterwards: ${agreements} (${contract.LIMITS.bulkSendRows} rows allowed per file)`);
    noBaselineFigure("the template's PDF is uploaded first");
  } finally {
    clearInterval(sampler);
    await t.close();
  }
}

await main();
