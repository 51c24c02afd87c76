import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
});
