// The phases of a full test run and what each waits for (docs/testing.md explains the order).
// `needs`: runs only once these passed. `after`: starts once these ended, passed or not; that
// only orders the work. `nice`: a lower CPU priority, for work that has no clock in it.

/** @typedef {{ name: string, command?: string[], vitest?: string[], env?: Record<string, string>, needs?: string[], after?: string[], nice?: number }} Phase */

/**
 * The browser tests are the longest phase and need the build, so the build starts first, with only
 * lint beside it, and the browser tests start the moment it is done. Four test processes then share
 * the two cores (two browser-test files, one server project per database engine, then the unit
 * tests), which keeps both busy while the browser tests wait on pages; more made tests slow enough
 * to time out. Lint (which type-checks too), waiting on no clock, fills the gaps at a lower priority.
 * @returns {Phase[]}
 */
export function plan({ withPostgres }) {
  const filler = 10;
  const firstServer = withPostgres ? 'server on PostgreSQL' : 'server on PGlite';
  return [
    { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
    // With TypeScript's own errors (signet/type-errors, decision 026): the run builds the four
    // typed programs once, for lint, instead of once more for `tsc`.
    // Six typed programs since issue 38 (the SDK and the embed component have their own) peak at 5.3 GB,
    // past Node's default heap of about 4 GB.
    { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'], env: { NODE_OPTIONS: '--max-old-space-size=8192' }, nice: filler },
    // Nobody looks at a full run's screenshots; `SIGNET_SCREENSHOTS=1 npm run validate -- browser` takes them.
    { name: 'browser', vitest: ['--project', 'e2e'], env: { SIGNET_SCREENSHOTS: process.env.SIGNET_SCREENSHOTS ?? '0' }, needs: ['build'] },
    { name: 'server on PGlite', vitest: ['--project', 'server:pglite'], after: ['build'] },
    ...(withPostgres ? [{ name: 'server on PostgreSQL', vitest: ['--project', 'server:postgres'], after: ['build'] }] : []),
    { name: 'unit', vitest: ['--project', 'contracts', '--project', 'sdk', '--project', 'embed-react', '--project', 'web*', '--project', 'server'], after: [firstServer] },
  ];
}
