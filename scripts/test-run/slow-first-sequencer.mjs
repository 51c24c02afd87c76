// A vitest sequencer: the files known to be slowest start first within their project, the rest in
// vitest's own order. On a fresh clone vitest has no durations from an earlier run and starts the
// largest files first, which put two of the slowest browser files (smoke, api-docs: small files,
// long runs) last of 41: the phase then ended with one long file running alone.
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

/**
 * Slowest first, from the run's "slowest test files" list (docs/testing.md). Keep it to the files
 * that take several times an average one; a name no longer there is ignored.
 */
export const SLOWEST_FILES = [
  'e2e/accessibility-sender.e2e.ts',
  'e2e/smoke.e2e.ts',
  'e2e/templates.e2e.ts',
  'e2e/device-limit.e2e.ts',
  'e2e/two-factor.e2e.ts',
  'e2e/membership.e2e.ts',
  'e2e/sign-errors.e2e.ts',
  'e2e/api-docs.e2e.ts',
  'apps/server/test/processes/server-processes.test.ts',
];

export default class SlowFirstSequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file) => {
      const index = SLOWEST_FILES.indexOf(path.relative(root, file.moduleId).split(path.sep).join('/'));
      return index === -1 ? SLOWEST_FILES.length : index;
    };
    // vitest runs the projects one group after another: reorder within each run of one project only.
    const runs = [];
    for (const file of sorted) {
      const last = runs.at(-1);
      if (last && last[0].project === file.project) last.push(file);
      else runs.push([file]);
    }
    return runs.flatMap((run) => run.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file));
  }
}
