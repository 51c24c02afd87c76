import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '../src/db/embedded-database-node-flags.js';

const root = new URL('../../../', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>;

/** The project's Node is a registry package (docs/decisions/029); these prove the tests run on it. */
describe('the runtime the tests run on', () => {
  it('is at least the Node.js major that package.json requires', () => {
    const engines = readJson('package.json').engines as { node: string };
    const required = Number(/^>=(\d+)$/.exec(engines.node)?.[1]);
    expect(required).toBeGreaterThanOrEqual(24);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(required);
  });

  // A platform without a pinned binary (macOS, Windows) brings its own Node 24.
  const packageDir = `node_modules/node-${process.platform}-${process.arch}/`;
  it.skipIf(!existsSync(new URL(packageDir, root)))("is the project's own Node binary, not the system's", () => {
    const pinned = readJson(`${packageDir}package.json`).version as string;
    expect(process.version).toBe(`v${pinned}`);
  });

  it('runs npm start, and these tests, with the flags that keep the embedded database small on Node 24', () => {
    const start = (readJson('package.json').scripts as { start: string }).start;
    expect(start).toContain(`node ${EMBEDDED_DATABASE_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
    for (const flag of EMBEDDED_DATABASE_NODE_FLAGS) expect(process.execArgv).toContain(flag);
  });
});

describe("the README's two commands", () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const commands = /## Two commands[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

  it.each(['scripts/start.sh', 'scripts/test.sh'])('%s puts the project\'s Node first before npm ci, so npm checks engines against Node 24', (script) => {
    expect(commands).toContain(`bash ${script}`);
    const text = readFileSync(new URL(script, root), 'utf8');
    // The commands themselves, each at the start of a line (the comments mention npm ci too).
    const useNode = text.search(/^use_project_node$/m);
    expect(text).toMatch(/^source scripts\/project-node\.sh$/m);
    expect(useNode).toBeGreaterThan(0);
    expect(text.search(/^npm ci /m)).toBeGreaterThan(useNode);
  });
});
