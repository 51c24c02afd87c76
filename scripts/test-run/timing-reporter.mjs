// A vitest reporter: records when each test file started and ended, its tests and how they ended.
// With SIGNET_TIMINGS_FILE set (run-phases.mjs sets it), writes them there for the run's summary;
// otherwise prints the slowest files itself at the end of the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatSlowestFiles } from './timings.mjs';

/** @implements {import('vitest/node').Reporter} */
export default class TimingReporter {
  started = new Map();
  /** @type {import('./timings.mjs').FileTiming[]} */
  files = [];
  root = process.cwd();

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleStart(module) {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module) {
    const tests = [...module.children.allTests()];
    const count = (state) => tests.filter((test) => test.result().state === state).length;
    this.files.push({
      project: module.project.name,
      file: path.relative(this.root, module.moduleId),
      start: this.started.get(module.id) ?? Date.now(),
      end: Date.now(),
      tests: tests.length,
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
    });
  }

  onTestRunEnd() {
    const target = process.env.SIGNET_TIMINGS_FILE;
    if (target) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(this.files));
    } else if (this.files.length > 0) {
      process.stdout.write(`\n${formatSlowestFiles(this.files)}\n`);
    }
  }
}
