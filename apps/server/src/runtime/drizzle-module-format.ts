// Loaded before anything imports drizzle-orm: by main.ts ahead of the server's modules, and by every
// test process through `--import` (vitest.config.ts). Plain, erasable TypeScript with no imports of
// our own, so Node loads it from the sources as well as from the build.
import { registerHooks } from 'node:module';

/**
 * Node 24 works out an ES module file's format from its package.json on every file, parsing the
 * package's whole `exports` field each time (Node 20 parsed it once). drizzle-orm's package.json is
 * 179 KB, so importing it cost 1.0 CPU-s on Node 24 against 0.15 on Node 20, in the server and in
 * every test process (decision 029). Its files are ES modules (`"type": "module"`) that import each
 * other by relative `.js` paths: those resolve to the file beside them, format known, without the
 * lookup. Everything else resolves as Node resolves it.
 */
const DRIZZLE_FILES = '/node_modules/drizzle-orm/';
const registered = Symbol.for('signet.drizzleModuleFormat');
const state = globalThis as { [registered]?: true };

if (!state[registered]) {
  state[registered] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (parent?.includes(DRIZZLE_FILES) && parent.endsWith('.js') && (specifier.startsWith('./') || specifier.startsWith('../')) && specifier.endsWith('.js')) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
