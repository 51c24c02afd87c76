// Formats where a test run's time went: each phase's wall time, and the slowest test files.

/** @typedef {{ project: string, file: string, start: number, end: number, tests: number, passed: number, failed: number, skipped: number }} FileTiming */

/** Seconds with one decimal, right-aligned. */
const seconds = (ms, width = 7) => `${(ms / 1000).toFixed(1)} s`.padStart(width);

/** "m:ss" for totals. */
export const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The `count` test files that took longest, from their first hook to their last, with the
 * project (phase) that ran them.
 * @param {FileTiming[]} files
 */
export function formatSlowestFiles(files, count = 15) {
  const slowest = [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, count);
  const width = Math.max(0, ...slowest.map((file) => file.project.length));
  const lines = slowest.map((file, index) => `${String(index + 1).padStart(3)}. ${seconds(file.end - file.start)}  ${file.project.padEnd(width)}  ${file.file}`);
  return [`The ${slowest.length} slowest test files (wall time each):`, ...lines].join('\n');
}

/**
 * One line per phase: when it started after the run began, its wall time, the CPU time of the
 * processes it waited for (not the PostgreSQL server it talks to, nor the page renderers that
 * Chromium's zygote does not wait for), and for test phases the files and tests it ran. Phases run side by side, so the walls add up to more than the total.
 * @param {{ name: string, start: number, end: number, ok: boolean, cpuMs?: number, files?: FileTiming[] }[]} phases
 * @param {number} runStart
 */
export function formatPhases(phases, runStart) {
  const width = Math.max(...phases.map((phase) => phase.name.length));
  const lines = phases.map((phase) => {
    const counts = phase.files ? `  ${countTests(phase.files)}` : '';
    const status = phase.ok ? 'ok    ' : 'FAILED';
    const cpu = phase.cpuMs === undefined ? ''.padStart(13) : `  CPU ${seconds(phase.cpuMs, 7)}`;
    return `  ${phase.name.padEnd(width)}  ${status}  from ${clock(phase.start - runStart).padStart(5)}  ${seconds(phase.end - phase.start, 8)}${cpu}${counts}`;
  });
  return [
    'Phases (start after the run began, wall time, CPU time*):',
    ...lines,
    '  * of the processes the phase waited for, not counting the PostgreSQL server or Chromium\'s page renderers',
  ].join('\n');
}

/** "12 files, 80 tests (2 skipped)". */
export function countTests(files) {
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  const skipped = sum('skipped');
  const failed = sum('failed');
  return `${files.length} files, ${sum('tests')} tests${failed ? `, ${failed} FAILED` : ''}${skipped ? ` (${skipped} skipped)` : ''}`;
}
