import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain-JS ESLint plugin, with no types of its own.
import signet from '../../../../scripts/lint/type-errors.js';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The full run type-checks through lint (decision 026): `signet/type-errors` must report what tsc
 * would, and every TypeScript file of the repository must be linted with it.
 */
describe('lint reports TypeScript’s errors', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'signet-lint-'));
    await writeFile(path.join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'nodenext' }, include: ['*.ts'] }));
    await writeFile(path.join(folder, 'wrong.ts'), "export function total(a: number): number {\n  return a + 'x';\n}\nexport function unusedArgument(a: number, b: number): number {\n  return a;\n}\n");
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('names the error, its code and where it is, and leaves what tsc leaves (an unused argument)', async () => {
    const eslint = new ESLint({
      cwd: folder,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, parserOptions: { project: ['tsconfig.json'], tsconfigRootDir: folder } } },
        { files: ['**/*.ts'], plugins: { signet }, rules: { 'signet/type-errors': 'error' } },
      ],
    });
    const [result] = await eslint.lintFiles(['wrong.ts']);
    expect(result?.messages.map((message) => ({ line: message.line, column: message.column, message: message.message }))).toEqual([
      { line: 2, column: 3, message: "TS2322: Type 'string' is not assignable to type 'number'." },
    ]);
  });

  it('is on for every TypeScript file the repository lints', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    for (const file of ['apps/server/src/app.ts', 'apps/web/src/main.tsx', 'packages/contracts/src/index.ts', 'e2e/smoke.e2e.ts', 'apps/web/vite.config.ts', 'apps/server/drizzle.config.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(repoRoot, file))) as { rules?: Record<string, unknown> };
      expect(config.rules?.['signet/type-errors'], file).toEqual([2]);
    }
  });
});
