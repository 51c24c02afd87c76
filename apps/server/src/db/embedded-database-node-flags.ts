/**
 * The V8 flags `npm start` gives Node (package.json), which the test processes use as well: on
 * Node 24 they keep a process on the embedded database near Node 20's memory. `--liftoff-only`
 * keeps PGlite's WebAssembly out of V8's optimising tier, whose compilation raised the start-up
 * peak by about 600 MB; `--max-semi-space-size=16` is Node 20's young generation (decision 029).
 */
export const EMBEDDED_DATABASE_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=16'];
